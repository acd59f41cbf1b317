import { Router } from 'express';
import * as yup from 'yup';
import { languageOf } from '../http/language.ts';
import { parseId, parseQuery, queryBool, queryInt, queryString } from '../http/validate.ts';
import type { PageService } from './service.ts';

/** `home`: the home page's content (its hero and introduction), one page. */
const pageTypes = ['content', 'recipe_category', 'recipe', 'faq_category', 'faq', 'home'] as const;

const listQuery = yup.object({
  type_code: queryString('type_code', 40).oneOf(
    [...pageTypes],
    `type_code must be one of ${pageTypes.join(', ')}`,
  ),
  per_page: queryInt('per_page', 1, 100),
  parent: queryInt('parent', 1, 2_147_483_647),
  parent_only: queryBool('parent_only'),
  page: queryInt('page', 1, 100_000),
  search: queryString('search', 200),
});

const faqProductsQuery = yup.object({
  per_page: queryInt('per_page', 1, 100),
  page: queryInt('page', 1, 100_000),
  search: queryString('search', 200),
});

export function pageRoutes(service: PageService): Router {
  const router = Router();
  router.get('/pages', async (req, res) => {
    const q = parseQuery(req, listQuery);
    res.json(
      await service.list(languageOf(req), {
        typeCode: q.type_code,
        parent: q.parent,
        parentOnly: q.parent_only,
        search: q.search?.trim() || undefined,
        page: q.page ?? 1,
        perPage: q.per_page ?? 20,
      }),
    );
  });
  router.get('/pages/:id', async (req, res) => {
    res.json({ data: await service.one(languageOf(req), parseId(req.params.id)) });
  });
  // The FAQ about products: which products have questions (each product's are in GET products/{slug}).
  router.get('/faq/products', async (req, res) => {
    const q = parseQuery(req, faqProductsQuery);
    res.json(
      await service.faqProducts(languageOf(req), {
        search: q.search?.trim() || undefined,
        page: q.page ?? 1,
        perPage: q.per_page ?? 48,
      }),
    );
  });
  return router;
}
