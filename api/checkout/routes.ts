/**
 * Checkout's calls (decision 020):
 * - `PUT shoppingCart/checkout` { shipping_method_id?, payment_method?, remarks?, pickup_point_id?,
 *   shipping_country_id? } → `{ data: cart }`: the choices kept on the cart, so its totals follow
 *   the shipping method and the delivery country (its VAT and shipping, decision 050).
 * - `GET pickupPoints?postcode=&country_id=` → `{ data: PickupPoint[] }` (nearest first, at most 4).
 * - `POST checkout/placeOrder` with header `Idempotency-Key` (16–100 of A–Z a–z 0–9 _ -) and
 *   { invoice, delivery, shipping_method_id, payment_method, pickup_point_id, remarks,
 *   expected_total_gross, terms_accepted } → 201 `{ data: { order: { id, number, status_id,
 *   total_gross }, redirect_url } }`; the same key and request again → 200, the same order
 *   (`Idempotent-Replayed: true`).
 * - `GET checkout/orders/{token}` → `{ data: OrderStatus }`: the order's page, for whoever holds its secret.
 * - `POST checkout/orders/{token}/retryPayment` { payment_method? } → `{ data: { redirect_url } }`.
 * - `POST checkout/createAccount` { order, password, password_confirmation } → `{ token,
 *   scart_items_merged }` like a login (the storefront's proxy moves the token into its cookie).
 */
import { Router } from 'express';
import type { AuthService } from '../auth/service.ts';
import { CART_TOKEN_HEADER, cartOwnerOf } from '../cart/routes.ts';
import { HttpError } from '../errors.ts';
import { contractAnswer, contractBody, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { IDEMPOTENCY_KEY_SHAPE } from './idempotency.ts';
import type { CheckoutService } from './service.ts';

export function checkoutRoutes(service: CheckoutService, auth: AuthService): Router {
  const router = Router();

  router.put('/shoppingCart/checkout', async (req, res) => {
    const body = contractBody(req, 'setCheckoutChoices');
    const { owner } = await cartOwnerOf(req, res, auth);
    contractAnswer(res, 'setCheckoutChoices', {
      data: await service.saveChoices(owner, languageOf(req), body),
    });
  });

  router.get('/pickupPoints', async (req, res) => {
    const query = contractQuery(req, 'listPickupPoints');
    contractAnswer(res, 'listPickupPoints', {
      data: await service.pickupPoints(languageOf(req), query.country_id ?? 1, query.postcode),
    });
  });

  router.post('/checkout/placeOrder', async (req, res) => {
    const key = req.get('Idempotency-Key');
    if (!key || !IDEMPOTENCY_KEY_SHAPE.test(key)) {
      throw new HttpError(
        400,
        'idempotency_key_required',
        'Send an Idempotency-Key header (16-100 letters, digits, _ or -), one per checkout attempt',
      );
    }
    const body = contractBody(req, 'placeOrder');
    const { owner, customer } = await cartOwnerOf(req, res, auth);
    const result = await service.placeOrder(owner, customer?.email, languageOf(req), key, {
      invoice: body.invoice,
      delivery: body.delivery ?? null,
      shipping_method_id: body.shipping_method_id ?? 1,
      payment_method: body.payment_method,
      pickup_point_id: body.pickup_point_id ?? null,
      remarks: body.remarks ?? '',
      expected_total_gross: body.expected_total_gross,
    });
    if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
    contractAnswer(
      res,
      'placeOrder',
      { data: { order: result.order, redirect_url: result.redirect_url } },
      result.replayed ? 200 : 201,
    );
  });

  router.get('/checkout/orders/:token', async (req, res) => {
    contractAnswer(res, 'getOrderStatus', { data: await service.orderStatus(req.params.token) });
  });

  router.post('/checkout/orders/:token/retryPayment', async (req, res) => {
    const body = contractBody(req, 'retryPayment');
    contractAnswer(res, 'retryPayment', {
      data: await service.retryPayment(req.params.token, languageOf(req), body.payment_method),
    });
  });

  router.post('/checkout/createAccount', async (req, res) => {
    const body = contractBody(req, 'createAccountFromOrder');
    contractAnswer(
      res,
      'createAccountFromOrder',
      await service.createAccount(body.order, languageOf(req), body.password, req.get(CART_TOKEN_HEADER)),
    );
  });
  return router;
}
