/**
 * The demo catalogue is the shop's shop window (issue 26): prices, specs, variants, article numbers
 * and reviews a coffee lover believes. Each rule below is what the market does; a seed that breaks
 * one looks like a demo.
 */
import { describe, expect, it } from 'vitest';
import { grossCents } from '../../lib/money.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { type CategoryDef, catalogue, type ProductLine } from './catalog-data.ts';
import { createRandom } from './random.ts';

const c = buildCatalogue(createRandom(20_250_601));
const NL = 1;
const EN = 4;
const nameOf = new Map(
  c.productTranslations.filter((t) => t.languageId === NL).map((t) => [t.productId, t.name]),
);
const categoryOf = new Map(
  c.categoryTranslations.filter((t) => t.languageId === NL).map((t) => [t.categoryId, t.title]),
);
const brandOf = new Map(c.brands.map((b) => [b.id, b.name]));
/** Gross euros as the shopper sees them (coffee at 9 %, the rest at 21 %). */
const euros = (p: (typeof c.products)[number], net = p.priceNet) =>
  grossCents(net, p.taxClass === 'low' ? 900 : 2100) / 100;
const products = c.products.map((p) => ({
  p,
  id: p.id!,
  name: nameOf.get(p.id!)!,
  leaf: categoryOf.get(p.primaryCategoryId!)!,
  brand: brandOf.get(p.brandId!)!,
  price: euros(p),
}));
const specTitle = new Map(
  c.specValueTranslations.filter((t) => t.languageId === NL).map((t) => [t.specValueId, t.title]),
);
const specOfValue = new Map(c.specValues.map((v) => [v.id, v]));
/** A product's value of a numeric spec (5 watts, 6 kg, 9 tank, 11 boiler), or undefined. */
const specOf = (productId: number, specId: number): number | undefined => {
  const row = c.productSpecValues.find(
    (x) => x.productId === productId && specOfValue.get(x.specValueId)!.specId === specId,
  );
  return row ? Number(specOfValue.get(row.specValueId)!.numericValue) : undefined;
};
const colourSpecOf = (productId: number): string | undefined => {
  const row = c.productSpecValues.find(
    (x) => x.productId === productId && specOfValue.get(x.specValueId)!.specId === 3,
  );
  return row ? specTitle.get(row.specValueId) : undefined;
};

