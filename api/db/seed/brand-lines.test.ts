/**
 * Every product the shop seeds, and every copy the grower makes of them for the 100,000 and 500,000
 * product catalogues, is a brand's real product line in the kind of product that line is (issue 41,
 * decision 099): its name is the brand, one of the brand's lines in BRAND_LINES under the product's
 * top-level category, then its variant; the brand filter (the product's brand) is that maker.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../../testing/test-api.ts';
import { BRAND_LINES } from './brand-lines.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { growCatalogue } from './grow-catalogue.ts';
import { createRandom } from './random.ts';

/** The line of `brand` in `top` that the name is, or null: the name is the brand, the line, then its variant. */
function lineOf(name: string, brand: string, top: string): string | null {
  const lines = BRAND_LINES[brand]?.[top] ?? [];
  const rest = name.startsWith(`${brand} `) ? name.slice(brand.length + 1) : null;
  if (rest === null) return null;
  // The longest line that the rest starts with as whole words ("Pro 700" before "Pro 7").
  const hits = lines.filter((line) => rest === line || rest.startsWith(`${line} `));
  return hits.sort((a, b) => b.length - a.length)[0] ?? null;
}

describe('the brand and product-line table', () => {
  // What the market has, as the makers sell it (issue 41's examples): each line is its own maker's.
  // The water filters by their family too: every Claris is Jura's, every bestmax BWT's, every Purity Brita's.
  const makers: [line: string, maker: string, top: string, family?: string][] = [
    ['Claris Smart', 'Jura', 'Accessoires', 'claris'],
    ['bestmax PREMIUM M', 'BWT', 'Accessoires', 'bestmax'],
    ['Purity C150 Quell ST', 'Brita', 'Accessoires', 'purity'],
    ['Appartamento', 'Rocket', 'Espressomachines'],
    ['Mozzafiato Evoluzione', 'Rocket', 'Espressomachines'],
    ['Giotto Evoluzione', 'Rocket', 'Espressomachines'],
    ['V60 02', 'Hario', 'Filterkoffie'],
    ['C40 MK4', 'Comandante', 'Koffiemolens'],
    ['Mignon Specialita', 'Eureka', 'Koffiemolens'],
    ['Encore', 'Baratza', 'Koffiemolens'],
    ['Linea Micra', 'La Marzocco', 'Espressomachines'],
    ['Bianca', 'Lelit', 'Espressomachines'],
    ['Mara X', 'Lelit', 'Espressomachines'],
    ['Silvia', 'Rancilio', 'Espressomachines'],
    ['KBG Select', 'Moccamaster', 'Filterkoffie'],
    ['Pearl', 'Acaia', 'Accessoires'],
    ['Lunar', 'Acaia', 'Accessoires'],
    ['E8', 'Jura', 'Espressomachines'],
    ['Z10', 'Jura', 'Espressomachines'],
    ['ENA 8', 'Jura', 'Espressomachines'],
    ['Super Crema', 'Lavazza', 'Koffie'],
  ];

  it.each(makers)('has %s as %s’s, and nobody else’s', (line, maker, top, family) => {
    expect(BRAND_LINES[maker]?.[top]).toContain(line);
    for (const [brand, tops] of Object.entries(BRAND_LINES)) {
      if (brand === maker) continue;
      for (const lines of Object.values(tops))
        for (const other of lines) {
          expect(other, brand).not.toBe(line);
          if (family) expect(other.toLowerCase().startsWith(family), `${brand} ${other}`).toBe(false);
        }
    }
  });

  it('has no maker that does not make what it is listed for', () => {
    // Rocket Espresso roasts no coffee; Chemex makes glass brewers, not plastic or copper ones.
    expect(Object.keys(BRAND_LINES)).not.toContain('Rocket Coffee');
    expect(Object.keys(BRAND_LINES.Rocket!)).not.toContain('Koffie');
    expect(Object.keys(BRAND_LINES)).not.toContain('Bestmax');
    expect(BRAND_LINES.Chemex!.Filterkoffie).toEqual(['Classic', 'Glass Handle', 'Bonded filters']);
  });
});

