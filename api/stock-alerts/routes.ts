import { type Request, Router } from 'express';
import * as yup from 'yup';
import { languageOf } from '../http/language.ts';
import { parseBody, trimmedEmail } from '../http/validate.ts';
import type { StockAlertService } from './service.ts';

const id = () => yup.number().integer().min(1).max(2_147_483_647);

/** shared/contract/stock-alerts.ts stockAlertPayload (the API imports nothing from the storefront). */
const stockAlertPayload = yup.object({
  product_id: id().required('product_id is required'),
  po_id: id().nullable(),
  email: yup.string().email('validation.email').max(254, 'validation.email').required('validation.required'),
});

export function stockAlertRoutes(
  service: StockAlertService,
  customerIdOf: (req: Request) => Promise<number | null>,
): Router {
  const router = Router();
  router.post('/stockAlerts', async (req, res) => {
    const body = parseBody(trimmedEmail(req.body), stockAlertPayload);
    const alert = await service.create(
      languageOf(req),
      { productId: body.product_id, poId: body.po_id ?? null, email: body.email },
      await customerIdOf(req),
    );
    res.status(alert.created ? 201 : 200).json({ data: { id: alert.id } });
  });
  return router;
}
