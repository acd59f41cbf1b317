import { Router } from 'express';
import { contractAnswer, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import type { ResolveService } from './service.ts';

export function resolveRoutes(service: ResolveService): Router {
  const router = Router();
  router.get('/resolve', async (req, res) => {
    const q = contractQuery(req, 'resolvePath');
    contractAnswer(res, 'resolvePath', { data: await service.resolve(languageOf(req), q.path) });
  });
  return router;
}
