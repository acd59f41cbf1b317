import { and, asc, eq, gte, like, or } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { products, productTranslations } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { productTypes } from './drawings.ts';
import { colourOfText, lookOf, productSvg } from './svg.ts';

/** What a drawing is made of, its colours left out: two products with one signature differ only in colour. */
const signature = (svg: string) =>
  svg
    .replace(/ aria-label="[^"]*"/, '')
    .replace(/<linearGradient.*?<\/linearGradient>/g, '')
    .replace(/ (fill|stroke|stop-color)="[^"]*"/g, '');
/** The base colour of the product's body (its gradient's third stop). */
const bodyColour = (svg: string) =>
  /<linearGradient id="m">(?:<stop [^>]*>){2}<stop offset=".7" stop-color="([^"]+)"/.exec(svg)?.[1];

const BLACK = '#2e2e2e';
const WHITE = '#f3f3f1';
const STEEL = '#c3c8cd';

describe('product looks', () => {
  it('gives every product type a drawing of its own', () => {
    const signatures = productTypes.map((type) =>
      signature(productSvg({ type, colour: 'steel', wood: false, shape: {} }, 1, type)),
    );
    expect(new Set(signatures).size).toBe(productTypes.length);
  });

  it('takes the colour from the name or variant, in Dutch and in English', () => {
    const colour = (name: string) =>
      lookOf({
        kind: 'machine',
        categoryUris: ['/espresso-machines/single-boiler'],
        names: [name],
        brand: 'Lelit',
      }).colour;
    for (const [nl, en, expected] of [
      ['Lelit Anna Zwart', 'Lelit Anna Black', 'black'],
      ['Lelit Anna RVS', 'Lelit Anna Stainless Steel', 'steel'],
      ['Lelit Anna Wit', 'Lelit Anna White', 'white'],
      ['Lelit Anna Koper', 'Lelit Anna Copper', 'copper'],
      ['Lelit Anna Rood', 'Lelit Anna Red', 'red'],
      ['Lelit Anna Crème', 'Lelit Anna Cream', 'cream'],
      ['Rocket Appartamento Serie Nera', 'Rocket Appartamento Serie Nera', 'black'],
      ['Rocket Appartamento Serie Bianca', 'Rocket Appartamento Serie Bianca', 'white'],
    ] as const) {
      expect(colour(nl), nl).toBe(expected);
      expect(colour(en), en).toBe(expected);
    }
    // No colour in the name: the colour spec, else the type's own colour (a steel espresso machine).
    expect(
      lookOf({ kind: 'machine', categoryUris: [], names: ['Lelit Anna'], brand: null, colourSpec: 'Red' })
        .colour,
    ).toBe('red');
    expect(lookOf({ kind: 'machine', categoryUris: [], names: ['Lelit Anna'], brand: null }).colour).toBe(
      'steel',
    );
    expect(lookOf({ kind: 'grinder', categoryUris: [], names: ['Eureka Mignon'], brand: null }).colour).toBe(
      'black',
    );
    // A walnut handle, unbleached papers, a roaster called "White Label" still packs in its own colour.
    expect(
      lookOf({ kind: 'tool', categoryUris: [], names: ['Motta Tamper 58,5 mm Walnoot'], brand: null }).wood,
    ).toBe(true);
    expect(colourOfText('Hario V60 filters 02 Ongebleekt')).toBe('kraft');
    const bag = (brand: string) =>
      lookOf({
        kind: 'bag',
        categoryUris: ['/coffee/coffee-beans/espresso-beans'],
        names: [`${brand} Napoli`],
        brand,
      }).colour;
    expect(bag('White Label Coffee')).toBe(bag('White Label Coffee'));
    expect(['black', 'kraft', 'red', 'green', 'blue', 'gold', 'white', 'purple', 'brown']).toContain(
      bag('Lavazza'),
    );
  });

  it('shows four different views, not recoloured copies', () => {
    const look = lookOf({
      kind: 'machine',
      categoryUris: ['/espresso-machines/dual-boiler'],
      names: ['GS3'],
      brand: null,
    });
    const views = [1, 2, 3, 4].map((n) => signature(productSvg(look, n, 'GS3')));
    expect(new Set(views).size).toBe(4);
    // The angle view draws the product turned, with its depth; the detail zooms in; "in use" has a cup.
    expect(views[1]).toMatch(/skewY/);
    expect(views[2]).toMatch(/scale\(2\.4\)/);
    expect(views[3]!.length).toBeGreaterThan(views[0]!.length);
  });
});

