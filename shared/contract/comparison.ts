/** POST /productComparison { products: [id, …] } (2 to 4 products) → data */
import * as yup from 'yup';
import { productCard } from './catalog.ts';

export const comparison = yup.object({
  products: yup.array(productCard.required()).required(),
  specs: yup
    .array(
      yup
        .object({
          id: yup.number().required(),
          title: yup.string().required(),
          /** product id → the product's value, or null when it has none */
          values: yup.object().required(),
          /** true when not every product has the same value */
          differs: yup.boolean().required(),
        })
        .required(),
    )
    .required(),
});
export type Comparison = yup.InferType<typeof comparison> & {
  specs: { id: number; title: string; values: Record<string, string | null>; differs: boolean }[];
};

export { MAX_COMPARE } from '../catalog-constants.ts';
