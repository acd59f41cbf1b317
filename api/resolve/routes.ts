import { Router } from 'express';
import * as yup from 'yup';
import { languageOf } from '../http/language.ts';
import { parseQuery, queryString } from '../http/validate.ts';
import type { ResolveService } from './service.ts';

const resolveQuery = yup.object({ path: queryString('path', 500).required('path is required') });

export function resolveRoutes(service: ResolveService): Router {
  const router = Router();
  router.get('/resolve', async (req, res) => {
    const q = parseQuery(req, resolveQuery);
    res.json({ data: await service.resolve(languageOf(req), q.path) });
  });
  return router;
}
