import { Router } from 'express';
import { contractAnswer, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { parseId } from '../http/validate.ts';
import type { PageService } from './service.ts';

export function pageRoutes(service: PageService): Router {
  const router = Router();
  router.get('/pages', async (req, res) => {
    const q = contractQuery(req, 'listPages');
    contractAnswer(
      res,
      'listPages',
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
    contractAnswer(res, 'getPage', { data: await service.one(languageOf(req), parseId(req.params.id)) });
  });
  // The FAQ about products: which products have questions (each product's are in GET products/{slug}).
  router.get('/faq/products', async (req, res) => {
    const q = contractQuery(req, 'listFaqProducts');
    contractAnswer(
      res,
      'listFaqProducts',
      await service.faqProducts(languageOf(req), {
        search: q.search?.trim() || undefined,
        page: q.page ?? 1,
        perPage: q.per_page ?? 48,
      }),
    );
  });
  return router;
}
