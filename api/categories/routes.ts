import { Router } from 'express';
import * as yup from 'yup';
import { languageOf } from '../http/language.ts';
import { parseId, parseQuery, queryBool, queryString } from '../http/validate.ts';
import type { CategoryService } from './service.ts';

const listQuery = yup.object({
  breadcrumbs: queryBool('breadcrumbs'),
  search: queryString('search', 200),
});

export function categoryRoutes(service: CategoryService): Router {
  const router = Router();
  router.get('/categories', async (req, res) => {
    const q = parseQuery(req, listQuery);
    res.json({
      data: await service.tree(languageOf(req), { breadcrumbs: q.breadcrumbs ?? false, search: q.search }),
    });
  });
  router.get('/categories/:id', async (req, res) => {
    res.json({ data: await service.one(languageOf(req), parseId(req.params.id)) });
  });
  return router;
}
