/**
 * The product answer's safety block (GPSR art. 19; decision 096): manufacturer, responsible person
 * in the EU for a manufacturer outside it, type and warnings, in the request's language, from
 * brand and category data.
 */
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { brands, products, productTranslations } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('product safety', (driver) => {
  const t = useTestApi(driver);
  /** The Dutch and English slugs of the first product of the brand in the category (NL uri). */
  const productOf = async (brand: string, categoryUri: string) => {
    const rows = rowsOf<{ id: number; nl: string; en: string }>(
      await t.api.database.db.execute(sql`
        SELECT p.id, nl.slug AS nl, en.slug AS en FROM products p
        JOIN brands b ON b.id = p.brand_id
        JOIN category_translations ct ON ct.category_id = p.primary_category_id AND ct.language_id = 1
        JOIN product_translations nl ON nl.product_id = p.id AND nl.language_id = 1
        JOIN product_translations en ON en.product_id = p.id AND en.language_id = 4
        WHERE b.name = ${brand} AND ct.uri LIKE ${`${categoryUri}%`} AND p.active
        ORDER BY p.id LIMIT 1`),
    );
    return rows[0]!;
  };
  const get = async (slug: string, language: 1 | 4 = 1) =>
    (await request(t.app).get(`/api/products/${slug}`).set('X-FZ-Language-Id', String(language)).expect(200))
      .body.data.safety;

  it('names an EU manufacturer and a machine’s hazards in Dutch, without a responsible person', async () => {
    const p = await productOf('Lelit', '/espressomachines');
    const safety = await get(p.nl);
    expect(safety.manufacturer).toEqual({
      name: 'Lelit S.r.l.',
      trade_mark: 'Lelit',
      address: ['Via Fausto Coppi 1', '25046 Cazzago San Martino (BS)', 'Italië'],
      email: 'info@lelit.com',
    });
    expect(safety.eu_responsible_person).toBeNull();
    expect(safety.identifier).toBe('serial');
    expect(safety.product_type).toMatch(/^Espressomachine/);
    expect(safety.warnings.join(' ')).toContain('Stoom');
    expect(safety.warnings.join(' ')).toContain('Hete oppervlakken');
  });

  it('names the responsible person in the EU for a manufacturer outside it, in English', async () => {
    const p = await productOf('Jura', '/espressomachines');
    const safety = await get(p.en, 4);
    expect(safety.manufacturer.address.at(-1)).toBe('Switzerland');
    expect(safety.eu_responsible_person).toEqual({
      name: 'JURA Elektrogeräte Vertriebs-GmbH',
      address: ['Max-Planck-Straße 5', '97204 Höchberg', 'Germany'],
      email: 'info@de.jura.com',
    });
    expect(safety.warnings.join(' ')).toContain('steam');
  });

  it('gives a descaler its hazard statements and a batch number', async () => {
    const p = await productOf('Urnex', '/accessoires/reiniging/ontkalkers');
    const nl = await get(p.nl);
    expect(nl.identifier).toBe('batch');
    expect(nl.warnings).toContain('H319: Veroorzaakt ernstige oogirritatie.');
    const en = await get(p.en, 4);
    expect(en.warnings).toContain('H319: Causes serious eye irritation.');
  });

  it('gives a copy of a product (a grown catalogue) the data through its brand and category', async () => {
    const src = await productOf('Mazzer', '/koffiemolens');
    const db = t.api.database.db;
    const [copy] = await db
      .execute(sql`
      INSERT INTO products (brand_id, primary_category_id, sku, price_net)
      SELECT brand_id, primary_category_id, sku || '-S999', price_net FROM products WHERE id = ${src.id}
      RETURNING id`)
      .then((r) => rowsOf<{ id: number }>(r));
    await db.insert(productTranslations).values({
      productId: copy!.id,
      languageId: 1,
      name: 'Kopie',
      slug: 'kopie-van-een-molen-s999',
      description: '',
    });
    try {
      const safety = await get('kopie-van-een-molen-s999');
      expect(safety.manufacturer.name).toBe('Mazzer Luigi S.p.A.');
      expect(safety.warnings.join(' ')).toContain('Scherpe maalschijven');
    } finally {
      await db.delete(productTranslations).where(eq(productTranslations.productId, copy!.id));
      await db.delete(products).where(eq(products.id, copy!.id));
    }
  });

  it('refuses a manufacturer outside the EU without a responsible person (the database says no)', async () => {
    const [brand] = await t.api.database.db
      .insert(brands)
      .values({ name: 'Nowhere', slug: 'nowhere-gpsr' })
      .returning({ id: brands.id });
    try {
      await expect(
        t.api.database.db.execute(sql`
          INSERT INTO brand_manufacturers (brand_id, name, trade_mark, street, postal_code, city, country, email, established_in_eu)
          VALUES (${brand!.id}, 'Nowhere Inc.', 'Nowhere', '1 Main St', '10001', 'New York', 'US', 'a@b.example', false)`),
      ).rejects.toThrow();
    } finally {
      await t.api.database.db.delete(brands).where(eq(brands.id, brand!.id));
    }
  });
});
