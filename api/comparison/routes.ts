import { Router } from 'express';
import * as yup from 'yup';
import { languageOf } from '../http/language.ts';
import { parseBody } from '../http/validate.ts';
import type { ComparisonService } from './service.ts';

/** The most products compared at once (shared/contract/comparison.ts MAX_COMPARE). */
const MAX_COMPARE = 4;

const comparisonPayload = yup.object({
  products: yup
    .array(yup.number().integer().min(1).max(2_147_483_647).required())
    .min(1, 'products must list at least one product id')
    .max(MAX_COMPARE, `products must list at most ${MAX_COMPARE} product ids`)
    .required('products is required'),
});

export function comparisonRoutes(service: ComparisonService): Router {
  const router = Router();
  router.post('/productComparison', async (req, res) => {
    const body = parseBody(req.body, comparisonPayload);
    res.json({ data: await service.compare(languageOf(req), body.products) });
  });
  return router;
}
