/**
 * Contract: every answer of the shop API validates against the storefront's schemas in
 * shared/contract (strict: no coercion). The API runs in-process on in-memory PGlite, and on
 * PostgreSQL as well when DATABASE_URL is set.
 */
import request from 'supertest';
import { expect, it } from 'vitest';
import type * as yup from 'yup';
import { describeEachDatabase, useTestApi } from '../../api/testing/test-api.ts';
import { apiKeys, parseKey } from '../../shared/api-keys.ts';
import {
  apiError,
  cart,
  categories,
  categoryDetail,
  countries,
  discountCodeAnswer,
  envelope,
  faqProductList,
  me,
  menu,
  menus,
  page,
  pageList,
  paymentMethod,
  product,
  queryProductsAnswer,
  queryProductsPayload,
  quickOrderLine,
  quickOrderMatch,
  reorderAnswer,
  resolved,
  reviewList,
  shippingMethod,
  shopInfo,
} from '../../shared/contract/index.ts';

function valid(schema: yup.AnySchema, value: unknown) {
  return schema.validateSync(value, { strict: true, abortEarly: false });
}

describeEachDatabase('the shop API keeps the storefront contract', (driver) => {
  const t = useTestApi(driver);
  const get = (path: string, lang: 1 | 4 = 1) =>
    request(t.app).get(path).set('X-FZ-Language-Id', String(lang));

  for (const lang of [1, 4] as const) {
    it(`shop info, menus, categories and countries match in language ${lang}`, async () => {
      valid(envelope(shopInfo), (await get('/api/shopInfo', lang).expect(200)).body);
      valid(envelope(menus), (await get('/api/menus?depth=2', lang).expect(200)).body);
      valid(envelope(menus), (await get('/api/menus?depth=1', lang).expect(200)).body);
      valid(envelope(menu), (await get('/api/menus/1?depth=2', lang).expect(200)).body);
      valid(envelope(categories), (await get('/api/categories?breadcrumbs=1', lang).expect(200)).body);
      valid(
        envelope(categories),
        (await get('/api/categories?breadcrumbs=1&search=koffie', lang).expect(200)).body,
      );
      valid(envelope(categoryDetail), (await get('/api/categories/1', lang).expect(200)).body);
      valid(envelope(countries), (await get('/api/countries', lang).expect(200)).body);
    });
  }

  it('the keys the storefront builds reach real API routes', async () => {
    for (const key of [
      apiKeys.shopInfo('nl'),
      apiKeys.menus('en'),
      apiKeys.categories('nl'),
      apiKeys.countries('en'),
    ]) {
      const { path } = parseKey(key);
      await get(path).expect(200);
    }
  });

  it('resolve answers match for products, parts pages, categories and pages', async () => {
    const listing = (
      await request(t.app).post('/api/queryProducts').send({ category_id: 1, per_page: 1 }).expect(200)
    ).body;
    const slug = listing.products.data[0].uri.slice(1);
    const product = valid(envelope(resolved), (await get(`/api/resolve?path=/${slug}`).expect(200)).body);
    expect(product.data.type).toBe('product');
    const parts = valid(
      envelope(resolved),
      (await get(`/api/resolve?path=/${slug}/onderdelen`).expect(200)).body,
    );
    expect(parts.data.type).toBe('parts');
    valid(
      envelope(resolved),
      (await get('/api/resolve?path=/espresso-machines/dual-boiler', 4).expect(200)).body,
    );
    valid(envelope(resolved), (await get('/api/resolve?path=/over-ons').expect(200)).body);
    valid(apiError, (await get('/api/resolve?path=/does-not-exist').expect(404)).body);
  });

  it('a product, its reviews and its option match', async () => {
    const listing = (
      await request(t.app).post('/api/queryProducts').send({ category_id: 1, per_page: 50 }).expect(200)
    ).body;
    for (const card of listing.products.data.slice(0, 10)) {
      const slug = card.uri.slice(1);
      for (const lang of [1, 4] as const) {
        const en = (
          await get(`/api/resolve?path=/${slug}`, 1).expect(200)
        ).body.data.alternate_lang_hrefs.find((h: { language_id: number }) => h.language_id === lang);
        valid(envelope(product), (await get(`/api/products/${en.uri.slice(1)}`, lang).expect(200)).body);
      }
      for (const lang of [1, 4] as const) {
        valid(reviewList, (await get(`/api/products/${card.id}/reviews`, lang).expect(200)).body);
        valid(
          reviewList,
          (await get(`/api/products/${card.id}/reviews?untranslated=1`, lang).expect(200)).body,
        );
      }
    }
  });

  it('pages and page lists match', async () => {
    valid(envelope(page), (await get('/api/pages/1').expect(200)).body);
    valid(pageList, (await get('/api/pages?type_code=recipe&per_page=100').expect(200)).body);
    valid(pageList, (await get('/api/pages?type_code=faq_category&parent_only=1', 4).expect(200)).body);
    valid(pageList, (await get('/api/pages?search=cap').expect(200)).body);
    valid(pageList, (await get('/api/pages?type_code=home&per_page=1', 4).expect(200)).body);
    valid(faqProductList, (await get('/api/faq/products?per_page=5').expect(200)).body);
  });

  it('every queryProducts variant of the spec answers in the contract shape', async () => {
    const payloads = [
      { best_selling: true, limit: 8 },
      { search: 'rocket', products_only: true, limit: 4 },
      { search: 'caffè', products_only: true, limit: 3 },
      { category_id: 1 },
      { category_id: 1, page: 2, sort: 'price_desc' as const },
      {
        category_id: 2,
        brands_filter: [1, 2],
        price_filter: [100, 2000] as [number, number],
        price_filter_gross: true,
      },
      {
        category_id: 1,
        stock_filter: true,
        specs_filter: { '3': [1, 2] },
        specs_filter_min_max: { '5': [1000, 2000] as [number, number] },
      },
      { deals: true, per_page: 24, sort: 'popularity' as const },
      { select: [1, 2, 3] },
      { favorites: true },
      { with_alternatives_only: true, per_page: 5 },
      { search: 'no such thing at all' },
    ];
    for (const payload of payloads) {
      valid(queryProductsPayload, payload);
      const res = await request(t.app)
        .post('/api/queryProducts')
        .set('X-FZ-Language-Id', '4')
        .send(payload)
        .expect(200);
      valid(queryProductsAnswer, res.body);
    }
  });

  it('cart answers match: empty, after changes, discount code, address data, methods, quick order, reorder', async () => {
    const send = (method: 'post' | 'put', path: string, body: object, headers: Record<string, string> = {}) =>
      request(t.app)[method](path).set(headers).send(body);
    valid(envelope(cart), (await get('/api/shoppingCart').expect(200)).body);
    const listing = (
      await request(t.app).post('/api/queryProducts').send({ stock_filter: true, per_page: 3 }).expect(200)
    ).body;
    const [first, second] = listing.products.data as { po_id: number }[];
    const added = await send('post', '/api/shoppingCart/add', { po_id: first!.po_id, amount: 1 }).expect(200);
    valid(envelope(cart), added.body);
    const guest = { 'X-FZ-Cart-Token': added.headers['x-fz-cart-token'] as string };
    for (const lang of [1, 4] as const) {
      const answer = valid(
        envelope(cart),
        (await get('/api/shoppingCart', lang).set(guest).expect(200)).body,
      );
      expect(answer.data.items).toHaveLength(1);
    }
    valid(
      envelope(cart),
      (
        await send(
          'post',
          '/api/shoppingCart/addMany',
          { items: [{ po_id: second!.po_id, amount: 1 }] },
          guest,
        )
      ).body,
    );
    valid(
      envelope(cart),
      (await send('post', '/api/shoppingCart/set', { po_id: second!.po_id, amount: 0 }, guest)).body,
    );
    valid(
      envelope(cart),
      (await request(t.app).delete(`/api/shoppingCart/${second!.po_id}`).set(guest)).body,
    );
    for (const code of ['NOPE', 'WELKOM10']) {
      const answer = (await send('put', '/api/shoppingCart/discountCode', { code }, guest).expect(200)).body;
      valid(envelope(discountCodeAnswer), answer);
      valid(cart, answer.data.cart);
    }
    const invoice = {
      firstname: 'Sanne',
      lastname: 'de Vries',
      street: 'Neude',
      house_number: '5',
      postcode: '3512 AB',
      city: 'Utrecht',
      country_id: 1,
      email: 'sanne@example.nl',
    };
    const withAddress = valid(
      envelope(cart),
      (await send('put', '/api/shoppingCart/addressData', { invoice, delivery: null }, guest).expect(200))
        .body,
    );
    expect(withAddress.data.active_discount_code).toBe('WELKOM10');
    for (const lang of [1, 4] as const) {
      for (const m of (await get('/api/shippingMethods?country_id=1', lang).expect(200)).body.data)
        valid(shippingMethod, m);
      for (const m of (await get('/api/paymentMethods', lang).expect(200)).body.data) valid(paymentMethod, m);
    }
    valid(
      apiError,
      (await send('post', '/api/shoppingCart/add', { po_id: 99_999_999, amount: 1 }).expect(404)).body,
    );
    valid(
      apiError,
      (await send('post', '/api/shoppingCart/add', { po_id: first!.po_id, amount: 0 }).expect(400)).body,
    );

    const dealer = (
      await request(t.app)
        .post('/api/customerAuth/login')
        .send({ email: 'dealer@demo.nl', password: 'Demo1234!' })
        .expect(200)
    ).body.token;
    const auth = { Authorization: `Bearer ${dealer}` };
    for (const m of (await get('/api/dealer/quickOrder/search?q=rocket').set(auth).expect(200)).body.data)
      valid(quickOrderMatch, m);
    const lines = (
      await send(
        'post',
        '/api/dealer/quickOrder/resolve',
        { lines: [{ reference: 'NOPE', amount: 1 }] },
        auth,
      ).expect(200)
    ).body.data;
    for (const l of lines) valid(quickOrderLine, l);
    const orders = (await get('/api/customer/orders').set(auth).expect(200)).body.data;
    valid(
      envelope(reorderAnswer),
      (await send('post', `/api/customer/orders/${orders[0].id}/reorder`, {}, auth).expect(200)).body,
    );
    valid(envelope(cart), (await get('/api/shoppingCart').set(auth).expect(200)).body);
  });

  it('login, me and the error shapes match', async () => {
    const login = await request(t.app)
      .post('/api/customerAuth/login')
      .send({ email: 'klant@demo.nl', password: 'Demo1234!' })
      .expect(200);
    expect(login.body).toEqual({ token: expect.any(String), scart_items_merged: false });
    valid(
      envelope(me),
      (await get('/api/customer/me').set('Authorization', `Bearer ${login.body.token}`).expect(200)).body,
    );
    valid(apiError, (await get('/api/customer/me').expect(401)).body);
    valid(apiError, (await get('/api/categories/abc').expect(400)).body);
    valid(apiError, (await get('/api/pages/999999').expect(404)).body);
  });
});
