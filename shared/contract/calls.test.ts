/**
 * The call table covers what the storefront asks: every SWR key and API path it builds is a call
 * of the table (method and path), with query parameters the call declares and a body its schema
 * takes; and the headers it names are the ones the API and the /api proxy use.
 */
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_SHAPE } from '../../api/checkout/idempotency.ts';
import { contentKeys } from '../../client/routes/content/content-keys.ts';
import { CHAT_TOKEN_HEADER } from '../../server/cookies/chat.ts';
import { CART_TOKEN_HEADER } from '../../server/cookies/cookie.ts';
import { accountKeys } from '../account-keys.ts';
import { apiKeys, parseKey } from '../api-keys.ts';
import { cartKeys, cartPaths } from '../cart-keys.ts';
import { checkoutKeys, checkoutPaths } from '../checkout-keys.ts';
import { dealerKeys } from '../dealer-keys.ts';
import { offerKeys, offerPaths } from '../offer-keys.ts';
import { reviewKeys } from '../review-keys.ts';
import { type Call, calls, type Method } from './calls.ts';
import { buildOpenApi } from './openapi.ts';

const callOf = (method: Method, path: string): Call | undefined =>
  calls.find((c) => c.method === method && new RegExp(`^${c.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));

/** Every key the storefront builds (sample arguments), as the browser and the server send it. */
const keys = [
  apiKeys.shopInfo('nl'),
  apiKeys.menus('nl'),
  apiKeys.categories('nl'),
  apiKeys.countries('en'),
  apiKeys.resolve('/over-ons', 'nl'),
  apiKeys.product('rocket-appartamento', 'nl'),
  apiKeys.productReviews(1, 'nl'),
  apiKeys.productParts(1, 'nl'),
  apiKeys.category(1, 'nl'),
  apiKeys.page(1, 'nl'),
  apiKeys.pages('nl', { type_code: 'recipe', parent: 3, per_page: 100 }),
  apiKeys.queryProducts('nl', { category_id: 1, page: 2, sort: 'price_asc' }),
  apiKeys.customerMe('nl'),
  apiKeys.productAttributes('nl', { product_id: 1, attributes: { 1: 2 } }),
  apiKeys.productOption('nl', { product_id: 1, attributes: { 1: 2 }, amount: 1 }),
  apiKeys.productComparison('nl', [1, 2]),
  apiKeys.stockAlert('nl', { product_id: 1, po_id: null, email: 'a@example.nl' }),
  apiKeys.searchCategories('nl', 'koffie'),
  apiKeys.searchProducts('nl', 'rocket', 4),
  accountKeys.login('nl', { email: 'a@example.nl', password: 'x' }),
  accountKeys.logout('nl'),
  accountKeys.sendResetToken('nl', 'a@example.nl'),
  accountKeys.checkResetToken('nl', 'token'),
  accountKeys.resetPassword('nl', { token: 't', password: 'abcdefgh', password_confirmation: 'abcdefgh' }),
  accountKeys.customerAddresses('nl'),
  accountKeys.customerOrders('nl', [1, 2, 3]),
  accountKeys.customerOrder('nl', 1),
  accountKeys.customerFavorites('nl'),
  accountKeys.customerFavoriteIds('nl'),
  accountKeys.customerInspections('nl'),
  accountKeys.customerOffers('nl'),
  accountKeys.customerOffer('nl', 1),
  accountKeys.dealerDownloads('nl', 1),
  accountKeys.quickOrderSearch('nl', 'rocket'),
  cartKeys.cart('nl'),
  checkoutKeys.shippingMethods('nl', 1),
  checkoutKeys.paymentMethods('nl'),
  checkoutKeys.pickupPoints('nl', '3511AB', 1),
  checkoutKeys.order('nl', 'token'),
  dealerKeys.all('nl'),
  dealerKeys.nearest('nl', { lat: 52.09, lng: 5.12 }),
  dealerKeys.places('nl', 'Utrecht'),
  offerKeys.offer('nl', 'token'),
  reviewKeys.invitation('nl', '6f1c1b8e-3f7a-4c1e-9d2a-2b1f0c9e8a71', 'AAAAAAAAAAAAAAAAAAAAAA'),
  contentKeys.faqProducts('nl', 2, 'rocket'),
  contentKeys.faqSearch('nl', 'ontkalken'),
];

/** The changes the storefront sends with apiSend (method, path under /api). */
const changes: [Method, string][] = [
  ['post', cartPaths.add],
  ['post', cartPaths.set],
  ['post', cartPaths.addMany],
  ['delete', cartPaths.remove(1)],
  ['put', cartPaths.discountCode],
  ['put', cartPaths.addressData],
  ['put', checkoutPaths.choices],
  ['post', checkoutPaths.placeOrder],
  ['post', checkoutPaths.retryPayment('token')],
  ['post', checkoutPaths.createAccount],
  ['post', offerPaths.toCart('token')],
  ['post', offerPaths.ownToCart(1)],
  // the account, chat and dealer screens' own calls (client/)
  ['get', '/chat/status'],
  ['get', '/chat/messages'],
  ['post', '/chat/messages'],
  ['post', '/chat/read'],
  ['get', '/chat/events'],
  ['get', '/places/labels'],
  ['post', '/customer/addresses'],
  ['put', '/customer/addresses/1'],
  ['put', '/customer/addresses/1/primary'],
  ['put', '/customer/me'],
  ['get', '/customer/orders/1/pdf'],
  ['post', '/customer/orders/1/reorder'],
  ['post', '/customer/favorites'],
  ['delete', '/customer/favorites/1'],
  ['post', '/customer/inspections'],
  ['delete', '/customer/inspections/1'],
  ['get', '/dealer/downloads/products/1/price-list.csv'],
  ['get', '/dealer/quickOrder/sample.csv'],
  ['post', '/dealer/quickOrder/resolve'],
  ['post', '/contact'],
  ['get', '/version'],
  ['get', '/sitemap'],
  ['get', '/sitemap/products'],
];

describe('the call table', () => {
  it.each(keys)('has the call of key %s, its query parameters and its body', (key) => {
    const { method, path, body } = parseKey(key);
    const url = new URL(path, 'http://x');
    const call = callOf(method === 'GET' ? 'get' : 'post', url.pathname.replace(/^\/api/, ''));
    expect(call, key).toBeDefined();
    const declared = Object.keys(call!.query?.fields ?? {});
    for (const name of url.searchParams.keys()) expect(declared, `${key}: ${name}`).toContain(name);
    if (body !== undefined) {
      expect(call!.body, key).toBeDefined();
      expect(() => call!.body!.validateSync(body, { strict: true }), key).not.toThrow();
    }
  });

  it.each(changes)('has the call %s %s', (method, path) => {
    expect(callOf(method, path)).toBeDefined();
  });

  it('names the headers the API and the /api proxy use', () => {
    const parameters = buildOpenApi().components.parameters as Record<
      string,
      { name: string; schema: object }
    >;
    expect(parameters.CartToken!.name.toLowerCase()).toBe(CART_TOKEN_HEADER);
    expect(parameters.ChatToken!.name.toLowerCase()).toBe(CHAT_TOKEN_HEADER);
    expect(parameters.IdempotencyKey!.schema).toMatchObject({ pattern: IDEMPOTENCY_KEY_SHAPE.source });
    expect(parameters.LanguageId!.name).toBe('X-FZ-Language-Id');
  });
});
