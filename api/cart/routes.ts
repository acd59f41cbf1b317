/**
 * The cart's calls (spec 7, decision 018). Every change answers the whole updated cart
 * (`{ data: cart }`); a guest's first change also answers the new cart token in the
 * `X-FZ-Cart-Token` response header, which the storefront sends back as the request header of
 * the same name. A bearer token that is not (or no longer) valid counts as no login: the request
 * is a guest's.
 */
import { type Request, type Response, Router } from 'express';
import * as yup from 'yup';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { addressFields } from '../customer/address.ts';
import { languageOf } from '../http/language.ts';
import { parseBody, parseId, parseQuery, queryInt } from '../http/validate.ts';
import { CART_LIMITS } from './lines.ts';
import type { CartOwner } from './owner.ts';
import type { CartService } from './service.ts';

export const CART_TOKEN_HEADER = 'X-FZ-Cart-Token';

// biome-ignore lint/suspicious/noExplicitAny: yup hands message functions its params
type Params = { path: string } & Record<string, any>;
// biome-ignore lint/suspicious/noTemplateCurlyInString: yup fills in ${unknown}
const unknownFieldMessage = 'unknown field ${unknown}';

const poId = yup
  .number()
  .typeError(({ path }: Params) => `${path} must be a number`)
  .integer(({ path }: Params) => `${path} must be a positive whole number`)
  .min(1, ({ path }: Params) => `${path} must be a positive whole number`)
  .max(2_147_483_647, ({ path }: Params) => `${path} is not a known product option`)
  .required(({ path }: Params) => `${path} is required`);

/** A whole number of units from `min` to 999. */
const amount = (min: 0 | 1) =>
  yup
    .number()
    .typeError(({ path }: Params) => `${path} must be a number`)
    .integer(({ path }: Params) => `${path} must be a whole number`)
    .min(min, ({ path }: Params) => `${path} must be at least ${min}`)
    .max(CART_LIMITS.maxAmount, ({ path }: Params) => `${path} must be at most ${CART_LIMITS.maxAmount}`)
    .required(({ path }: Params) => `${path} is required`);

const addBody = yup.object({ po_id: poId, amount: amount(1) });
const setBody = yup.object({ po_id: poId, amount: amount(0) });
const addManyBody = yup.object({
  items: yup
    .array(
      yup
        .object({ po_id: poId, amount: amount(1) })
        .noUnknown(true, unknownFieldMessage)
        .required(),
    )
    .min(1, 'items must hold at least one item')
    .max(CART_LIMITS.maxLines, `items must hold at most ${CART_LIMITS.maxLines} items`)
    .required('items is required'),
});
const discountBody = yup.object({
  code: yup.string().max(50, 'code must be at most 50 characters').defined('code is required'),
});
/** An address of the checkout (`id`: one of the customer's own; `email`: the invoice's). */
export const cartAddress = (name: string) =>
  yup
    .object({
      ...addressFields,
      id: yup
        .number()
        .typeError(`${name}.id must be a number`)
        .integer(`${name}.id must be a whole number`)
        .min(1, `${name}.id must be a positive whole number`)
        .max(2_147_483_647, `${name}.id must be a positive whole number`)
        .nullable(),
      email: yup
        .string()
        .trim()
        .max(254, `${name}.email must be a valid e-mail address`)
        .test(
          'email',
          `${name}.email must be a valid e-mail address`,
          (v) => !v || yup.string().email().isValidSync(v),
        ),
    })
    .noUnknown(true, unknownFieldMessage);
const addressDataBody = yup.object({
  invoice: cartAddress('invoice').required('invoice is required'),
  delivery: cartAddress('delivery').nullable(),
});
const methodsQuery = yup.object({
  country_id: queryInt('country_id', 1, 2_147_483_647),
  offer: queryInt('offer', 1, 2_147_483_647),
});

/**
 * The request's cart owner: the bearer token's customer (also answered), else the guest of the
 * cart token (if any). The answer then depends on the cart token as much as on the login.
 */
export async function cartOwnerOf(req: Request, res: Response, auth: AuthService) {
  res.append('Vary', CART_TOKEN_HEADER);
  const customer = await auth.customerFromToken(bearerToken(req));
  const owner: CartOwner = customer
    ? { customerId: customer.id }
    : { guestToken: req.get(CART_TOKEN_HEADER) };
  return { owner, customer };
}

export function cartRoutes(service: CartService, auth: AuthService): Router {
  const router = Router();

  const ownerOf = async (req: Request, res: Response): Promise<CartOwner> =>
    (await cartOwnerOf(req, res, auth)).owner;
  function send(res: Response, result: { cart: unknown; token?: string }) {
    if (result.token) res.setHeader(CART_TOKEN_HEADER, result.token);
    res.json({ data: result.cart });
  }

  router.get('/shoppingCart', async (req, res) => {
    const owner = await ownerOf(req, res);
    res.json({ data: await service.get(owner, languageOf(req)) });
  });
  router.post('/shoppingCart/add', async (req, res) => {
    const body = parseBody(req.body, addBody);
    send(res, await service.add(await ownerOf(req, res), languageOf(req), body.po_id, body.amount));
  });
  router.post('/shoppingCart/set', async (req, res) => {
    const body = parseBody(req.body, setBody);
    send(res, await service.set(await ownerOf(req, res), languageOf(req), body.po_id, body.amount));
  });
  router.post('/shoppingCart/addMany', async (req, res) => {
    const body = parseBody(req.body, addManyBody);
    send(res, await service.addMany(await ownerOf(req, res), languageOf(req), body.items));
  });
  router.put('/shoppingCart/discountCode', async (req, res) => {
    const body = parseBody(req.body, discountBody);
    const result = await service.discountCode(await ownerOf(req, res), languageOf(req), body.code);
    if (result.token) res.setHeader(CART_TOKEN_HEADER, result.token);
    res.json({ data: { error: result.error, cart: result.cart } });
  });
  router.put('/shoppingCart/addressData', async (req, res) => {
    const body = parseBody(req.body, addressDataBody);
    send(
      res,
      await service.addressData(await ownerOf(req, res), languageOf(req), {
        invoice: body.invoice,
        delivery: body.delivery ?? null,
      }),
    );
  });
  router.delete('/shoppingCart/:poId', async (req, res) => {
    const id = parseId(req.params.poId, 'po_id');
    send(res, await service.remove(await ownerOf(req, res), languageOf(req), id));
  });

  router.get('/shippingMethods', async (req, res) => {
    const query = parseQuery(req, methodsQuery);
    res.json({ data: await service.shippingMethods(languageOf(req), query.country_id) });
  });
  router.get('/paymentMethods', async (req, res) => {
    parseQuery(req, methodsQuery.pick(['offer']));
    res.json({ data: await service.paymentMethods(languageOf(req)) });
  });
  return router;
}
