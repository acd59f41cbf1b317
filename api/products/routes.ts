import { Router } from 'express';
import * as yup from 'yup';
import { notFound } from '../errors.ts';
import { languageOf } from '../http/language.ts';
import { parseId, parseQuery, queryInt } from '../http/validate.ts';
import type { ProductService } from './service.ts';

const productQuery = yup.object({
  from_category: queryInt('from_category', 1, 2_147_483_647),
  po_id: queryInt('po_id', 1, 2_147_483_647),
});

/** A slug is lower-case letters, digits and dashes; anything else cannot be a product (404). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function productRoutes(service: ProductService): Router {
  const router = Router();
  router.get('/products/:id/reviews', async (req, res) => {
    res.json({ data: await service.reviews(languageOf(req), parseId(req.params.id)) });
  });
  router.get('/products/:id/parts', async (req, res) => {
    res.json({ data: await service.parts(languageOf(req), parseId(req.params.id)) });
  });
  router.get('/products/:slug', async (req, res) => {
    const slug = req.params.slug;
    if (slug.length > 200 || !SLUG.test(slug)) throw notFound('Product not found');
    const q = parseQuery(req, productQuery);
    res.json({
      data: await service.bySlug(languageOf(req), slug, { fromCategory: q.from_category, poId: q.po_id }),
    });
  });
  return router;
}
