/** POST /stockAlerts { product_id, po_id?, email } → 201 { data: { id } }: e-mail me when this is back in stock. */
import * as yup from 'yup';

export const stockAlertPayload = yup
  .object({
    product_id: yup.number().integer().min(1).required(),
    po_id: yup.number().integer().min(1).nullable().default(null),
    email: yup.string().trim().email('validation.email').max(254).required('validation.required'),
  })
  .noUnknown();
export type StockAlertPayload = yup.InferType<typeof stockAlertPayload>;
