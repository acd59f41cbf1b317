/** POST /stockAlerts { product_id, po_id?, email } → 201 { data: { id } }: e-mail me when this is back in stock. */
import type * as yup from 'yup';
import { stockAlertPayload } from './payloads.ts';

export { stockAlertPayload };
export type StockAlertPayload = yup.InferType<typeof stockAlertPayload>;
