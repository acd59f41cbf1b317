import { type Request, Router } from 'express';
import { contractAnswer, contractBody } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { trimmedEmail } from '../http/validate.ts';
import type { StockAlertService } from './service.ts';

export function stockAlertRoutes(
  service: StockAlertService,
  customerIdOf: (req: Request) => Promise<number | null>,
): Router {
  const router = Router();
  router.post('/stockAlerts', async (req, res) => {
    const body = contractBody(req, 'createStockAlert', { prepare: trimmedEmail });
    const alert = await service.create(
      languageOf(req),
      { productId: body.product_id, poId: body.po_id ?? null, email: body.email },
      await customerIdOf(req),
    );
    contractAnswer(res, 'createStockAlert', { data: { id: alert.id } }, alert.created ? 201 : 200);
  });
  return router;
}
