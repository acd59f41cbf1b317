import { Router } from 'express';
import { contractAnswer, contractBody } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import type { ComparisonService } from './service.ts';

export function comparisonRoutes(service: ComparisonService): Router {
  const router = Router();
  router.post('/productComparison', async (req, res) => {
    const body = contractBody(req, 'compareProducts');
    contractAnswer(res, 'compareProducts', { data: await service.compare(languageOf(req), body.products) });
  });
  return router;
}