describe('the demo catalogue as the market has it', () => {
  it('prices each kind of product in its market range', () => {
    // [leaf, lowest, highest] in gross euros, from Dutch shops' prices.
    const ranges: [string, number, number][] = [
      ['Single boiler', 300, 2200],
      ['Warmtewisselaar', 900, 2600],
      ['Dualboiler', 1300, 10500],
      ['Hendelmachines', 300, 3500],
      ['Met melksysteem', 400, 2900],
      ['Zonder melksysteem', 300, 1000],
      ['1-groeps', 3500, 11000],
      ['2-groeps', 4000, 26000],
      ['3-groeps', 11000, 32000],
      ['Platte maalschijven', 400, 1600],
      ['Filtermolens', 90, 650],
      ['Handmolens', 35, 450],
      ['Professionele molens', 1900, 4200],
      ['Espressobonen', 4, 75],
      ['Nespresso-compatibel', 3, 60],
      ['Waterkokers', 0, 0],
      ['Melkopschuimers', 50, 200],
      ['Pakkingen', 4, 25],
    ];
    for (const [leaf, low, high] of ranges) {
      const prices = products.filter((x) => x.leaf === leaf).map((x) => x.price);
      if (high === 0) continue;
      expect(prices.length, leaf).toBeGreaterThan(0);
      expect(Math.min(...prices), leaf).toBeGreaterThanOrEqual(low);
      expect(Math.max(...prices), leaf).toBeLessThanOrEqual(high);
    }
    // A Comandante C40 is about € 250–300, never € 30,95; a La Marzocco machine costs thousands.
    const comandante = products.filter((x) => x.name.startsWith('Comandante C40'));
    expect(comandante.length).toBeGreaterThan(0);
    for (const x of comandante) expect(x.price, x.name).toBeGreaterThanOrEqual(240);
    for (const x of comandante) expect(x.price, x.name).toBeLessThanOrEqual(320);
    for (const x of products.filter((y) => y.brand === 'La Marzocco' && y.p.mediaKind === 'machine'))
      expect(x.price, x.name).toBeGreaterThan(3000);
  });

  it('prices shop-like: € x,95 under € 100, whole euros above', () => {
    for (const { price, name } of products) {
      if (price < 100) expect(Math.round(price * 100) % 100, name).toBeGreaterThanOrEqual(93);
      // Whole euros, give or take the cent or two no net price reaches exactly.
      else expect(Math.abs(price - Math.round(price)), `${name} € ${price}`).toBeLessThanOrEqual(0.03);
    }
  });

  it('puts deals below their old price, also for the cheapest products', () => {
    const deals = c.products.filter((p) => p.oldPriceNet != null);
    expect(deals.length).toBeGreaterThan(100);
    for (const p of deals) expect(p.oldPriceNet!, nameOf.get(p.id!)).toBeGreaterThan(p.priceNet);
    for (const o of c.productOptions.filter((x) => x.oldPriceNet != null))
      expect(o.oldPriceNet!, o.sku).toBeGreaterThan(o.priceNet);
  });

  it('prices a variant close to the plain model: a black one never costs twice the steel one', () => {
    // Options of one product: a painted colour a few percent dearer at most.
    const byProduct = new Map<number, number[]>();
    for (const o of c.productOptions)
      byProduct.set(o.productId, [...(byProduct.get(o.productId) ?? []), o.priceNet]);
    for (const [id, prices] of byProduct) {
      expect(Math.max(...prices) / Math.min(...prices), nameOf.get(id)).toBeLessThanOrEqual(1.08);
    }
    // Colour editions against the plain model in the same leaf.
    const colourWords = /\s(Zwart|Wit|RVS|Rood|Crème|Serie Nera|Serie Bianca|Black Edition|White Edition)$/;
    const plain = new Map(products.map((x) => [`${x.leaf}|${x.name}`, x.price]));
    let compared = 0;
    for (const x of products) {
      const match = colourWords.exec(x.name);
      if (!match) continue;
      const base = plain.get(`${x.leaf}|${x.name.slice(0, match.index)}`);
      if (base === undefined) continue;
      compared++;
      expect(x.price / base, x.name).toBeLessThanOrEqual(1.13);
      expect(x.price / base, x.name).toBeGreaterThanOrEqual(0.97);
    }
    expect(compared).toBeGreaterThan(100);
    // Coffee by weight: a kilo costs more than 500 g, which costs more than 250 g, of the same blend.
    const bag = (leaf: string, name: string) => plain.get(`${leaf}|${name}`);
    for (const x of products.filter((y) => y.leaf === 'Espressobonen' && y.name.endsWith(' 1 kg'))) {
      const half = bag(x.leaf, x.name.replace(/ 1 kg$/, ' 500 g'));
      const quarter = bag(x.leaf, x.name.replace(/ 1 kg$/, ' 250 g'));
      if (half !== undefined) expect(half, x.name).toBeLessThan(x.price);
      if (quarter !== undefined) expect(quarter, x.name).toBeLessThan(half ?? x.price);
    }
  });

  it('gives specs that fit the kind: grinders draw hundreds of watts, machines weigh what they weigh', () => {
    const homeGrinders = ['Platte maalschijven', 'Conische maalschijven', 'Filtermolens'];
    for (const x of products) {
      const watts = specOf(x.id, 5);
      const kg = specOf(x.id, 6);
      if (homeGrinders.includes(x.leaf)) {
        expect(watts, x.name).toBeGreaterThanOrEqual(100);
        expect(watts, x.name).toBeLessThanOrEqual(600);
        expect(kg, x.name).toBeLessThanOrEqual(21);
      }
      if (x.leaf === 'Handmolens') expect(watts, x.name).toBeUndefined();
      if (x.leaf === 'Professionele molens') expect(watts, x.name).toBeLessThanOrEqual(1500);
      if (
        ['Single boiler', 'Warmtewisselaar', 'Dualboiler', 'Met melksysteem', 'Zonder melksysteem'].includes(
          x.leaf,
        )
      ) {
        expect(watts, x.name).toBeGreaterThanOrEqual(900);
        expect(watts, x.name).toBeLessThanOrEqual(3600);
        expect(kg, x.name).toBeGreaterThanOrEqual(3);
        expect(kg, x.name).toBeLessThanOrEqual(40);
        expect(specOf(x.id, 9), x.name).toBeGreaterThan(0.9);
      }
      if (['Warmtewisselaar', 'Dualboiler'].includes(x.leaf)) {
        expect(specOf(x.id, 11), x.name).toBeGreaterThanOrEqual(0.5);
        expect(specOf(x.id, 11), x.name).toBeLessThanOrEqual(3.5);
      }
      if (x.leaf === 'Melkopschuimers') expect(watts, x.name).toBeLessThanOrEqual(700);
      if (x.leaf === 'Standaard waterkokers') expect(watts, x.name).toBeLessThanOrEqual(3000);
    }
    // A hand-powered lever machine has no power and no pump.
    for (const x of products.filter((y) => /^(Flair|Cafelat) /.test(y.name))) {
      expect(specOf(x.id, 5), x.name).toBeUndefined();
    }
  });

  it('offers colours only as its maker sells them: a copper or steel model is not sold in red', () => {
    const lineOf = new Map<string, ProductLine>();
    const walk = (defs: CategoryDef[]) => {
      for (const d of defs) {
        for (const line of d.gen?.lines ?? []) lineOf.set(`${d.title[0]}|${line.brand}`, line);
        walk(d.children ?? []);
      }
    };
    walk(catalogue);
    const colourOfValue = new Map(
      c.attributeValueTranslations
        .filter((t) => t.languageId === NL)
        .filter((t) => c.attributeValues.find((v) => v.id === t.attributeValueId)!.attributeId === 1)
        .map((t) => [t.attributeValueId, t.title]),
    );
    const named = /\s(Zwart|Wit|RVS|Rood|Crème|Copper|Koper|Serie Nera|Serie Bianca|Black|White)\b/;
    let withColours = 0;
    for (const x of products) {
      const options = c.productOptions.filter((o) => o.productId === x.id);
      const colours = c.productOptionValues
        .filter((v) => options.some((o) => o.id === v.productOptionId))
        .map((v) => colourOfValue.get(v.attributeValueId))
        .filter((t): t is string => t !== undefined);
      if (colours.length === 0) continue;
      withColours++;
      expect(named.test(x.name), `${x.name} offers ${colours.join(', ')}`).toBe(false);
      const allowed = lineOf.get(`${x.leaf}|${x.brand}`)?.colours;
      if (allowed) for (const colour of colours) expect(allowed, `${x.name}: ${colour}`).toContain(colour);
      expect(new Set(colours).size, x.name).toBeGreaterThanOrEqual(2);
      expect(colourSpecOf(x.id), x.name).toBe(colours[0]);
    }
    expect(withColours).toBeGreaterThan(15);
    // The colour spec follows the name.
    for (const x of products.filter((y) => / Zwart$/.test(y.name)))
      expect(colourSpecOf(x.id) ?? 'Zwart', x.name).toBe('Zwart');
    for (const x of products.filter((y) => / Copper$/.test(y.name)))
      expect(colourSpecOf(x.id), x.name).toBe('Koper');
  });

  it('gives article numbers without artefacts: three letters of the brand and five digits', () => {
    for (const p of c.products) expect(p.sku).toMatch(/^[A-Z]{3}-\d{5}$/);
    for (const o of c.productOptions) expect(o.sku).toMatch(/^[A-Z]{3}-\d{5}(-\d)?$/);
    expect(c.products.find((p) => brandOf.get(p.brandId!) === 'La Marzocco')?.sku).toMatch(/^LAM-/);
    expect(c.products.find((p) => brandOf.get(p.brandId!) === '1Zpresso')?.sku).toMatch(/^ZPR-/);
    for (const r of c.productReferenceNumbers) expect(r.value).toMatch(/^(871\d{10}|[A-Z]{3}\d{5}(,PCS)?)$/);
  });

  it('has reviews in both languages, about the kind of product, in varied words', () => {
    const nl = c.reviews.filter((r) => r.languageId === NL);
    const en = c.reviews.filter((r) => r.languageId === EN);
    expect(en.length / c.reviews.length).toBeGreaterThan(0.1);
    expect(nl.length).toBeGreaterThan(en.length);
    // In its own language (the product's name aside: "Sage The Dual Boiler").
    const words = (r: (typeof c.reviews)[number]) => {
      const name = new Set(nameOf.get(r.productId)!.split(' '));
      return `${r.title} ${r.body}`
        .split(' ')
        .filter((w) => !name.has(w.replace(/[.,!]$/, '')))
        .join(' ');
    };
    for (const r of en) expect(words(r)).not.toMatch(/\b(het|een|mijn|ik|niet|goed)\b/i);
    for (const r of nl) expect(words(r), words(r)).not.toMatch(/\b(the|and|my|with|it)\b/i);
    // Coffee reviews talk about taste, machine reviews about machines.
    const leafOf = new Map(products.map((x) => [x.id, x]));
    for (const r of c.reviews) {
      const x = leafOf.get(r.productId)!;
      if (x.p.mediaKind === 'machine') expect(r.body, x.name).not.toMatch(/capsule|molen|grinder|bag|zak /i);
      if (x.leaf === 'Espressobonen')
        expect(r.body, x.name).not.toMatch(/stoom|steam|groepskop|group head|maalt/i);
    }
    // No review text is used for more than a handful of products.
    const usedFor = new Map<string, Set<number>>();
    for (const r of c.reviews) {
      const key = `${r.title}|${r.body}`;
      usedFor.set(key, (usedFor.get(key) ?? new Set()).add(r.productId));
    }
    expect(Math.max(...[...usedFor.values()].map((s) => s.size))).toBeLessThanOrEqual(4);
    expect(new Set(c.reviews.map((r) => r.body)).size / c.reviews.length).toBeGreaterThan(0.75);
  });
});
