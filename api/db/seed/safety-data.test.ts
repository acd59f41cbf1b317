/**
 * GPSR (Regulation (EU) 2023/988) art. 19: a distance sale's offer shows (a) the manufacturer's
 * name, registered trade name or trade mark and postal and electronic address, (b) where the
 * manufacturer is not established in the EU, the responsible person's (art. 16) name, postal and
 * electronic address, (c) information identifying the product (picture, type, batch or serial
 * number, other identifier) and (d) warnings or safety information in the consumer's language.
 * Every seeded product is checked against that list (decision 096).
 */
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue.ts';
import { createRandom } from './random.ts';
import { buildSafetyRows, EU_MEMBER_STATES, safetyTypeData } from './safety-data.ts';

const c = buildCatalogue(createRandom(20_250_601));
const safety = buildSafetyRows(c);
const NL = 1;
const EN = 4;

const manufacturerOf = new Map(safety.manufacturers.map((m) => [m.brandId, m]));
const typeOfCategory = new Map(safety.categoryTypes.map((t) => [t.categoryId, t.safetyTypeId]));
const parentOf = new Map(c.categories.map((x) => [x.id!, x.parentId ?? null]));
/** The nearest category up the tree with a type, as the API finds it. */
const typeOf = (categoryId: number): number | undefined => {
  for (let id: number | null = categoryId; id !== null; id = parentOf.get(id) ?? null) {
    const t = typeOfCategory.get(id);
    if (t !== undefined) return t;
  }
  return undefined;
};
const translation = (typeId: number, languageId: number) =>
  safety.translations.find((t) => t.safetyTypeId === typeId && t.languageId === languageId);
const nameOf = (productId: number, languageId: number) =>
  c.productTranslations.find((t) => t.productId === productId && t.languageId === languageId)?.name;

/** An e-mail address (the "electronic address"): local part, @, a domain with a dot. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const filled = (s: string | null | undefined) => typeof s === 'string' && s.trim().length > 0;

type Product = (typeof c.products)[number];
/** Art. 19's list, one row per element: [the article's words, the check on a product]. */
const article19: [string, (p: Product) => boolean][] = [
  ['(a) manufacturer: name', (p) => filled(manufacturerOf.get(p.brandId!)?.name)],
  ['(a) registered trade name or trade mark', (p) => filled(manufacturerOf.get(p.brandId!)?.tradeMark)],
  [
    '(a) postal address',
    (p) => {
      const m = manufacturerOf.get(p.brandId!);
      return !!m && filled(m.street) && filled(m.city) && /^[A-Z]{2}$/.test(m.country);
    },
  ],
  ['(a) electronic address', (p) => EMAIL.test(manufacturerOf.get(p.brandId!)?.email ?? '')],
  [
    '(b) outside the EU: responsible person (name, postal and electronic address) in the EU',
    (p) => {
      const m = manufacturerOf.get(p.brandId!)!;
      if (EU_MEMBER_STATES.includes(m.country)) return m.establishedInEu && m.repName === null;
      return (
        !m.establishedInEu &&
        filled(m.repName) &&
        filled(m.repStreet) &&
        filled(m.repCity) &&
        EU_MEMBER_STATES.includes(m.repCountry ?? '') &&
        EMAIL.test(m.repEmail ?? '')
      );
    },
  ],
  ['(c) picture', (p) => (p.photoCount ?? 1) >= 1],
  ['(c) type', (p) => typeOf(p.primaryCategoryId!) !== undefined],
  ['(c) model (name in both languages)', (p) => filled(nameOf(p.id!, NL)) && filled(nameOf(p.id!, EN))],
  ['(c) other identifier: article number', (p) => filled(p.sku)],
  [
    '(c) batch or serial number: where it is',
    (p) => ['serial', 'batch'].includes(safety.types[typeOf(p.primaryCategoryId!)! - 1]?.identifier ?? ''),
  ],
  [
    '(d) warnings or safety information in Dutch and English',
    (p) => {
      const id = typeOf(p.primaryCategoryId!)!;
      const nl = translation(id, NL);
      const en = translation(id, EN);
      return (
        !!nl &&
        !!en &&
        nl.warnings.length > 0 &&
        nl.warnings.length === en.warnings.length &&
        [...nl.warnings, ...en.warnings].every(filled)
      );
    },
  ],
];

