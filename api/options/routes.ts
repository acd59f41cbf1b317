import { Router } from 'express';
import * as yup from 'yup';
import { languageOf } from '../http/language.ts';
import { parseBody } from '../http/validate.ts';
import type { OptionService, Selection } from './service.ts';

const MAX_INT = 2_147_483_647;
const productId = yup.number().integer().min(1).max(MAX_INT).required('product_id is required');
/** attribute id → value id: at most 20 entries, both positive whole numbers */
const selection = yup.object().test('attributes', 'attributes must map attribute ids to value ids', (obj) => {
  if (obj === undefined) return true;
  const entries = Object.entries(obj);
  return (
    entries.length <= 20 &&
    entries.every(
      ([k, v]) =>
        /^[1-9][0-9]{0,8}$/.test(k) && Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_INT,
    )
  );
});

const attributesPayload = yup.object({ product_id: productId, attributes: selection });
const optionPayload = yup.object({
  product_id: productId,
  attributes: selection,
  amount: yup
    .number()
    .integer('amount must be a whole number')
    .min(1, 'amount must be at least 1')
    .max(999, 'amount must be at most 999')
    .required('amount is required'),
});

export function optionRoutes(service: OptionService): Router {
  const router = Router();
  router.post('/queryProductAttributes', async (req, res) => {
    const body = parseBody(req.body, attributesPayload);
    res.json(
      await service.attributes(languageOf(req), body.product_id, (body.attributes ?? {}) as Selection),
    );
  });
  router.post('/queryProductOption', async (req, res) => {
    const body = parseBody(req.body, optionPayload);
    res.json({
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
