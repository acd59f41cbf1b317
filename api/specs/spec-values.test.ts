import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  productSpecValues,
  specs,
  specTranslations,
  specValues,
  specValueTranslations,
} from '../db/schema.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-api.ts';
import { productsWithSpecValue, withProductSpecTitles, withSpecTitles } from './spec-values.ts';

const NL = 1;
const EN = 4;

describeEachDatabase('the spec-value join', (driver) => {
  let test: TestDatabase;
  // A spec titled in Dutch and English; "rood" has both titles, "blauw" only the Dutch one.
  let specId: number;
  let red: number;
  let blue: number;
  beforeAll(async () => {
    test = await createTestDatabase(driver);
    const db = test.database.db;
    const [spec] = await db.insert(specs).values({ unit: 'mm', sort: 99 }).returning({ id: specs.id });
    specId = spec!.id;
    await db.insert(specTranslations).values([
      { specId, languageId: NL, title: 'Kleur (test)' },
      { specId, languageId: EN, title: 'Colour (test)' },
    ]);
    const values = await db
      .insert(specValues)
      .values([
        { specId, numericValue: 1.5, sort: 1 },
        { specId, numericValue: 7, sort: 2 },
      ])
      .returning({ id: specValues.id });
    [red, blue] = values.map((v) => v.id) as [number, number];
    await db.insert(specValueTranslations).values([
      { specValueId: red, languageId: NL, title: 'rood' },
      { specValueId: red, languageId: EN, title: 'red' },
      { specValueId: blue, languageId: NL, title: 'blauw' },
    ]);
    await db.insert(productSpecValues).values([
      { productId: 1, specValueId: red },
      { productId: 2, specValueId: blue },
    ]);
  });
  afterAll(async () => test?.close());

  const fields = {
    specId: specs.id,
    unit: specs.unit,
    spec: specTranslations.title,
    valueId: specValues.id,
    value: specValueTranslations.title,
  };

  it('titles spec values in one language, leaving out those without a title in it', async () => {
    const db = test.database.db;
    const inLanguage = (languageId: number) =>
      withSpecTitles(db.select(fields).from(specValues).$dynamic(), languageId)
        .where(eq(specs.id, specId))
        .orderBy(asc(specValues.sort));
    expect(await inLanguage(NL)).toEqual([
      { specId, unit: 'mm', spec: 'Kleur (test)', valueId: red, value: 'rood' },
      { specId, unit: 'mm', spec: 'Kleur (test)', valueId: blue, value: 'blauw' },
    ]);
    expect(await inLanguage(EN)).toEqual([
      { specId, unit: 'mm', spec: 'Colour (test)', valueId: red, value: 'red' },
    ]);
  });

  it('without a language: a row per language in which the spec and the value both have a title', async () => {
    const db = test.database.db;
    const rows = await withSpecTitles(
      db
        .select({
          languageId: specTranslations.languageId,
          valueId: specValues.id,
          value: specValueTranslations.title,
        })
        .from(specValues)
        .$dynamic(),
    )
      .where(eq(specs.id, specId))
      .orderBy(asc(specValues.sort), asc(specTranslations.languageId));
    expect(rows).toEqual([
      { languageId: NL, valueId: red, value: 'rood' },
      { languageId: EN, valueId: red, value: 'red' },
      { languageId: NL, valueId: blue, value: 'blauw' },
    ]);
  });

  it("joins a product's values with the same titles", async () => {
    const db = test.database.db;
    const ofProducts = (languageId: number) =>
      withProductSpecTitles(
        db
          .select({ productId: productSpecValues.productId, ...fields })
          .from(productSpecValues)
          .$dynamic(),
        languageId,
      )
        .where(eq(specs.id, specId))
        .orderBy(asc(productSpecValues.productId));
    expect(await ofProducts(NL)).toEqual([
      { productId: 1, specId, unit: 'mm', spec: 'Kleur (test)', valueId: red, value: 'rood' },
      { productId: 2, specId, unit: 'mm', spec: 'Kleur (test)', valueId: blue, value: 'blauw' },
    ]);
    expect(await ofProducts(EN)).toEqual([
      { productId: 1, specId, unit: 'mm', spec: 'Colour (test)', valueId: red, value: 'red' },
    ]);
  });

  it('finds the products with a value of a spec that meets a condition', async () => {
    const db = test.database.db;
    const ids = async (condition: Parameters<typeof productsWithSpecValue>[2]) =>
      (await productsWithSpecValue(db, specId, condition)).map((r) => r.id).sort((a, b) => a - b);
    expect(await ids(inArray(productSpecValues.specValueId, [blue]))).toEqual([2]);
    expect(await ids(inArray(productSpecValues.specValueId, [red, blue]))).toEqual([1, 2]);
    expect(await ids(eq(specValues.numericValue, 1.5))).toEqual([1]);
    // another spec's values do not count
    expect(
      await productsWithSpecValue(db, specId + 1, inArray(productSpecValues.specValueId, [red])),
    ).toEqual([]);
  });
});
