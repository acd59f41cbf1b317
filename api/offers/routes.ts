/**
 * The offer link's calls (decision 021): `GET offers/{token}` (public: the token is the secret),
 * `POST offers/{token}/cart` (the visitor's cart, as the cart's own changes: a guest's first change
 * answers the new cart token in `X-FZ-Cart-Token`) and `POST customer/offers/{id}/cart` (the
 * dashboard's button, own quotes only). The cart calls answer `{ data: cart, skipped }`.
 */
import { type Response, Router } from 'express';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { CART_TOKEN_HEADER, cartOwnerOf } from '../cart/routes.ts';
import { unauthorized } from '../errors.ts';
import { type AnswerOf, contractAnswer } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { parseId } from '../http/validate.ts';
import type { OfferService } from './service.ts';

export function offerRoutes(service: OfferService, auth: AuthService): Router {
  const router = Router();

  /** Both cart calls answer the same `{ data: cart, skipped }` (the contract's). */
  function send(
    res: Response,
    result: {
      cart: AnswerOf<'offerToCart'>['data'];
      token?: string;
      skipped: AnswerOf<'offerToCart'>['skipped'];
    },
  ) {
    if (result.token) res.setHeader(CART_TOKEN_HEADER, result.token);
    res.json({ data: result.cart, skipped: result.skipped } satisfies AnswerOf<
      'offerToCart' | 'ownOfferToCart'
    >);
  }

  router.get('/offers/:token', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    contractAnswer(res, 'getOffer', { data: await service.read(req.params.token, languageOf(req)) });
  });
  router.post('/offers/:token/cart', async (req, res) => {
    const { owner } = await cartOwnerOf(req, res, auth);
    send(res, await service.toCartByToken(req.params.token, owner, languageOf(req)));
  });
  router.post('/customer/offers/:id/cart', async (req, res) => {
    const customer = await auth.customerFromToken(bearerToken(req));
    if (!customer) throw unauthorized('Log in to see this');
    send(res, await service.toCartById(customer.id, parseId(req.params.id), languageOf(req)));
  });
  return router;
}