describeEachDatabase('generated media', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const svgOf = async (path: string, limit = 4096) => {
    const res = await request(t.app).get(path).expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = res.body.toString() as string;
    // Small enough for every card of a listing: a few kilobytes, less than half that gzipped.
    expect(svg.length, path).toBeLessThanOrEqual(limit);
    return svg;
  };
  /** The first product whose Dutch name matches (SQL LIKE), and its image. */
  const productNamed = async (pattern: string) => {
    const [row] = await db()
      .select({ id: productTranslations.productId })
      .from(productTranslations)
      .where(and(eq(productTranslations.languageId, 1), like(productTranslations.name, pattern)))
      .orderBy(asc(productTranslations.productId))
      .limit(1);
    expect(row, pattern).toBeDefined();
    return svgOf(`/api/media/products/${row!.id}-1.svg`);
  };

  it('draws the same product image every time, cached for a year', async () => {
    const a = await svgOf('/api/media/products/1-1.svg');
    const b = await svgOf('/api/media/products/1-1.svg');
    expect(a).toBe(b);
    expect(a).toMatch(/^<svg /);
  });

  it('draws each kind of product as itself: the category decides the drawing, the burrs show', async () => {
    const cats = (await request(t.app).get('/api/categories').set('X-FZ-Language-Id', '4').expect(200)).body
      .data as {
      id: number;
      uri: string;
      children: unknown[];
    }[];
    const flat = (list: typeof cats): typeof cats =>
      list.flatMap((c) => [c, ...flat(c.children as typeof cats)]);
    const leaves = flat(cats).filter((c) => c.children.length === 0);
    const drawingOf = new Map<string, string>();
    for (const leaf of leaves) {
      const [row] = await db()
        .select({ id: products.id })
        .from(products)
        .where(eq(products.primaryCategoryId, leaf.id))
        .orderBy(asc(products.id))
        .limit(1);
      if (row) drawingOf.set(leaf.uri, await svgOf(`/api/media/products/${row.id}-1.svg`));
    }
    const of = (uri: string) => {
      const svg = drawingOf.get(uri);
      expect(svg, uri).toBeDefined();
      return signature(svg!);
    };
    const distinct = [
      '/espresso-machines/single-boiler',
      '/espresso-machines/heat-exchanger',
      '/espresso-machines/dual-boiler',
      '/espresso-machines/lever-machines',
      '/espresso-machines/bean-to-cup-machines/with-milk-system',
      '/espresso-machines/bean-to-cup-machines/without-milk-system',
      '/espresso-machines/commercial-machines/1-group',
      '/espresso-machines/commercial-machines/2-groups',
      '/espresso-machines/commercial-machines/3-groups',
      '/coffee-grinders/espresso-grinders/flat-burrs',
      '/coffee-grinders/espresso-grinders/conical-burrs',
      '/coffee-grinders/filter-grinders',
      '/coffee-grinders/hand-grinders',
      '/coffee-grinders/commercial-grinders',
      '/coffee/coffee-beans/espresso-beans',
      '/coffee/ground-coffee/ground-for-espresso',
      '/coffee/capsules/nespresso-compatible',
      '/coffee/capsules/dolce-gusto-compatible',
      '/filter-coffee/filter-coffee-makers',
      '/filter-coffee/pour-over/filter-papers',
      '/filter-coffee/cold-brew',
      '/kitchen-equipment/kettles/temperature-control',
      '/kitchen-equipment/kettles/standard-kettles',
      '/kitchen-equipment/milk-frothers',
      '/kitchen-equipment/blenders',
      '/kitchen-equipment/stand-mixers',
      '/kitchen-equipment/toasters',
      '/accessories/tampers/flat-tampers',
      '/accessories/milk-jugs',
      '/accessories/scales',
      '/accessories/cups-and-glasses/espresso-cups',
      '/accessories/cups-and-glasses/cappuccino-cups',
      '/accessories/cups-and-glasses/glasses',
      '/accessories/knock-boxes',
      '/accessories/cleaning/descalers',
      '/accessories/cleaning/cleaning-tablets',
      '/accessories/cleaning/brushes',
      '/accessories/water-filters',
      '/spare-parts/gaskets',
      '/spare-parts/shower-screens',
      '/spare-parts/filter-baskets',
      '/spare-parts/steam-wands',
    ];
    const signatures = distinct.map(of);
    expect(new Set(signatures).size).toBe(distinct.length);
    // Flat burrs seen from above (a ring of teeth), conical ones from the side (a cone).
    expect(drawingOf.get('/coffee-grinders/espresso-grinders/flat-burrs')).toContain(
      'stroke-dasharray="2.5 2.5"',
    );
    expect(drawingOf.get('/coffee-grinders/espresso-grinders/conical-burrs')).toContain(
      'M-22 -24H22L12 26H-12Z',
    );
    expect(drawingOf.get('/coffee-grinders/espresso-grinders/conical-burrs')).not.toContain('2.5 2.5');
  });

  it('colours the drawing as the product’s name says: Zwart, Wit, RVS', async () => {
    // Two products of one category, one black and one white by name.
    const rows = await db()
      .select({
        id: products.id,
        name: productTranslations.name,
        category: products.primaryCategoryId,
      })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(
        and(
          eq(productTranslations.languageId, 1),
          or(like(productTranslations.name, '% Zwart'), like(productTranslations.name, '% Wit')),
        ),
      )
      .orderBy(asc(products.id));
    const black = rows.find(
      (r) =>
        r.name.endsWith(' Zwart') && rows.some((w) => w.category === r.category && w.name.endsWith(' Wit')),
    );
    expect(black).toBeDefined();
    const white = rows.find((r) => r.category === black!.category && r.name.endsWith(' Wit'))!;
    const blackSvg = await svgOf(`/api/media/products/${black!.id}-1.svg`);
    const whiteSvg = await svgOf(`/api/media/products/${white.id}-1.svg`);
    expect(bodyColour(blackSvg)).toBe(BLACK);
    expect(bodyColour(whiteSvg)).toBe(WHITE);
    // The same drawing in another colour, not another drawing.
    expect(signature(blackSvg)).toBe(signature(whiteSvg));
    expect(bodyColour(await productNamed('% RVS'))).toBe(STEEL);
  });

  it('shows each of a product’s photos from another side', async () => {
    const [row] = await db()
      .select({ id: products.id })
      .from(products)
      .where(gte(products.photoCount, 4))
      .orderBy(asc(products.id))
      .limit(1);
    const photos = await Promise.all(
      [1, 2, 3, 4].map((n) => svgOf(`/api/media/products/${row!.id}-${n}.svg`)),
    );
    expect(new Set(photos.map(signature)).size).toBe(4);
    await request(t.app).get(`/api/media/products/${row!.id}-5.svg`).expect(404);
  });

  it('draws category tiles with the product types they hold; pages keep their banners and machines a manual', async () => {
    const cats = (await request(t.app).get('/api/categories').set('X-FZ-Language-Id', '4').expect(200)).body
      .data as { id: number; uri: string; image: string }[];
    // Each tile is named by its id and its drawing's hash, and answers for a year, immutable.
    for (const c of cats)
      expect(c.image).toMatch(new RegExp(`^/api/media/categories/${c.id}-[0-9a-f]{32}\\.svg$`));
    const tiles = await Promise.all(cats.map((c) => svgOf(c.image, 8192)));
    for (const tile of tiles) expect(tile).toMatch(/^<svg [^>]*viewBox="0 0 480 360"/);
    expect(new Set(tiles.map(signature)).size).toBe(cats.length);
    await request(t.app).get('/api/media/categories/999999.svg').expect(404);
    const pdf = await request(t.app).get('/api/media/manuals/1.pdf').expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('names tiles and banners by their drawing: immutable at their hash, a day by id or an old hash', async () => {
    const [cat] = (await request(t.app).get('/api/categories').expect(200)).body.data as {
      id: number;
      image: string;
    }[];
    const pages = (await request(t.app).get('/api/pages?type_code=home').expect(200)).body.data as {
      id: number;
      image: string | null;
    }[];
    const page = pages.find((p) => p.image)!;
    expect(page.image).toMatch(new RegExp(`^/api/media/pages/${page.id}-[0-9a-f]{32}\\.svg$`));
    const IMMUTABLE = 'public, max-age=31536000, immutable';
    for (const url of [cat!.image, page.image!]) {
      const base = url.slice(0, -4);
      const svg = await request(t.app).get(url).expect(200);
      expect(svg.headers['cache-control']).toBe(IMMUTABLE);
      const raster = await request(t.app).get(`${base}-160.webp`).expect(200);
      expect(raster.headers['content-type']).toBe('image/webp');
      expect(raster.headers['cache-control']).toBe(IMMUTABLE);
      // The same drawing asked for by its id alone, or by a hash it no longer has: today's drawing,
      // kept a day (the URL's answer can change).
      const id = /\/([0-9]+)-[0-9a-f]{32}\.svg$/.exec(url)![1];
      const byId = url.replace(/[0-9]+-[0-9a-f]{32}\.svg$/, `${id}.svg`);
      const oldHash = url.replace(/-[0-9a-f]{32}\.svg$/, `-${'0'.repeat(32)}.svg`);
      for (const other of [
        byId,
        oldHash,
        `${byId.slice(0, -4)}-160.webp`,
        `${oldHash.slice(0, -4)}-160.webp`,
      ]) {
        const res = await request(t.app).get(other).expect(200);
        expect(res.headers['cache-control'], other).toMatch(/^public, max-age=86400\b/);
      }
      if (url === cat!.image) expect((await request(t.app).get(byId)).text).toBe(svg.text);
    }
    // Only the widths photos are served at, and names of the scheme.
    for (const bad of [
      `${cat!.image.slice(0, -4)}-161.webp`,
      `/api/media/categories/${cat!.id}-ABC.svg`,
      `/api/media/categories/${cat!.id}-${'0'.repeat(31)}.svg`,
      '/api/media/pages/999999.svg',
    ])
      await request(t.app).get(bad).expect(404);
  });

  it('answers 404 for images that do not exist', async () => {
    await request(t.app).get('/api/media/products/1-99.svg').expect(404);
    await request(t.app).get('/api/media/products/999999-1.svg').expect(404);
    await request(t.app).get('/api/media/products/abc.svg').expect(404);
    await request(t.app).get('/api/media/products/..%2f..%2fpackage.json').expect(404);
  });
});
