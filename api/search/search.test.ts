/**
 * Search end to end on the seeded shop (issue 25): documents kept in step by triggers, the
 * dropdown's categories, did-you-mean and suggestions when nothing is found, spare parts after
 * machines, and every results-page search counted for merchants.
 */
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { brands, categoryTranslations, products, productTranslations } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import type { SearchAnalytics } from './analytics.ts';
import { indexMissingSearchDocuments } from './documents.ts';

type Card = { id: number; full_name: string };
type Answer = {
  products: { data: Card[]; paging: { total: number } };
  categories: { title: string; uri: string; count: number; breadcrumbs: { title: string }[] }[];
  did_you_mean?: string | null;
  dropped_terms?: string[];
  more_like_these_from?: number;
};

/** The products that match (without the "more like these" block after a handful of them). */
const matches = (answer: Answer) => answer.products.data.slice(0, answer.more_like_these_from);
const names = (answer: Answer) => matches(answer).map((p) => p.full_name);

describeEachDatabase('search', (driver) => {
  const t = useTestApi(driver);
  const find = async (search: string, lang = '1', extra: object = {}): Promise<Answer> =>
    (
      await request(t.app)
        .post('/api/queryProducts')
        .set('X-FZ-Language-Id', lang)
        .send({ search, per_page: 10, ...extra })
        .expect(200)
    ).body;
  const categoriesFor = async (search: string, lang = '1') =>
    (
      await request(t.app)
        .get('/api/categories')
        .query({ search, breadcrumbs: 1 })
        .set('X-FZ-Language-Id', lang)
        .expect(200)
    ).body.data.map((c: { title: string }) => c.title);

  it('every product has a search document in both languages', async () => {
    const [row] = await t.api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productTranslations)
      .where(sql`${productTranslations.searchDocument} IS NULL`);
    expect(row!.n).toBe(0);
  });

  it('writes the documents of products that have none, in batches (a database from before the search)', async () => {
    const db = t.api.database.db;
    await db.execute(sql`UPDATE product_translations SET search_document = NULL WHERE product_id <= 30`);
    expect((await find('zzzzonbekend')).products.paging.total).toBe(0);
    expect(await indexMissingSearchDocuments(db, { batch: 7 })).toBe(30);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(productTranslations)
      .where(sql`${productTranslations.searchDocument} IS NULL`);
    expect(row!.n).toBe(0);
    expect(await indexMissingSearchDocuments(db)).toBe(0);
  });

  it('keeps documents in step: a renamed product, brand or category is found by its new words', async () => {
    // (A made-up word no other test searches, and the names put back after: the search's caches
    // of catalogue words renew within seconds, so a later test would see the renamed catalogue or
    // not depending on how fast this host runs the file.)
    const db = t.api.database.db;
    const [p] = await db
      .select({ id: productTranslations.productId, name: productTranslations.name })
      .from(productTranslations)
      .where(eq(productTranslations.languageId, 1))
      .limit(1);
    const [product] = await db
      .select({ brandId: products.brandId })
      .from(products)
      .where(eq(products.id, p!.id));
    const [brand] = await db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.id, product!.brandId!));
    const [cat] = await db
      .select({ id: categoryTranslations.categoryId })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.title, 'Klopbakken'));
    const renameProduct = (name: string) =>
      db
        .update(productTranslations)
        .set({ name })
        .where(sql`${productTranslations.productId} = ${p!.id} AND ${productTranslations.languageId} = 1`);
    const renameBrand = (name: string) =>
      db.update(brands).set({ name }).where(eq(brands.id, product!.brandId!));
    const renameCategory = (title: string) =>
      db
        .update(categoryTranslations)
        .set({ title })
        .where(
          sql`${categoryTranslations.categoryId} = ${cat!.id} AND ${categoryTranslations.languageId} = 1`,
        );
    try {
      expect((await find('quokkaknijper')).products.paging.total).toBe(0);
      await renameProduct('Quokkaknijper deluxe');
      expect(matches(await find('quokkaknijper')).map((c) => c.id)).toEqual([p!.id]);

      let started = performance.now();
      await renameBrand('Quokkabrand');
      console.info(`brand rename re-indexed its products in ${(performance.now() - started).toFixed(0)} ms`);
      expect((await find('quokkabrand')).products.paging.total).toBeGreaterThan(0);

      started = performance.now();
      await renameCategory('Uitklopladen');
      console.info(
        `category rename re-indexed its products in ${(performance.now() - started).toFixed(0)} ms`,
      );
      expect((await find('uitklopladen')).products.paging.total).toBeGreaterThan(0);
    } finally {
      await renameProduct(p!.name);
      await renameBrand(brand!.name);
      await renameCategory('Klopbakken');
    }
  });

  it('the dropdown offers categories for a part of a compound, a stem and a typo', async () => {
    expect((await categoriesFor('molen'))[0]).toBe('Koffiemolens');
    expect(await categoriesFor('weegschaal')).toContain('Weegschalen');
    expect(await categoriesFor('kofiemolen')).toContain('Koffiemolens');
    expect(await categoriesFor('grinder', '4')).toContain('Coffee grinders');
    expect(await categoriesFor('xylofoon')).toEqual([]);
  });

  it('a part of a compound finds the compounds: molen finds every grinder (its Dutch stem is uneven)', async () => {
    const grinders = (await find('koffiemolens')).products.paging.total;
    expect(grinders).toBeGreaterThan(0);
    expect((await find('molen')).products.paging.total).toBeGreaterThanOrEqual(grinders);
    expect((await find('molens')).products.paging.total).toBeGreaterThanOrEqual(grinders);
  });

  it('a typo finds products and says what it searched for', async () => {
    const res = await find('kofiemolen');
    expect(res.products.paging.total).toBeGreaterThan(0);
    expect(res.did_you_mean).toMatch(/^koffiemolens?$/);
    const en = await find('cofee grinder', '4');
    expect(en.did_you_mean).toBe('coffee grinder');
    expect((await find('koffiemolen')).did_you_mean).toBeNull();
  });

  it('minimum should match: a word that matches nothing is left out, and the answer says so', async () => {
    const res = await find('stille koffiemolen');
    const grinders = await find('koffiemolen');
    expect(res.products.paging.total).toBe(grinders.products.paging.total);
    expect(names(res)).toEqual(names(grinders));
    expect(res.dropped_terms).toEqual(['stille']);
    expect(res.did_you_mean).toBeNull();
    expect(grinders.dropped_terms).toEqual([]);
    // Left out after correction only: a typo is corrected, not dropped.
    const both = await find('xyzzy kofiemolen qwertz');
    expect(both.products.paging.total).toBeGreaterThan(0);
    expect(both.dropped_terms).toEqual(['xyzzy', 'qwertz']);
    const en = await find('quiet coffee grinder', '4');
    expect(en.dropped_terms).toEqual(['quiet']);
    expect(en.products.paging.total).toBeGreaterThan(0);
  });

  it('reads compounds and diminutives the catalogue does not write by their head (issue 39)', async () => {
    const inCategory = async (q: string, category: RegExp, lang = '1') => {
      const res = await find(q, lang);
      expect(res.products.data.length, q).toBeGreaterThan(0);
      const cats = await Promise.all(
        res.products.data.slice(0, 3).map(async (p) => {
          const rows = rowsOf<{ t: string }>(
            await t.api.database.db.execute(
              sql`SELECT string_agg(ct.title, ' ') AS t FROM product_categories pc
                JOIN category_translations ct ON ct.category_id = pc.category_id AND ct.language_id = 1
                WHERE pc.product_id = ${p.id}`,
            ),
          );
          return rows[0]?.t ?? '';
        }),
      );
      for (const c of cats) expect(c, q).toMatch(category);
    };
    await inCategory('melkkannetje', /Melkkannen/);
    await inCategory('koffiebonenmolen', /molens/);
    await inCategory('koffiefilterpapier', /Filterpapier/);
    // The words after `voor`/`for` order the results; the type before it decides them.
    await inCategory('filterpapier voor v60', /Filterpapier/);
    expect((await find('filterpapier voor v60')).products.paging.total).toBe(
      (await find('filterpapier')).products.paging.total,
    );
    expect(names(await find('filterpapier voor v60'))[0]).toMatch(/V60/);
    await inCategory('brush for grinder', /Borstels/, '4');
    // A brand beside a type orders, the type decides: every gasket, Rocket's first.
    const rocket = await find('pakking rocket');
    expect(rocket.products.paging.total).toBe((await find('pakking')).products.paging.total);
    expect(names(rocket)[0]).toMatch(/^Rocket /);
    // No catalogue word before the head: nothing, not machines.
    expect((await find('wasmachine')).products.paging.total).toBe(0);
    expect((await find('washing machine', '4')).products.paging.total).toBe(0);
  });

  it('matches compounds by their dictionary parts, not by substrings (decision 087)', async () => {
    const db = t.api.database.db;
    const partsOf = async (word: string) =>
      rowsOf<{ parts: string[] | null }>(
        await db.execute(sql`SELECT parts FROM search_words WHERE language_id = 1 AND word = ${word}`),
      )[0]?.parts;
    // Index time: the catalogue's words hold their parts (OpenTaal's dictionary), not substrings.
    expect(await partsOf('melkkannen')).toEqual(expect.arrayContaining(['melk', 'kan']));
    expect(await partsOf('voordeelpak')).toEqual(expect.arrayContaining(['voordeel', 'pak']));
    expect(await partsOf('voordeelpak')).not.toContain('deel');
    const categoriesOfTop = async (q: string) => {
      const res = await find(q);
      expect(res.products.data.length, q).toBeGreaterThan(0);
      return Promise.all(
        res.products.data.slice(0, 3).map(async (p) => {
          const rows = rowsOf<{ t: string }>(
            await db.execute(
              sql`SELECT string_agg(ct.title, ' ') AS t FROM product_categories pc
                JOIN category_translations ct ON ct.category_id = pc.category_id AND ct.language_id = 1
                WHERE pc.product_id = ${p.id}`,
            ),
          );
          return rows[0]?.t ?? '';
        }),
      );
    };
    // Query time: a head of three letters after a verb's stem (`opschuim|kan`): milk jugs.
    for (const c of await categoriesOfTop('opschuimkan')) expect(c).toMatch(/Melkkannen/);
    // A typo in the head of a compound the catalogue does not write, corrected against its parts.
    const typo = await find('koffiebonemoelen');
    expect(typo.did_you_mean).toBe('koffiebonemolen');
    for (const c of await categoriesOfTop('koffiebonemoelen')) expect(c).toMatch(/molens/);
  });

  it('a word spelled right is no typo: what the shop does not sell finds nothing (issue 39)', async () => {
    // A dictionary word, and a compound none of whose modifiers the catalogue has: not "corrected"
    // into a product of this shop (`magnetron` was read as `retro`, `bureaustoel` as `tool`).
    for (const q of ['magnetron', 'bureaustoel', 'koelkast', 'tuinstoel']) {
      const res = await find(q);
      expect(res.products.paging.total, q).toBe(0);
      expect(res.did_you_mean ?? null, q).toBeNull();
    }
    // A typo in a word the shop sells is still corrected (koffiemolens, waterkokers).
    for (const [q, fixed] of [
      ['koffiemoelen', /koffiemolen/],
      ['waterkoler', /waterkoker/],
    ] as const)
      expect((await find(q)).did_you_mean, q).toMatch(fixed);
  });

  it('article numbers are codes: found typed whole or in parts, never by their letters as a word', async () => {
    const db = t.api.database.db;
    const [p] = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(sql`${products.sku} LIKE 'FRI-%'`)
      .limit(1);
    expect(p).toBeDefined();
    const [letters, digits] = p!.sku.split('-') as [string, string];
    for (const q of [
      p!.sku,
      p!.sku.toLowerCase(),
      `${letters} ${digits}`,
      `${letters}${digits}`,
      `${letters}-${digits.slice(0, 3)}`,
    ])
      expect(
        matches(await find(q, '1', { per_page: 100 })).map((c) => c.id),
        q,
      ).toContain(p!.id);
    // `frying` stems to `fri`, the letters of Friedhats' article numbers: no longer a match.
    const pan = await find('frying pan', '4');
    expect(pan.products.paging.total).toBe(0);
  });

  it('English in either spelling: gray finds the Grey machines without a correction (issue 39)', async () => {
    const gray = await find('gray', '4');
    expect(gray.did_you_mean).toBeNull();
    expect(names(gray).length).toBeGreaterThan(0);
    expect(names(gray)[0]).toMatch(/grey/i);
    expect(gray.products.paging.total).toBe((await find('grey', '4')).products.paging.total);
  });

  it('no dead ends: nothing matches at all gives categories to go on with', async () => {
    const nothing = await find('xylofoon');
    expect(nothing.products.paging.total).toBe(0);
    expect(nothing.did_you_mean).toBeNull();
    // Nothing matches at all: the top of the tree, so there is always somewhere to go.
    expect(nothing.categories.map((c) => c.title)).toContain('Espressomachines');
    expect(nothing.dropped_terms).toEqual([]);
  });

  it('a size is one thing however it is typed, and orders the product type it goes with', async () => {
    const first = async (q: string, lang = '1') => names(await find(q, lang))[0] ?? '';
    for (const q of ['tamper 51 mm', 'tamper 51mm', 'tamper 51-mm', '51mm tamper'])
      expect(await first(q), q).toMatch(/tamper 51 mm/i);
    for (const q of ['espressobonen 1kg', 'espressobonen 1 kilo', 'espressobonen 1000 gram'])
      expect(await first(q), q).toMatch(/espressobonen 1 kg$/);
    expect(await first('melkkan 0,5 liter')).toMatch(/500 ml/);
    expect(await first('waterkoker 1,7 l')).toMatch(/1,7 l/);
    expect(await first('58.5mm tamper', '4')).toMatch(/58\.5 mm/);
    // The size orders, the type decides: every kettle is found, those of 1.7 l first.
    const kettles = await find('waterkoker 1,7 liter');
    expect(kettles.products.paging.total).toBe((await find('waterkoker')).products.paging.total);
    // A model that looks like a size is still found as written (Cafe Racer 1GR).
    expect(await first('racer 1gr')).toMatch(/1GR/);
  });

  it('exact before stemmed: the name that holds the word as typed comes first', async () => {
    const db = t.api.database.db;
    const two = await db
      .select({ id: productTranslations.productId })
      .from(productTranslations)
      .where(eq(productTranslations.languageId, 1))
      .orderBy(productTranslations.productId)
      .limit(2);
    const [a, b] = two.map((r) => r.id);
    const rename = (id: number, name: string) =>
      db
        .update(productTranslations)
        .set({ name })
        .where(sql`${productTranslations.productId} = ${id} AND ${productTranslations.languageId} = 1`);
    // One stem, two forms; nothing else in either product holds the word, so only the form differs.
    await rename(a!, 'Kruikpompen Alfa');
    await rename(b!, 'Kruikpomp Alfa');
    const ids = async (q: string) => matches(await find(q)).map((c) => c.id);
    expect(await ids('kruikpompen')).toEqual([a, b]);
    expect(await ids('kruikpomp')).toEqual([b, a]);
  });

  it('a rare word weighs more than a common one: its field decides the order (decision 090)', async () => {
    const db = t.api.database.db;
    // Two products of one category, alike but for where each holds a rare word and a common one.
    const two = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id FROM products WHERE active AND primary_category_id =
        (SELECT primary_category_id FROM products WHERE active ORDER BY id LIMIT 1) ORDER BY id LIMIT 2`),
    ).map((r) => Number(r.id));
    const [a, b] = two;
    const write = (id: number, name: string, description: string) =>
      db
        .update(productTranslations)
        .set({ name, description })
        .where(sql`${productTranslations.productId} = ${id} AND ${productTranslations.languageId} = 1`);
    // a: the rare word in its name, the common word (`rvs`, in many products) in its description;
    // b the other way round, and more popular (which decides between equal ranks).
    await write(a!, 'Xerblat Alfa', 'Van rvs.');
    await write(b!, 'Beta RVS', 'Een xerblat.');
    await db.update(products).set({ stock: 5, popularity: 1 }).where(eq(products.id, a!));
    await db.update(products).set({ stock: 5, popularity: 1000 }).where(eq(products.id, b!));
    const res = await find('xerblat rvs');
    expect(res.products.data.slice(0, 2).map((c) => c.id)).toEqual([a, b]);
  });

  it('`A voor B` with B a compound: the A that shares a part of B comes first (decision 090)', async () => {
    const db = t.api.database.db;
    const filterGrinders = new Set(
      rowsOf<{ id: number }>(
        await db.execute(sql`SELECT pc.product_id AS id FROM product_categories pc
          JOIN category_translations ct ON ct.category_id = pc.category_id AND ct.language_id = 1
          WHERE ct.title = 'Filtermolens'`),
      ).map((r) => Number(r.id)),
    );
    expect(filterGrinders.size).toBeGreaterThan(0);
    const res = await find('molen voor filterkoffie');
    expect(filterGrinders.has(res.products.data[0]!.id)).toBe(true);
  });

  it('machines before their spare parts, unless the query names a part', async () => {
    const machines = await find('espressomachine', '1', { per_page: 24 });
    const partNames = /pakking|douchezeef|filtermandje|stoompijp|filterhouder|keerring/i;
    expect(machines.products.data.some((c) => partNames.test(c.full_name))).toBe(false);
    const parts = await find('pakking');
    expect(parts.products.data.length).toBeGreaterThan(0);
    expect(partNames.test(parts.products.data[0]!.full_name)).toBe(true);
  });

  it('words that each match but never together: products with some of them, the rarer word first', async () => {
    const res = await find('coffee scales', '4');
    expect(res.products.paging.total).toBeGreaterThan(0);
    expect(res.products.data[0]!.full_name).toMatch(/scale/i);
  });

  it('few products hold every word: those first, then products of the head word (decision 090)', async () => {
    // Four steel jugs hold both words; the page goes on with other jugs, never with steel grinders.
    const res = await find('rvs opschuimkan');
    expect(res.products.data.length).toBe(10);
    for (const name of names(res)) expect(name).toMatch(/melkkan|pitcher/i);
    // A brand beside its model: the model, then (decision 110) the marked block of its category.
    const model = await find('vitamix a2500', '4');
    expect(names(model).length).toBeGreaterThan(0);
    for (const name of names(model)) expect(name).toMatch(/vitamix a2500/i);
    expect(model.more_like_these_from).toBe(names(model).length);
    expect(model.products.data.length).toBe(10);
  });

  it('words that never meet: products with the most of them first (decision 104)', async () => {
    // `smooth` is only in descriptions of other products: the decaf beans hold two words of three.
    const res = await find('smooth decaf beans', '4');
    for (const name of res.products.data.map((p) => p.full_name)) expect(name).toMatch(/decaf.*beans/i);
  });

  it("a broader answer lists the full matches' own category next (decision 104)", async () => {
    // Four Demitasse cups hold both words; the other cups of their category come before cappuccino cups.
    const res = await find('demitasse cups', '4');
    expect(
      names(res)
        .slice(0, 4)
        .every((n) => /demitasse/i.test(n)),
    ).toBe(true);
    for (const name of names(res)) expect(name).toMatch(/demitasse|espresso cup/i);
  });

  it('typos: a doubled letter, a word one edit from a part the shop sells (decision 104)', async () => {
    const jugs = await find('melkanen');
    expect(jugs.did_you_mean).toBe('melkkannen');
    for (const name of names(jugs)) expect(name).toMatch(/melkkan/i);
    // The catalogue writes `borstels` and `maalwerkborstel`, never `borstel` alone.
    const brushes = await find('borsel');
    expect(brushes.did_you_mean).toBe('borstel');
    expect(names(brushes).length).toBeGreaterThan(0);
    for (const name of names(brushes)) expect(name).toMatch(/borstel/i);
  });

  it('a compound the dictionary does not list is a kind of its head when a category names it (decision 104)', async () => {
    const res = await find('schoonmaaktabletten');
    expect(names(res).length).toBeGreaterThan(0);
    for (const name of names(res)) expect(name).toMatch(/reinigingstabletten/i);
    // A listed compound stays a thing of its own (`wasmachine`); `zwengelpomp`: no category is a pump.
    expect((await find('wasmachine')).products.paging.total).toBe(0);
    expect((await find('zwengelpomp')).products.paging.total).toBe(0);
  });

  it('a brand typed as one word, a model by its start (decision 104)', async () => {
    for (const lang of ['1', '4']) {
      const res = await find('delonghi', lang);
      expect(names(res).length).toBeGreaterThan(0);
      for (const name of names(res)) expect(name).toMatch(/De'Longhi/);
    }
    const model = await find('e65', '4');
    expect(names(model).length).toBeGreaterThan(0);
    for (const name of names(model)) expect(name).toMatch(/E65S/);
  });

  it('decision 110: the type word decides when words never meet; a dropped type word is no typo', async () => {
    // `eenvoudig` is only in the descriptions of lever machines: hand grinders first.
    for (const name of names(await find('eenvoudige handmolen'))) expect(name).not.toMatch(/robot|pavoni/i);
    expect(names(await find('eenvoudige handmolen'))[0]).toMatch(/1zpresso|timemore|hario|comandante|kinu/i);
    // `cooker` matches nothing and `rice` only as the typo `rica` (Costa Rica): nothing, no guess.
    const rice = await find('rice cooker', '4');
    expect(rice.products.paging.total).toBe(0);
    expect(rice.did_you_mean ?? null).toBeNull();
    // ... nor when the dropped word is the first (`hose` is one edit from `house` blend coffee).
    expect((await find('garden hose', '4')).products.paging.total).toBe(0);
    // A brand beside a word that is no product type but a model's name: the model, not every `mini`.
    const mini = await find('mazzer mini', '4');
    expect(names(mini).length).toBeGreaterThan(0);
    for (const name of names(mini)) expect(name).toMatch(/Mazzer Mini/);
  });

  it('decision 110: models typed joined, a listed word as its own part, typos in a modifier, device nouns', async () => {
    for (const [query, model] of [
      ['flair58', /Flair 58/],
      ['cm5310', /CM 5310/],
      ['1zpresso jmax', /J-Max/],
    ] as const)
      expect(names(await find(query))[0], query).toMatch(model);
    // `wisselaar` is read wissel|aar; the catalogue keeps it whole inside `warmtewisselaar`.
    const exchangers = await find('wisselaar');
    expect(exchangers.products.paging.total).toBeGreaterThan(0);
    const scales = await find('wegschaal');
    expect(scales.did_you_mean).toBe('weegschaal');
    expect(names(scales).length).toBeGreaterThan(0);
    for (const name of names(scales).slice(0, 5))
      expect(name).toMatch(/acaia|felicita|timemore|hario|brewista/i);
    // A `machine` of filter coffee is the catalogue's `koffiezetapparaat`; an espresso maker an espresso machine.
    expect(names(await find('filterkoffiemachine'))[0]).toMatch(/moccamaster|melitta|wilfa|fellow|sage/i);
    const makers = await find('espresso maker', '4');
    expect(names(makers).length).toBeGreaterThan(0);
    // A typo one edit from the base of a catalogue word (`toasters`), not from the word itself.
    const toasters = await find('toaser', '4');
    expect(toasters.did_you_mean).toBe('toasters');
    for (const name of names(toasters)) expect(name).toMatch(/toast|smeg|kitchenaid|dualit/i);
    // `frothing` is the catalogue's `frother`; the pitcher (the type word) decides.
    const pitchers = await find('frothing pitcher', '4');
    for (const name of names(pitchers).slice(0, 5)) expect(name).toMatch(/pitcher|jug/i);
  });

  it('decision 115: the other language, numbers as words, a model whose last word is no type', async () => {
    // A Dutch shopper's English words: every word found in the English catalogue, shown in Dutch.
    const jugs = await find('milk jug');
    expect(names(jugs).length).toBeGreaterThan(0);
    for (const name of names(jugs)) expect(name).toMatch(/melkkan|pitcher/i);
    expect(jugs.dropped_terms).toEqual([]);
    expect(names(await find('knock box'))[0]).toMatch(/klopbak|grindenstein/i);
    // ... and an English shopper's Dutch word the same way.
    expect(names(await find('melkkan', '4'))[0]).toMatch(/jug|pitcher/i);
    // A short word alone is too often another word there (`mat`: Dutch for matte): not asked.
    expect((await find('mat', '4')).products.paging.total).toBe(0);
    // Numbers written as words, and a generation as a Roman numeral.
    for (const name of names(await find('two group espresso machine', '4'))) expect(name).toMatch(/2GR/);
    for (const name of names(await find('drie groeps'))) expect(name).toMatch(/3GR/);
    expect(names(await find('synchronika 2'))[0]).toMatch(/Synchronika II/);
    // A model's last word is no type (`mini`): the few matches go on with products like them,
    // not with every Mini.
    const filters = await find('claris smart mini', '4');
    expect(filters.more_like_these_from).toBeGreaterThan(0);
    for (const name of names(filters)) expect(name).toMatch(/Claris Smart mini/);
    for (const card of filters.products.data) expect(card.full_name).not.toMatch(/Linea|Mazzer/);
  });

  it('decision 115: a diminutive of an agent noun, a modifier that is a compound, a repair that keeps the parts', async () => {
    for (const name of names(await find('espressotampertje')).slice(0, 5)) expect(name).toMatch(/tamper/i);
    const sets = names(await find('koffiekopjesset'));
    expect(sets.length).toBeGreaterThan(0);
    for (const name of sets.slice(0, 5)) expect(name).toMatch(/kop .*Set van|Demitasse Set van/i);
    // `melkkan|thermometer` is spelled right: a thing this shop does not sell, not a typo for
    // `melk|kant|her|mom|ever` (Everpure).
    // A brand's name is no compound of the shop's words: `lat` is no Cafelat.
    for (const name of names(await find('lat'))) expect(name).not.toMatch(/cafelat/i);
    // A word of the language as written is spelled right: `beker` is no `baker` (Chef Baker).
    for (const name of names(await find('beker'))) expect(name).not.toMatch(/baker/i);
    // `zeven` is no number here: the plural of `zeef` (the dictionary lists it as a word of its
    // own), the shop's sieves; so `ringen` is `ring` of `keerring`.
    for (const name of names(await find('zeven')).slice(0, 5)) expect(name).toMatch(/douchezeef/i);
    for (const name of names(await find('ringen')).slice(0, 5)) expect(name).toMatch(/keerring/i);
    // An agent noun the catalogue does not write, by its verb's other noun that it does.
    for (const name of names(await find('koffiemolenreiniger')).slice(0, 5))
      expect(name).toMatch(/reinigingstabletten/i);
    // A compound read by its head: what it names whole sets the category that comes next
    // (the espresso cups after the Demitasse ones, not the cappuccino cups).
    const cups = names(await find('demitassekopjes'));
    expect(cups[0]).toMatch(/demitasse/i);
    for (const name of cups.slice(0, 8)) expect(name).toMatch(/demitasse|espressokop|verona|edex/i);
    // ... a product whose name or own category holds the head (the latte cups' parent category
    // "Kopjes en glazen" makes them no glasses).
    for (const name of names(await find('latteglazen')).slice(0, 5)) expect(name).toMatch(/glas/i);
    // A head that names no kind of product after a modifier that does: the modifier decides.
    for (const name of names(await find('espressobonenpak')).slice(0, 5))
      expect(name).toMatch(/espressobonen/i);
    const thermometers = await find('melkkanthermometer');
    expect(thermometers.products.paging.total).toBe(0);
    expect(thermometers.did_you_mean ?? null).toBeNull();
  });

  it('decision 116: an English agent noun the catalogue lacks is what it does', async () => {
    // `cleaner` is no catalogue word; `cleaning` is (Cleaning tablets, the Cleaning category).
    for (const query of ['espresso machine cleaner', 'milk system cleaner'])
      for (const name of names(await find(query, '4')).slice(0, 3)) expect(name, query).toMatch(/cleaning/i);
    const cleaners = await find('espresso machine cleaner', '4');
    expect(cleaners.dropped_terms).toEqual([]);
  });

  it('decision 128: an English verb the catalogue lacks is the device that does it', async () => {
    // `tamp` is no catalogue word; `tamper` is (the Tampers category), as `froth` is `frother`.
    for (const [query, device] of [
      ['tamp', /tamper/i],
      ['froth', /frother/i],
    ] as const) {
      const res = await find(query, '4');
      expect(names(res).length, query).toBeGreaterThan(0);
      for (const name of names(res).slice(0, 3)) expect(name, query).toMatch(device);
    }
    // A verb whose -er noun the catalogue does not have stays what it was: `plate` finds nothing.
    expect((await find('plate', '4')).products.paging.total).toBe(0);
  });

  it('decision 129: a stop word is no half of a word typed joined', async () => {
    // `for` is an English stop word in the catalogue's texts (`Ground for espresso`): `fork` and
    // `kfor` are no `for` beside K-Ultra's `k`, where the phrase dropped `for` and found every K.
    for (const query of ['fork', 'kfor'])
      expect((await find(query, '4')).products.paging.total, query).toBe(0);
    // A model's letter beside a word the index keeps still is the model.
    expect(names(await find('kultra', '4'))[0]).toMatch(/K-Ultra/);
  });

  it('decision 116: a diminutive of a Dutch word is spelled right, no typo for a catalogue word', async () => {
    // `flesje` (a small bottle) is no `flexje` (BWT's FLEX), `doosje` no `roosje` (roze).
    for (const query of ['flesje', 'doosje']) {
      const res = await find(query);
      expect(res.products.paging.total, query).toBe(0);
      expect(res.did_you_mean ?? null, query).toBeNull();
    }
    // ... while a diminutive of a catalogue word is read by it, and a typo in one still corrected.
    expect(names(await find('molentje')).length).toBeGreaterThan(0);
    expect((await find('kofiemolentje')).did_you_mean).toBe('koffiemolentje');
  });

  it('decision 116: a model written with a dot, typed apart, joined or with the dot', async () => {
    for (const query of ['eq 6', 'eq6', 'eq.6', 'siemens eq 6']) {
      const found = names(await find(query));
      expect(found.length, query).toBeGreaterThan(0);
      expect(found[0], query).toMatch(/EQ\.6/);
    }
  });

  it('decision 117: an English closed compound is the open one; a modifier keeps its head; synonyms of forms', async () => {
    // `portafilterbasket` as `portafilter basket`: the filter baskets (no product holds both words).
    for (const query of ['portafilterbasket', 'portafilterbaskets']) {
      const baskets = names(await find(query, '4'));
      expect(baskets.length, query).toBeGreaterThan(0);
      for (const name of baskets.slice(0, 5)) expect(name, query).toMatch(/basket/i);
    }
    // `espresso|glas`: glasses, ordered by `espresso`; not the espresso cups (`espressokop`, a kop),
    // which "Kopjes en glazen", their parent category, gives the word `glazen`.
    for (const query of ['espressoglas', 'cappuccinoglas'])
      for (const name of names(await find(query)).slice(0, 5)) expect(name, query).toMatch(/glas/i);
    // A modifier's compound of the same head still counts: `hendel|espressomachine` → lever machines.
    for (const name of names(await find('hendelespressomachine')).slice(0, 5))
      expect(name).toMatch(/strega|cafelat robot|flair (58|pro)|la pavoni|profitec pro 800/i);
    // A modifier's compound that names a category inside the head's is a kind of the head:
    // `temperatuur|waterkoker` → "Met temperatuurregeling", under Waterkokers (decision 123).
    const kettles = names(await find('temperatuurwaterkoker'));
    expect(kettles.length).toBeGreaterThan(0);
    for (const name of kettles.slice(0, 5))
      expect(name).toMatch(
        /brewista artisan|fellow (corvo|stagg) ekg|hario buono|sage smart kettle|smeg klf04/i,
      );
    // A merchant's synonym holds for the word's plural and diminutive (`rubber` → pakking).
    for (const query of ['rubbers', 'rubbertjes'])
      for (const name of names(await find(query)).slice(0, 5))
        expect(name, query).toMatch(/keerring|rubber|pakking/i);
    for (const name of names(await find('foamers', '4')).slice(0, 5))
      expect(name).toMatch(/frother|aeroccino/i);
  });

  it('decision 125: a modifier the catalogue does not write counts by its parts only when it is a kind of one', async () => {
    // `koffiekop|set`: a koffiekop is a kop (its head a catalogue word), a set of cups; a
    // `handdoek|houder`: a towel is a doek, no word of this shop, and no `hand`: nothing, not
    // the portafilters (`filterhouder`).
    expect(matches(await find('handdoekhouder'))).toEqual([]);
    for (const name of names(await find('koffiekopset')).slice(0, 5)) expect(name).toMatch(/kop/i);
  });

  it('decision 126: a numeral inside a compound counts as its digits', async () => {
    // `een|groeps|machine`, `drie|groeps|machine`: the catalogue writes 1-groeps and 1GR.
    for (const [query, count] of [
      ['eengroepsmachine', /\b1GR\b/],
      ['tweegroepsmachine', /\b2GR\b/],
      ['driegroepsmachine', /\b3GR\b/],
    ] as const)
      for (const name of names(await find(query)).slice(0, 5)) expect(name, query).toMatch(count);
  });

  it('decision 127: an amount said in words orders by its size', async () => {
    for (const [query, size, language] of [
      ['halve kilo koffiebonen', /500 g$/, '1'],
      ['een pond espressobonen', /500 g$/, '1'],
      ['twee en een halve ons koffiebonen', /250 g$/, '1'],
      ['half a kilo coffee beans', /500 g$/, '4'],
    ] as const)
      expect(names(await find(query, language))[0], query).toMatch(size);
  });

  it('decision 117: a typo the splitter reads with a modifier that is no word is a typo', async () => {
    // `keuk|machine` (keuk as the stem of `keuken`), `pakk|king`, `weegs|haal`: one edit from a
    // compound of the shop's words, corrected, and said so.
    const table: [string, string, RegExp][] = [
      ['keukemachine', 'keukenmachines', /kitchenaid|smeg|bosch|kenwood|optimum|artisan|classic/i],
      ['pakkking', 'pakking', /keerring|rubber|pakking/i],
      ['weegshaal', 'weegschaal', /acaia|felicita|timemore|brewista|hario|scale|weegschaal/i],
    ];
    for (const [query, meant, products] of table) {
      const answer = await find(query);
      expect(answer.did_you_mean, query).toBe(meant);
      expect(names(answer).length, query).toBeGreaterThan(0);
      for (const name of names(answer).slice(0, 5)) expect(name, query).toMatch(products);
    }
    // A compound of words spelled right that the shop does not sell still finds nothing.
    expect(matches(await find('bureaustoel'))).toEqual([]);
    // A head that is a word (`pakket`) is repaired only into a word as the dictionary lists it,
    // not into an inflection it does not (`pakke`, of `pak`); `moelen` still becomes `molen`
    // (decision 087's test); two letters swapped are a slip all the same (`machientje`).
    expect((await find('espressobonenpakket')).did_you_mean).not.toBe('espressobonenpakke');
    for (const name of names(await find('hendelmachientje')).slice(0, 5))
      expect(name).toMatch(/strega|cafelat robot|flair (58|pro)|la pavoni|profitec pro 800/i);
  });

  it('decision 117: English, a noun the catalogue lacks as the last word names a thing the shop does not sell', async () => {
    for (const query of ['kitchen knife', 'pressure cooker', 'steam iron']) {
      const answer = await find(query, '4');
      expect(answer.products.paging.total, query).toBe(0);
      expect(answer.dropped_terms ?? [], query).toEqual([]);
    }
    // ... unless the words before it name a category whole: the water filters, without `cartridge`.
    const cartridges = await find('water filter cartridge', '4');
    expect(cartridges.dropped_terms).toEqual(['cartridge']);
    for (const name of names(cartridges).slice(0, 5))
      expect(name).toMatch(/bwt|brita|claris|filter|everpure|bestmax/i);
    // Words that never meet: the type word counts as much as the others together (`espresso
    // machine parts`: the parts, not machines whose descriptions hold `espresso` and `machine`).
    for (const name of names(await find('espresso machine parts', '4')).slice(0, 5))
      expect(name).toMatch(/wand|tip|ring|gasket|screen|portafilter|basket|seal/i);
    // A last word that is no word of the language is a typo: corrected.
    for (const name of names(await find('stand mxer', '4')).slice(0, 5))
      expect(name).toMatch(/kitchenaid|smeg|bosch|kenwood|optimum|artisan|classic/i);
  });

  it('decision 124: English, a word the catalogue lacks that the language lists with the last as one noun names another thing', async () => {
    // WordNet lists `pepper mill`, `meat grinder` and `beer glass`: not the mills, grinders and
    // glasses this shop sells, so nothing, and no word said to be left out.
    for (const query of ['pepper mill', 'meat grinder', 'beer glasses']) {
      const answer = await find(query, '4');
      expect(answer.products.paging.total, query).toBe(0);
      expect(answer.dropped_terms ?? [], query).toEqual([]);
    }
    // A side word the catalogue lacks before the same last word is still left out, and said so.
    const quiet = await find('quiet coffee grinder', '4');
    expect(quiet.dropped_terms).toEqual(['quiet']);
    expect(quiet.products.paging.total).toBe((await find('coffee grinder', '4')).products.paging.total);
  });

  it('decision 118: a swap the trigrams miss, a compound in an inflected form, a model letter after a brand', async () => {
    // `tosater`: two neighbours swapped in a short word change most of its trigrams.
    const toasters = await find('tosater', '4');
    expect(toasters.did_you_mean).toBe('toasters');
    for (const name of names(toasters).slice(0, 5))
      expect(name).toMatch(/dualit|smeg|toaster|bosch|kitchenaid|russell/i);
    // ... and a swap from a catalogue word's stem: `blendre` is `blender`, the stem of `blenders`.
    const blenders = await find('blendre');
    expect(blenders.did_you_mean).toBe('blenders');
    for (const name of names(blenders).slice(0, 5))
      expect(name).toMatch(/vitamix|smeg|blendtec|kitchenaid|blender/i);
    // `bodemloze` (listed as `bodem|loze`) is the catalogue's `bodemloos`: those first.
    const bottomless = names(await find('bodemloze filterhouder'));
    expect(bottomless.length).toBeGreaterThan(0);
    for (const name of bottomless.slice(0, 3)) expect(name).toMatch(/bodemloos/);
    // A size the shopper named is part of a full match: the jugs of a litre before the jugs whose
    // descriptions say stainless steel (only some of half a litre do).
    for (const query of ['rvs melkkan 1 liter', 'rvs melkkan 1l'])
      for (const name of names(await find(query)).slice(0, 3)) expect(name, query).toMatch(/ 1 l\b/);
    // `jura e 8`: the E8, not `jurae` (English stems it to `jura`) and then any 8.
    for (const lang of ['1', '4']) {
      const e8 = names(await find('jura e 8', lang));
      expect(e8.length, lang).toBeGreaterThan(0);
      for (const name of e8) expect(name, lang).toMatch(/Jura E8/);
    }
  });

  it('a model with a handful of products: those, then a marked block of products like them', async () => {
    const res = await find('r58');
    const from = res.more_like_these_from;
    expect(from).toBeGreaterThan(0);
    const models = names(res);
    expect(models.length).toBe(from);
    // The matches alone are counted; every one of them is the model.
    for (const name of models) expect(name).toMatch(/r58/i);
    expect(res.products.paging.total).toBe(models.length);
    // The block fills the page with other products of the model's own category, none the model.
    const more = res.products.data.slice(from);
    expect(res.products.data.length).toBe(10);
    const db = t.api.database.db;
    const categoriesOf = async (id: number) =>
      rowsOf<{ c: number }>(
        await db.execute(sql`SELECT category_id AS c FROM product_categories WHERE product_id = ${id}`),
      ).map((r) => Number(r.c));
    const own = new Set(await categoriesOf(res.products.data[0]!.id));
    for (const card of more) {
      expect(card.full_name).not.toMatch(/r58/i);
      expect(
        (await categoriesOf(card.id)).some((c) => own.has(c)),
        card.full_name,
      ).toBe(true);
    }
    // Enough matches, a filter, or a later page: no block.
    expect((await find('espressomachine')).more_like_these_from).toBeUndefined();
    expect((await find('r58', '1', { stock_filter: true })).more_like_these_from).toBeUndefined();
    expect((await find('zzzzonbekend')).more_like_these_from).toBeUndefined();
  });

  it('English written together: its parts by their stems (decision 090)', async () => {
    // The catalogue writes `milk` and `pitcher`, never `pitchers` nor `milkpitchers`: as typed
    // apart (decision 117), pitchers and, by the merchant's synonym `pitcher` = `milk jug`, jugs.
    const res = await find('milkpitchers', '4');
    expect(res.products.paging.total).toBeGreaterThan(0);
    for (const name of names(res)) expect(name).toMatch(/pitcher|milk jug/i);
    expect(names(res)).toEqual(names(await find('milk pitchers', '4')));
  });

  it('counts each results-page search once, never the dropdown', async () => {
    const analytics = t.app.locals.searchAnalytics as SearchAnalytics;
    await find('telzoekterm');
    await find('telzoekterm', '1', { page: 2 });
    await find('telzoekterm', '1', { products_only: true, limit: 4 });
    await analytics.settled();
    const insights = await analytics.insights({ languageId: 1, days: 30, limit: 100 });
    const row = insights.zero_result_queries.find((q) => q.query === 'telzoekterm');
    expect(row?.searches).toBe(1);
  });

  it('one client, one vote: 150 identical searches count once a day; other clients count (issue 39)', {
    timeout: 180_000,
  }, async () => {
    const analytics = t.app.locals.searchAnalytics as SearchAnalytics;
    const from = (ip: string, search: string) =>
      request(t.app)
        .post('/api/queryProducts')
        .set('X-Forwarded-For', ip)
        .set('X-FZ-Language-Id', '1')
        .send({ search, per_page: 1 })
        .expect(200);
    for (let i = 0; i < 150; i++) await from('203.0.113.7', 'stemzoekterm');
    await from('203.0.113.8', 'stemzoekterm');
    await from('203.0.113.9', 'Stemzoekterm ');
    await analytics.settled();
    const insights = await analytics.insights({ languageId: 1, days: 30, limit: 100 });
    expect(insights.zero_result_queries.find((q) => q.query === 'stemzoekterm')?.searches).toBe(3);
    // And a client's counted searches are rate-limited: 40 different texts, at most 30 counted.
    for (let i = 0; i < 40; i++) await from('203.0.113.10', `flood${i}zoekterm`);
    await analytics.settled();
    const after = await analytics.insights({ languageId: 1, days: 30, limit: 100 });
    const flood = after.zero_result_queries.filter((q) => q.query.startsWith('flood'));
    expect(flood.length).toBeLessThanOrEqual(30);
    expect(flood.length).toBeGreaterThan(0);
  });
});
