/**
 * Order secrets and personal data never reach a log line (issue 24, finding 4). A failed query
 * used to log its whole SQL statement with the parameters: an order's access token, its
 * idempotency key, the customer's e-mail and addresses. Here the storefront runs in front of the
 * API (PGlite, and PostgreSQL when DATABASE_URL is set), a guest orders through the storefront,
 * queries are made to fail on purpose (a trigger that raises on insert, a column renamed away),
 * and every log line of both programs is searched for those values.
 */
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApiApp } from '../../api/app.ts';
import { orders } from '../../api/db/schema.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../api/testing/test-api.ts';
import { startStorefront } from '../../server/render/test-shop.ts';
import { captureLogger, listen, type RunningServer, rawRequest } from '../../server/test-support.ts';

const same = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const secret = {
  email: 'geheim.adres.7731@example.com',
  street: 'Verborgenstraat',
  city: 'Geheimdorp',
  lastname: 'Onvindbaar',
  phone: '0612398745',
  remarks: 'Sleutel ligt onder de mat',
};

describeEachDatabase('private data in the logs of both programs', (driver) => {
  let test: TestDatabase;
  let api: RunningServer;
  let shop: RunningServer;
  const shopLogs = captureLogger();
  /** Every line the API wrote (its access log on stdout, its error log on stderr). */
  const apiLines: string[] = [];

  beforeAll(async () => {
    test = await createTestDatabase(driver);
    api = await listen(http.createServer(createApiApp({ db: test.database, config: { log: true } })));
    shop = await startStorefront(api.url, {}, { logger: shopLogs.logger });
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream);
      vi.spyOn(stream, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
        apiLines.push(String(chunk));
        return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
      });
    }
  }, 180_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await shop?.close();
    await api?.close();
    await test?.close();
  });

  /** A guest's cart with one product, through the storefront; answers the cart cookie and the cart. */
  async function guestCart() {
    const options = await test.database.db.execute(
      sql`select po.id from product_options po join products p on p.id = po.product_id
          where p.active and po.stock > 0 order by po.id limit 1`,
    );
    const poId = Number((options as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const add = await rawRequest(shop.url, '/api/shoppingCart/add', {
      method: 'POST',
      headers: same,
      body: JSON.stringify({ po_id: poId, amount: 1 }),
    });
    expect(add.status, add.body).toBe(200);
    const cookie = String(add.headers['set-cookie']).split(';')[0]!;
    return { cookie, cart: JSON.parse(add.body).data };
  }

  const orderBody = (cart: { total: { to_pay_gross: number } }) =>
    JSON.stringify({
      invoice: {
        company: '',
        firstname: 'Eva',
        middle_name: '',
        lastname: secret.lastname,
        street: secret.street,
        house_number: '12',
        house_number_addition: '',
        postcode: '3511 AB',
        city: secret.city,
        country_id: 1,
        phone: secret.phone,
        email: secret.email,
      },
      delivery: null,
      shipping_method_id: 1,
      payment_method: 'ideal',
      pickup_point_id: null,
      remarks: secret.remarks,
      expected_total_gross: cart.total.to_pay_gross,
      terms_accepted: true,
    });

  it('a failing insert and a failing read by token log the code and route, never the token, e-mail or address', async () => {
    // An order that works: its token and key are the secrets to look for afterwards.
    const first = await guestCart();
    const key = `idem-${Date.now()}-geheimsleutel`;
    const placed = await rawRequest(shop.url, '/api/checkout/placeOrder', {
      method: 'POST',
      headers: { ...same, Cookie: first.cookie, 'Idempotency-Key': key },
      body: orderBody(first.cart),
    });
    expect(placed.status, placed.body).toBe(201);
    const [order] = await test.database.db
      .select({ token: orders.accessToken })
      .from(orders)
      .orderBy(sql`id desc`)
      .limit(1);
    const token = order!.token!;

    // 1. Inserting an order fails in the database (its parameters are all the secrets above).
    const run = (statement: string) => test.database.db.execute(sql.raw(statement));
    await run(`create function refuse_orders() returns trigger language plpgsql as $$
      begin raise exception 'orders are refused for this test'; end $$`);
    await run(
      'create trigger refuse_orders before insert on orders for each row execute function refuse_orders()',
    );
    const second = await guestCart();
    const failedKey = `idem-${Date.now()}-anderegeheim`;
    const failed = await rawRequest(shop.url, '/api/checkout/placeOrder', {
      method: 'POST',
      headers: { ...same, Cookie: second.cookie, 'Idempotency-Key': failedKey },
      body: orderBody(second.cart),
    });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.body).not.toContain(secret.email);
    await run('drop trigger refuse_orders on orders');
    await run('drop function refuse_orders()');

    // 2. Reading the order by its token fails (the token is the query's parameter), through the
    // /api proxy and through the payment redirect page that the storefront renders.
    await run('alter table orders rename column remarks to remarks_gone');
    try {
      const read = await rawRequest(shop.url, `/api/checkout/orders/${token}`, { headers: same });
      expect(read.status).toBeGreaterThanOrEqual(500);
      const page = await rawRequest(shop.url, `/payment-redirect?order=${token}`);
      expect(page.status).toBeGreaterThanOrEqual(400);
      const en = await rawRequest(shop.url, `/en/payment-redirect?order=${token}`);
      expect(en.status).toBeGreaterThanOrEqual(400);
    } finally {
      await run('alter table orders rename column remarks_gone to remarks');
    }

    const everything = [...apiLines, ...shopLogs.raw].join('\n');
    // The failures were logged, with what an operator needs: the database's code and the route.
    const errors = apiLines.filter((l) => l.includes('"request failed"'));
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(everything).toContain('"code":"P0001"'); // raise_exception
    expect(everything).toContain('"code":"42703"'); // undefined_column
    expect(everything).toContain('"route":"/checkout/placeOrder"');
    for (const value of [token, key, failedKey, ...Object.values(secret)]) {
      expect(everything, `a log line holds ${value}`).not.toContain(value);
    }
    expect(everything.toLowerCase()).not.toContain('insert into');
    expect(everything.toLowerCase()).not.toContain('params:');
  });
});
