import { and, eq, gt, sql } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { outbox, productOptions, productOptionValues, products, stockAlerts } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { createStockAlertRepository } from './repository.ts';
import { createStockAlertService } from './service.ts';

describeEachDatabase('stock alerts', (driver) => {
  const t = useTestApi(driver);
  const service = () => createStockAlertService(createStockAlertRepository(t.api.database.db));
  /** An active product without attribute options, out of stock. */
  const soldOut = async (offset = 0) => {
    const [row] = await t.api.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.stock, 0),
          sql`not exists (select 1 from ${productOptions} join ${productOptionValues} on ${productOptionValues.productOptionId} = ${productOptions.id} where ${productOptions.productId} = ${products.id})`,
        ),
      )
      .orderBy(products.id)
      .offset(offset)
      .limit(1);
    return row!.id;
  };
  const alert = (body: object, lang = '1') =>
    request(t.app).post('/api/stockAlerts').set('X-FZ-Language-Id', lang).send(body);

  it('stores an alert (201) once per product, option and e-mail (a repeat is 200 with the same id)', async () => {
    const productId = await soldOut();
    const first = await alert({ product_id: productId, email: 'Anna@Example.nl' }).expect(201);
    expect(first.body).toEqual({ data: { id: expect.any(Number) } });
    const again = await alert({ product_id: productId, email: ' anna@example.nl ' }).expect(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const [option] = await t.api.database.db
      .select({ id: productOptions.id })
      .from(productOptions)
      .where(eq(productOptions.productId, productId));
    const forOption = await alert({
      product_id: productId,
      po_id: option!.id,
      email: 'anna@example.nl',
    }).expect(201);
    expect(forOption.body.data.id).not.toBe(first.body.data.id);
    const rows = await t.api.database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, productId));
    expect(rows.map((r) => r.email)).toEqual(['anna@example.nl', 'anna@example.nl']);
  });

  it('refuses bad e-mails and payloads (400), unknown products and options (404), products in stock (409)', async () => {
    const productId = await soldOut();
    for (const email of ['', 'not-an-email', 'a@', '@b.nl', `${'x'.repeat(250)}@b.nl`, 42, null]) {
      const res = await alert({ product_id: productId, email });
      expect(res.status, String(email)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
    await alert({ email: 'a@b.nl' }).expect(400);
    await alert({ product_id: 'x', email: 'a@b.nl' }).expect(400);
    await alert({ product_id: productId, email: 'a@b.nl', extra: true }).expect(400);
    expect((await alert({ product_id: 999_999, email: 'a@b.nl' }).expect(404)).body.error).toBe('not_found');
    const [foreign] = await t.api.database.db
      .select({ id: productOptions.id })
      .from(productOptions)
      .where(sql`${productOptions.productId} <> ${productId}`)
      .limit(1);
    await alert({ product_id: productId, po_id: foreign!.id, email: 'a@b.nl' }).expect(404);
    const [available] = await t.api.database.db
      .select({ id: products.id })
      .from(products)
      .where(gt(products.stock, 0))
      .limit(1);
    const busy = await alert({ product_id: available!.id, email: 'a@b.nl' }).expect(409);
    expect(busy.body).toEqual({ message: expect.any(String), error: 'in_stock' });
  });

  it('restock from 0 writes the notices to the outbox (in the alert’s language) and marks them notified', async () => {
    const productId = await soldOut(1);
    await alert({ product_id: productId, email: 'nl@example.nl' }, '1').expect(201);
    await alert({ product_id: productId, email: 'en@example.com' }, '4').expect(201);

    const result = await service().restock({ productId }, 3);
    expect(result).toMatchObject({ productId, productStock: 3, notified: 2 });
    const mails = await t.api.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.to} in ('nl@example.nl', 'en@example.com')`);
    expect(mails).toHaveLength(2);
    const nl = mails.find((m) => m.to === 'nl@example.nl')!;
    expect(nl.subject).toMatch(/^Weer op voorraad: /);
    expect(nl.text).toMatch(/U ontvangt deze e-mail omdat u heeft gevraagd/);
    // Who sells, from the settings (issue 40, decision 091), as in every mail.
    expect(nl.text).toMatch(/\n-- \nKoffie en Keuken B\.V\.[\s\S]*KvK 12345678 · Btw-id NL123456782B01/);
    expect(nl.html).toContain('Koffie en Keuken B.V.');
    expect(nl.sentAt).toBeNull();
    expect(mails.find((m) => m.to === 'en@example.com')!.text).toMatch(/back in stock[\s\S]*\/en\//);
    const alerts = await t.api.database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, productId));
    expect(alerts.every((a) => a.notifiedAt !== null)).toBe(true);

    // More stock on top, or in stock now: no second notice; asking again is 409.
    expect((await service().restock({ productId }, 2))?.notified).toBe(0);
    await alert({ product_id: productId, email: 'nl@example.nl' }).expect(409);

    // Sold out again: the same alert is armed again (200, same id) and notified on the next restock.
    await service().restock({ productId }, -5);
    const rearmed = await alert({ product_id: productId, email: 'nl@example.nl' }).expect(200);
    expect(rearmed.body.data.id).toBe(alerts.find((a) => a.email === 'nl@example.nl')!.id);
    expect((await service().restock({ productId }, 1))?.notified).toBe(1);
    expect(await service().restock({ poId: 999_999 }, 1)).toBeUndefined();
  });

  it('an alert for one option is sent when that option comes back', async () => {
    const db = t.api.database.db;
    const [option] = await db
      .select({ id: productOptions.id, productId: productOptions.productId })
      .from(productOptions)
      .innerJoin(productOptionValues, eq(productOptionValues.productOptionId, productOptions.id))
      .where(eq(productOptions.stock, 0))
      .limit(1);
    await alert({ product_id: option!.productId, po_id: option!.id, email: 'option@example.nl' }).expect(201);
    const result = await service().restock({ poId: option!.id }, 4);
    expect(result).toMatchObject({ optionStock: 4, notified: 1 });
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'option@example.nl'));
    expect(mail).toBeDefined();
  });

  it('greets a customer’s alert by the account’s name and a guest’s without, in HTML and text, linking to the storefront', async () => {
    const productId = await soldOut(2);
    const { token } = (
      await request(t.app)
        .post('/api/customerAuth/login')
        .send({ email: 'klant@demo.nl', password: 'Demo1234!' })
        .expect(200)
    ).body;
    await alert({ product_id: productId, email: 'named@example.nl' })
      .set('Authorization', `Bearer ${token}`)
      .expect(201);
    await alert({ product_id: productId, email: 'guest@example.com' }, '4').expect(201);
    const withUrl = createStockAlertService(createStockAlertRepository(t.api.database.db), {
      storefrontUrl: 'https://shop.example',
    });
    expect((await withUrl.restock({ productId }, 1))?.notified).toBe(2);
    const db = t.api.database.db;
    const [named] = await db.select().from(outbox).where(eq(outbox.to, 'named@example.nl'));
    const [guest] = await db.select().from(outbox).where(eq(outbox.to, 'guest@example.com'));
    // klant@demo.nl is Sanne de Vries (the demo seed)
    expect(named!.text).toMatch(/^Beste mevrouw\/heer De Vries,\n/);
    expect(named!.html).toContain('Beste mevrouw/heer De Vries,');
    expect(named!.html).toMatch(/<a href="https:\/\/shop\.example\/[^"/]+"/);
    expect(guest!.text).toMatch(/^Dear customer,\n/);
    expect(guest!.html).toContain('Dear customer,');
    expect(guest!.html).toMatch(/<a href="https:\/\/shop\.example\/en\/[^"/]+"/);
  });
});