describe('the seeded catalogue', () => {
  const c = buildCatalogue(createRandom(20_250_601));
  const brandName = new Map(c.brands.map((b) => [b.id, b.name]));
  const parentOf = new Map(c.categories.map((x) => [x.id, x.parentId ?? null]));
  const titleOf = new Map(
    c.categoryTranslations.filter((t) => t.languageId === 1).map((t) => [t.categoryId, t.title]),
  );
  const topOf = (id: number): string => {
    let at = id;
    while (parentOf.get(at) != null) at = parentOf.get(at)!;
    return titleOf.get(at)!;
  };

  it('sells each product as its brand’s real line, in the kind of product that line is', () => {
    const wrong: string[] = [];
    for (const t of c.productTranslations.filter((x) => x.languageId === 1)) {
      const p = c.products.find((x) => x.id === t.productId)!;
      const brand = brandName.get(p.brandId!)!;
      if (!lineOf(t.name, brand, topOf(p.primaryCategoryId!)))
        wrong.push(`${t.name} (${topOf(p.primaryCategoryId!)})`);
    }
    expect(wrong).toEqual([]);
  });

  it('names no product the market does not have', () => {
    const names = c.productTranslations.filter((x) => x.languageId === 1).map((x) => x.name);
    for (const bad of [
      /^Chemex .*(Kunststof|Koper|Keramiek)/,
      /^Rocket Coffee/,
      /^BWT Claris/,
      /^Brita Bestmax/i,
      /^Jura Purity/,
    ])
      expect(names.filter((n) => bad.test(n))).toEqual([]);
  });
});

describeEachDatabase('the grown catalogue (SEED_PRODUCTS)', (driver) => {
  const t = useTestApi(driver);

  it('copies each seeded product as a series of the same brand’s same line', {
    timeout: 240_000,
  }, async () => {
    const db = t.api.database.db;
    const rows = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
    const [{ n }] = rows<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM products`)) as [
      { n: number },
    ];
    // One copy of every seeded product and the first of the next series.
    await growCatalogue(t.api.database, { products: n * 2 + 5, batchSize: 1000 });
    const products = rows<{ name: string; brand: string; top: string; sku: string }>(
      await db.execute(sql`
        WITH RECURSIVE up AS (
          SELECT id, id AS leaf, parent_id FROM categories
          UNION ALL SELECT c.id, up.leaf, c.parent_id FROM categories c JOIN up ON up.parent_id = c.id)
        SELECT t.name, b.name AS brand, ct.title AS top, p.sku
        FROM products p JOIN product_translations t ON t.product_id = p.id AND t.language_id = 1
          JOIN brands b ON b.id = p.brand_id
          JOIN up ON up.leaf = p.primary_category_id AND up.parent_id IS NULL
          JOIN category_translations ct ON ct.category_id = up.id AND ct.language_id = 1`),
    );
    expect(products.length).toBe(n * 2 + 5);
    const wrong = products.filter((p) => {
      // A copy is its source's name with its series ("Serie 2"): the line is the source's.
      const source = p.name.replace(/ Serie \d+$/, '');
      return !lineOf(source, p.brand, p.top);
    });
    expect(wrong.map((p) => `${p.name} (${p.brand}, ${p.top})`)).toEqual([]);
    expect(products.filter((p) => / Serie \d+$/.test(p.name)).length).toBe(n + 5);
    // Priced as the seeded products are (decision 099): € x,95 under € 100, whole euros above.
    const prices = rows<{ sku: string; gross: number }>(
      await db.execute(
        sql`SELECT o.sku, o.price_gross AS gross FROM product_options o WHERE o.sku ~ '-S[0-9]+$'`,
      ),
    );
    expect(prices.length).toBeGreaterThan(n);
    const unlike = prices.filter(({ gross }) =>
      gross < 10000 ? gross % 100 < 93 : Math.min(gross % 100, 100 - (gross % 100)) > 3,
    );
    expect(unlike.map((p) => `${p.sku} ${p.gross}`)).toEqual([]);
  });
});
