import { type Request, Router } from 'express';
import { contractBody } from '../http/contract-input.ts';
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
    res.status(alert.created ? 201 : 200).json({ data: { id: alert.id } });
  });
  return router;
}
