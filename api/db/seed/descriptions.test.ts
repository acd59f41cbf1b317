/**
 * Every seeded product has its own description in both languages (issue 41, decision 099): at least
 * three sentences, from its kind, brand and its own specification values, worded so that products of
 * one category read differently, never one sentence for all.
 */
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue.ts';
import { createRandom } from './random.ts';

const c = buildCatalogue(createRandom(20_250_601));
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** Sentences: ended by . ! or ? before the next capital letter or the end (not "1,8" or "EQ.6"). */
const sentences = (html: string) =>
  text(html)
    .split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý])/)
    .filter((s) => /[.!?]$/.test(s));

const byLanguage = (languageId: number) => c.productTranslations.filter((t) => t.languageId === languageId);
const leafOf = new Map(c.products.map((p) => [p.id!, p.primaryCategoryId!]));
const specsOf = new Map<number, number[]>();
for (const v of c.productSpecValues)
  specsOf.set(v.productId!, [...(specsOf.get(v.productId!) ?? []), v.specValueId!]);
const numberOfSpec = new Map(c.specValues.map((v) => [v.id!, v]));

describe('product descriptions', () => {
  it.each([
    [1, 'nl'],
    [4, 'en'],
  ])('give every product at least three sentences (%s, %s)', (languageId) => {
    const short = byLanguage(languageId).filter((t) => sentences(t.description!).length < 3);
    expect(short.map((t) => `${t.name}: ${text(t.description!)}`)).toEqual([]);
  });

  it.each([
    [1, 'nl'],
    [4, 'en'],
  ])('differ between the products of one category, in their wording too (%s, %s)', (languageId) => {
    const perLeaf = new Map<number, { name: string; description: string }[]>();
    for (const t of byLanguage(languageId)) {
      const leaf = leafOf.get(t.productId!)!;
      perLeaf.set(leaf, [...(perLeaf.get(leaf) ?? []), { name: t.name!, description: t.description! }]);
    }
    for (const [leaf, products] of perLeaf) {
      // No two products of a category share a description.
      expect(new Set(products.map((p) => p.description)).size, `category ${leaf}`).toBe(products.length);
      // Nor is it one sentence with the name swapped: with names and numbers left out, a category
      // of five or more products still reads at least three ways.
      const wordings = new Set(
        products.map((p) =>
          text(p.description)
            .replace(p.name, '')
            .replace(/[\d.,]+/g, '#'),
        ),
      );
      if (products.length >= 5) expect(wordings.size, `category ${leaf}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('are written from the product’s own specifications', () => {
    // A machine's boiler, tank or weight as its spec says, in each language's number format.
    const machines = c.products.filter((p) => p.mediaKind === 'machine').slice(0, 200);
    let checked = 0;
    for (const p of machines) {
      const nl = c.productTranslations.find((t) => t.productId === p.id && t.languageId === 1)!;
      const en = c.productTranslations.find((t) => t.productId === p.id && t.languageId === 4)!;
      const kg = (specsOf.get(p.id!) ?? []).map((id) => numberOfSpec.get(id)!).find((v) => v.specId === 6);
      if (!kg || !/weegt/.test(nl.description!)) continue;
      const n = Number(kg.numericValue);
      expect(nl.description).toContain(`${String(n).replace('.', ',')} kg`);
      expect(en.description).toContain(`${n} kg`);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('are not the one sentence the catalogue once gave every product', () => {
    for (const t of c.productTranslations)
      expect(t.description).not.toMatch(
        /combineert vakmanschap met gebruiksgemak|combines craftsmanship with ease of use/,
      );
  });
});
