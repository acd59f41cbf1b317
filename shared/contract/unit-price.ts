/**
 * The unit price beside a selling price (decision 095; Besluit prijsaanduiding producten): for a
 * product sold by weight or volume, its price per kg or per litre, net and gross like the price
 * beside it; null for everything else.
 */
import * as yup from 'yup';

export const unitPriceFields = {
  /** net, euros per `unit_price_per` */
  unit_price: yup.number().nullable().default(null),
  unit_price_gross: yup.number().nullable().default(null),
  unit_price_per: yup.mixed<'kg' | 'l'>().oneOf(['kg', 'l']).nullable().default(null),
};
