/** Pieces shared by many answers of the shop API. Prices are euros as numbers with two decimals. */
import * as yup from 'yup';

export const alternateHref = yup.object({
  language_id: yup.number().required(),
  uri: yup.string().required(),
});
export type AlternateHref = yup.InferType<typeof alternateHref>;
export const alternateHrefs = yup.array(alternateHref.required()).required();

export const breadcrumb = yup.object({ title: yup.string().required(), uri: yup.string().required() });
export type Breadcrumb = yup.InferType<typeof breadcrumb>;
export const breadcrumbs = yup.array(breadcrumb.required()).required();

export const pagingMeta = yup.object({
  current_page: yup.number().integer().min(1).required(),
  last_page: yup.number().integer().min(1).required(),
  per_page: yup.number().integer().min(1).required(),
  total: yup.number().integer().min(0).required(),
});
export type PagingMeta = yup.InferType<typeof pagingMeta>;

export const colourScheme = yup
  .object({
    title: yup
      .string()
      .oneOf([
        'brown',
        'blue',
        'darkgreen',
        'redfruit',
        'yellow',
        'green_rice',
        'meatred',
        'white',
        'red',
        'green',
        'orange',
      ])
      .required(),
    details: yup
      .array(yup.object({ element: yup.string().required(), color: yup.string().required() }).required())
      .required(),
  })
  .nullable()
  .default(null);
export type ColourScheme = yup.InferType<typeof colourScheme>;

/** Every error answer of the shop API: a message a person can read and a machine code. */
export const apiError = yup.object({ message: yup.string().required(), error: yup.string().required() });
export type ApiError = yup.InferType<typeof apiError>;

/** Wraps a schema as `{ data: ... }`, the API's envelope. */
export const envelope = <T extends yup.Schema | yup.Lazy<unknown>>(data: T) =>
  yup.object({ data: (data as yup.AnySchema).required() }) as unknown as yup.ObjectSchema<{
    data: NonNullable<yup.InferType<T>>;
  }>;
