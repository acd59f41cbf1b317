/** Shell data: shop info, menus, countries. */
import * as yup from 'yup';

export const shopInfo = yup.object({
  name: yup.string().required(),
  email: yup.string().required(),
  phone: yup.string().required(),
  address: yup.string().required(),
  kvk: yup.string().required(),
  vat_number: yup.string().required(),
  /** Who sells (issue 40, decision 091): the seller's identity from the settings (api/shop/seller.ts). */
  seller: yup
    .object({
      legal_name: yup.string().defined(),
      trade_name: yup.string().defined(),
      address: yup
        .object({
          street: yup.string().defined(),
          house_number: yup.string().defined(),
          postcode: yup.string().defined(),
          city: yup.string().defined(),
          /** ISO 3166-1 alpha-2 */
          country: yup.string().defined(),
          /** in the request's language */
          country_name: yup.string().defined(),
        })
        .required(),
      kvk: yup.string().defined(),
      vat_number: yup.string().defined(),
      email: yup.string().defined(),
      phone: yup.string().defined(),
    })
    .required(),
  socials: yup
    .array(yup.object({ name: yup.string().required(), url: yup.string().required() }).required())
    .required(),
  kiyoh_stats: yup
    .object({
      average_rating_12_months: yup.number().min(0).max(10).required(),
      number_reviews: yup.number().integer().min(0).required(),
    })
    .required(),
  page404: yup.object({ content: yup.string().required(), meta_title: yup.string().required() }).required(),
  /** The analytics id, loaded only after consent 'all'. */
  ga4: yup.object({ value: yup.string().defined() }).required(),
  /** Free shipping from this order total (gross, euros); shown in the slogan bar. */
  free_shipping_threshold: yup.number().min(0).required(),
  shipping_cost: yup.number().min(0).required(),
  /**
   * The home country's shipping promises, worded from the shipping data the checkout charges by
   * (decision 096): the slogan bar's and the product page's. Null where the data has none.
   */
  shipping_promise: yup
    .object({
      free_shipping: yup.string().nullable().default(null),
      delivery: yup.string().nullable().default(null),
    })
    .required(),
  payment_methods: yup
    .array(yup.object({ id: yup.string().required(), title: yup.string().required() }).required())
    .required(),
  /**
   * The shop's opening hours (CHAT_OPENING_HOURS, the very rules the chat goes online by): ISO days
   * (1 = Monday) and local times in `timezone`. The contact page shows them.
   */
  opening_hours: yup
    .array(
      yup
        .object({
          days: yup.array(yup.number().integer().required()).required(),
          from: yup.string().required(),
          to: yup.string().required(),
        })
        .required(),
    )
    .required(),
  timezone: yup.string().required(),
});
export type ShopInfo = yup.InferType<typeof shopInfo>;

export interface MenuItem {
  id: number;
  title: string;
  uri: string;
  button: boolean;
  dealerOnly: boolean;
  /** Only for trade accounts (is_unit4). */
  unit4Only: boolean;
  children: MenuItem[];
}
export const menuItem: yup.ObjectSchema<MenuItem> = yup.object({
  id: yup.number().required(),
  title: yup.string().required(),
  uri: yup.string().defined(),
  button: yup.boolean().required(),
  dealerOnly: yup.boolean().required(),
  unit4Only: yup.boolean().required(),
  children: yup.array(yup.lazy(() => menuItem.required())).required(),
}) as yup.ObjectSchema<MenuItem>;

/** GET /menus?depth=2: the root menus by handle (header, footer, trade) with their items. */
export const menu = yup.object({
  id: yup.number().required(),
  handle: yup.string().required(),
  title: yup.string().required(),
  children: yup.array(menuItem.required()).required(),
});
export type Menu = yup.InferType<typeof menu>;
export const menus = yup.array(menu.required()).required();

export const country = yup.object({
  id: yup.number().required(),
  iso: yup.string().required(),
  name: yup.string().required(),
  /** the shop delivers there (an invoice address may be anywhere it knows) */
  ships: yup.boolean().default(true),
});
export type Country = yup.InferType<typeof country>;
export const countries = yup.array(country.required()).required();
