import { Router } from 'express';
import { notFound } from '../errors.ts';
import { contractAnswer, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { parseId } from '../http/validate.ts';
import type { ProductService } from './service.ts';

/** A slug is lower-case letters, digits and dashes; anything else cannot be a product (404). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function productRoutes(service: ProductService): Router {
  const router = Router();
  router.get('/products/:id/reviews', async (req, res) => {
    const id = parseId(req.params.id);
    const q = contractQuery(req, 'listProductReviews');
    contractAnswer(
      res,
      'listProductReviews',
      await service.reviews(languageOf(req), id, { untranslated: q.untranslated ?? false }),
    );
  });
  router.get('/products/:id/parts', async (req, res) => {
    contractAnswer(res, 'listProductParts', {
      data: await service.parts(languageOf(req), parseId(req.params.id)),
    });
  });
  router.get('/products/:slug', async (req, res) => {
    const slug = req.params.slug;
    if (slug.length > 200 || !SLUG.test(slug)) throw notFound('Product not found');
    const q = contractQuery(req, 'getProduct');
    contractAnswer(res, 'getProduct', {
      data: await service.bySlug(languageOf(req), slug, { fromCategory: q.from_category, poId: q.po_id }),
    });
  });
  return router;
}
