/** Product options: choosing attributes (colour, voltage…) until one product option (po_id) is left. */
import * as yup from 'yup';
import { unitPriceFields } from './unit-price.ts';

/** POST /queryProductAttributes { product_id, attributes: { [attributeId]: valueId } } */
export const productAttributesAnswer = yup.object({
  attributes: yup
    .array(
      yup
        .object({
          id: yup.number().required(),
          title: yup.string().required(),
          /** The chosen value id, or null. */
          selected: yup.number().nullable().default(null),
          values: yup
            .array(
              yup
                .object({
                  id: yup.number().required(),
                  title: yup.string().required(),
                  /** Whether an option exists with this value and the other selected values. */
                  available: yup.boolean().required(),
                })
                .required(),
            )
            .required(),
        })
        .required(),
    )
    .required(),
  /** Lowest price among the options that match the selection (net, euros) */
  starting_price: yup.number().required(),
  starting_price_gross: yup.number().required(),
});
export type ProductAttributesAnswer = yup.InferType<typeof productAttributesAnswer>;

/** POST /queryProductOption { product_id, attributes, amount } → data; 404 when no option matches. */
export const productOption = yup.object({
  po_id: yup.number().required(),
  /** the product id */
  id: yup.number().required(),
  name: yup.string().required(),
  sku: yup.string().required(),
  price: yup.number().required(),
  price_gross: yup.number().required(),
  old_price: yup.number().nullable().default(null),
  old_price_gross: yup.number().nullable().default(null),
  ...unitPriceFields,
  stock: yup.number().integer().min(0).required(),
  amount: yup.number().integer().min(1).required(),
});
export type ProductOption = yup.InferType<typeof productOption>;

export interface ProductAttributesPayload {
  product_id: number;
  attributes: Record<string, number>;
}
export interface ProductOptionPayload extends ProductAttributesPayload {
  amount: number;
}
