/**
 * The cart's calls (spec 7, decision 018). Every change answers the whole updated cart
 * (`{ data: cart }`); a guest's first change also answers the new cart token in the
 * `X-FZ-Cart-Token` response header, which the storefront sends back as the request header of
 * the same name. A bearer token that is not (or no longer) valid counts as no login: the request
 * is a guest's.
 */
import { type Request, type Response, Router } from 'express';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { type AnswerOf, contractAnswer, contractBody, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { parseId } from '../http/validate.ts';
import type { CartOwner } from './owner.ts';
import type { CartService } from './service.ts';

export const CART_TOKEN_HEADER = 'X-FZ-Cart-Token';

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
  /** Every change answers the whole cart (the contract's, the same for each change). */
  function send(res: Response, result: { cart: AnswerOf<'addToCart'>['data']; token?: string }) {
    if (result.token) res.setHeader(CART_TOKEN_HEADER, result.token);
    res.json({ data: result.cart } satisfies AnswerOf<
      'addToCart' | 'setCartLine' | 'addManyToCart' | 'removeCartLine' | 'setCartAddresses'
    >);
  }

  router.get('/shoppingCart', async (req, res) => {
    const owner = await ownerOf(req, res);
    contractAnswer(res, 'getCart', { data: await service.get(owner, languageOf(req)) });
  });
  router.post('/shoppingCart/add', async (req, res) => {
    const body = contractBody(req, 'addToCart');
    send(res, await service.add(await ownerOf(req, res), languageOf(req), body.po_id, body.amount));
  });
  router.post('/shoppingCart/set', async (req, res) => {
    const body = contractBody(req, 'setCartLine');
    send(res, await service.set(await ownerOf(req, res), languageOf(req), body.po_id, body.amount));
  });
  router.post('/shoppingCart/addMany', async (req, res) => {
    const body = contractBody(req, 'addManyToCart');
    send(res, await service.addMany(await ownerOf(req, res), languageOf(req), body.items));
  });
  router.put('/shoppingCart/discountCode', async (req, res) => {
    const body = contractBody(req, 'setDiscountCode');
    const result = await service.discountCode(await ownerOf(req, res), languageOf(req), body.code);
    if (result.token) res.setHeader(CART_TOKEN_HEADER, result.token);
    res.json({ data: { error: result.error, cart: result.cart } });
  });
  router.put('/shoppingCart/addressData', async (req, res) => {
    const body = contractBody(req, 'setCartAddresses');
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
    const query = contractQuery(req, 'listShippingMethods');
    contractAnswer(res, 'listShippingMethods', {
      data: await service.shippingMethods(languageOf(req), query.country_id),
    });
  });
  router.get('/paymentMethods', async (req, res) => {
    contractQuery(req, 'listPaymentMethods');
    contractAnswer(res, 'listPaymentMethods', { data: await service.paymentMethods(languageOf(req)) });
  });
  return router;
}