describe('GPSR art. 19 for every seeded product', () => {
  it.each(article19)('%s', (_element, check) => {
    const missing = c.products.filter((p) => !check(p)).map((p) => p.sku);
    expect(missing).toEqual([]);
  });

  it('has a manufacturer for every seeded brand', () => {
    expect(safety.manufacturers.map((m) => m.brandId).sort((a, b) => a - b)).toEqual(
      c.brands.map((b) => b.id).sort((a, b) => a! - b!),
    );
  });

  // Manufacturers outside the EU as the makers publish their seat: each needs its EU responsible person.
  it.each([
    ['Sage', 'AU'],
    ['Jura', 'CH'],
    ['Fellow', 'US'],
    ['Hario', 'JP'],
    ['Wilfa', 'NO'],
    ['Dualit', 'GB'],
    ['Nespresso', 'CH'],
  ])('names the EU responsible person for %s (%s)', (brand, country) => {
    const id = c.brands.find((b) => b.name === brand)!.id!;
    const m = manufacturerOf.get(id)!;
    expect(m.country).toBe(country);
    expect(m.establishedInEu).toBe(false);
    expect(EU_MEMBER_STATES).toContain(m.repCountry);
  });

  it.each([
    ['Lelit', 'IT'],
    ['Philips', 'NL'],
    ['Miele', 'DE'],
    ['Cafelat', 'MT'],
  ])('names no responsible person for %s, established in the EU (%s)', (brand, country) => {
    const m = manufacturerOf.get(c.brands.find((b) => b.name === brand)!.id!)!;
    expect(m.country).toBe(country);
    expect(m.establishedInEu).toBe(true);
    expect(m.repName).toBeNull();
  });
});

describe('warnings per product type (the hazards the issue names, in both languages)', () => {
  const warningsOfCategory = (uri: string, languageId: number) => {
    const id = c.categoryTranslations.find((t) => t.languageId === NL && t.uri === uri)!.categoryId;
    return translation(typeOf(id)!, languageId)!.warnings.join(' ');
  };
  // [category, Dutch words, English words]: hazards a maker's manual gives for that product.
  it.each([
    [
      '/espressomachines/dualboiler',
      ['Hete oppervlakken', 'Stoom', 'geaard'],
      ['Hot surfaces', 'Steam', 'earthed'],
    ],
    ['/espressomachines/volautomaten/met-melksysteem', ['stoom', 'maalwerk'], ['steam', 'grinder']],
    [
      '/koffiemolens/espressomolens/platte-maalschijven',
      ['Scherpe maalschijven', 'geaard'],
      ['Sharp burrs', 'earthed'],
    ],
    ['/koffiemolens/handmolens', ['Scherpe maalschijven'], ['Sharp burrs']],
    [
      '/accessoires/reiniging/ontkalkers',
      ['H319', 'Waarschuwing', 'P305+P351+P338'],
      ['H319', 'Warning', 'P305+P351+P338'],
    ],
    [
      '/keukenapparatuur/waterkokers/standaard-waterkokers',
      ['Kokend water', 'geaard'],
      ['Boiling water', 'earthed'],
    ],
    ['/keukenapparatuur/blenders', ['scherpe messen'], ['sharp blades']],
    ['/koffie/koffiebonen/espressobonen', ['cafeïne'], ['caffeine']],
  ])('%s', (uri, nl, en) => {
    for (const word of nl) expect(warningsOfCategory(uri, NL)).toContain(word);
    for (const word of en) expect(warningsOfCategory(uri, EN)).toContain(word);
  });

  it('gives every type a title and its warnings in both languages', () => {
    for (const def of safetyTypeData) {
      expect(def.title.every(filled), def.key).toBe(true);
      expect(
        def.warnings.every((w) => w.length === 2 && w.every(filled)),
        def.key,
      ).toBe(true);
    }
  });
});
