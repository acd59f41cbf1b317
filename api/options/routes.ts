import { Router } from 'express';
import { contractAnswer, contractBody } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import type { OptionService, Selection } from './service.ts';

export function optionRoutes(service: OptionService): Router {
  const router = Router();
  router.post('/queryProductAttributes', async (req, res) => {
    const body = contractBody(req, 'queryProductAttributes');
    contractAnswer(
      res,
      'queryProductAttributes',
      await service.attributes(languageOf(req), body.product_id, (body.attributes ?? {}) as Selection),
    );
  });
  router.post('/queryProductOption', async (req, res) => {
    const body = contractBody(req, 'queryProductOption');
    contractAnswer(res, 'queryProductOption', {
      data: await service.option(
        languageOf(req),
        body.product_id,
        (body.attributes ?? {}) as Selection,
        body.amount,
      ),
    });
  });
  return router;
}
