import { Router } from 'express';
import { contractAnswer, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { parseId } from '../http/validate.ts';
import type { CategoryService } from './service.ts';

export function categoryRoutes(service: CategoryService): Router {
  const router = Router();
  router.get('/categories', async (req, res) => {
    const q = contractQuery(req, 'listCategories');
    contractAnswer(res, 'listCategories', {
      data: await service.tree(languageOf(req), { breadcrumbs: q.breadcrumbs ?? false, search: q.search }),
    });
  });
  router.get('/categories/:id', async (req, res) => {
    contractAnswer(res, 'getCategory', { data: await service.one(languageOf(req), parseId(req.params.id)) });
  });
  return router;
}
