/** Builds the catalogue rows (no I/O): categories, brands, specs, products and everything around them. */

import { grossCents } from '../../lib/money.ts';
import { searchTextOf, slugify } from '../../lib/text.ts';
import type * as s from '../schema.ts';
import {
  attributeDefs,
  type CategoryDef,
  catalogue,
  colourValues,
  type Generator,
  specDefs,
  type Tr,
} from './catalog-data.ts';
import type { Random } from './random.ts';
import { authors, prosConsFor, questionsFor, reviewText } from './texts.ts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface CatalogueRows {
  brands: Row<typeof s.brands>[];
  categories: Row<typeof s.categories>[];
  categoryTranslations: Row<typeof s.categoryTranslations>[];
  specs: Row<typeof s.specs>[];
  specTranslations: Row<typeof s.specTranslations>[];
  specValues: Row<typeof s.specValues>[];
  specValueTranslations: Row<typeof s.specValueTranslations>[];
  attributes: Row<typeof s.attributes>[];
  attributeTranslations: Row<typeof s.attributeTranslations>[];
  attributeValues: Row<typeof s.attributeValues>[];
  attributeValueTranslations: Row<typeof s.attributeValueTranslations>[];
  products: Row<typeof s.products>[];
  productTranslations: Row<typeof s.productTranslations>[];
  productCategories: Row<typeof s.productCategories>[];
  productOptions: Row<typeof s.productOptions>[];
  productOptionValues: Row<typeof s.productOptionValues>[];
  productSpecValues: Row<typeof s.productSpecValues>[];
  productParts: Row<typeof s.productParts>[];
  productAlternatives: Row<typeof s.productAlternatives>[];
  productProsCons: Row<typeof s.productProsCons>[];
  productReferenceNumbers: Row<typeof s.productReferenceNumbers>[];
  productQuestions: Row<typeof s.productQuestions>[];
  productPdfs: Row<typeof s.productPdfs>[];
  reviews: Row<typeof s.reviews>[];
  /** ids of espresso machines (for linking recipe pages) */
  machineIds: number[];
}

const NL = 1;
const EN = 4;
const LANGS = [NL, EN] as const;

/** Words a product slug may not take: they are screens of the storefront. */
const reservedSlugs = new Set([
  'en',
  'api',
  'aanbiedingen',
  'zoeken',
  'vergelijken',
  'vind-een-dealer',
  'winkelwagen',
  'dashboard',
  'dealer-order',
  'dealer-downloads',
  'payment-redirect',
  'service',
  'offerlink',
  'reset-password',
  'review-promotion',
  'login',
]);

const colourByWord: Record<string, Tr> = {
  Zwart: ['Zwart', 'Black'],
  Wit: ['Wit', 'White'],
  RVS: ['RVS', 'Stainless steel'],
  Rood: ['Rood', 'Red'],
  Crème: ['Crème', 'Cream'],
  'Serie Nera': ['Zwart', 'Black'],
  'Serie Bianca': ['Wit', 'White'],
  Copper: ['Koper', 'Copper'],
  Koper: ['Koper', 'Copper'],
};

/** A gross price that looks like a shop price (€ 24.95, € 1,849.00) and the net cents that give it exactly. */
function shopPrice(rng: Random, [min, max]: [number, number]): number {
  const g = min + (max - min) * rng.next() ** 1.4;
  const target = g < 100 ? Math.floor(g) * 100 + 95 : Math.round(g / 10) * 1000 - (rng.chance(0.5) ? 100 : 0);
  for (const delta of [0, -1, 1, -2, 2, -3, 3]) {
    const wanted = target + delta;
    const net = Math.round(wanted / 1.21);
    if (grossCents(net) === wanted) return net;
  }
  return Math.round(target / 1.21);
}

function trOf(value: string | Tr): Tr {
  return typeof value === 'string' ? [value, value] : value;
}

export function buildCatalogue(rng: Random): CatalogueRows {
  const rows: CatalogueRows = {
    brands: [],
    categories: [],
    categoryTranslations: [],
    specs: [],
    specTranslations: [],
    specValues: [],
    specValueTranslations: [],
    attributes: [],
    attributeTranslations: [],
    attributeValues: [],
    attributeValueTranslations: [],
    products: [],
    productTranslations: [],
    productCategories: [],
    productOptions: [],
    productOptionValues: [],
    productSpecValues: [],
    productParts: [],
    productAlternatives: [],
    productProsCons: [],
    productReferenceNumbers: [],
    productQuestions: [],
    productPdfs: [],
    reviews: [],
    machineIds: [],
  };

  // Specs and their values (created on first use).
  for (const def of specDefs) {
    rows.specs.push({ id: def.id, unit: def.unit, isNumeric: def.numeric, sort: def.id });
    rows.specTranslations.push(
      { specId: def.id, languageId: NL, title: def.title[0] },
      { specId: def.id, languageId: EN, title: def.title[1] },
    );
  }
  const specValueIds = new Map<string, number>();
  const specValue = (specId: number, title: Tr | number): number => {
    const tr: Tr = typeof title === 'number' ? [String(title), String(title)] : title;
    const key = `${specId}|${tr[0]}`;
    let id = specValueIds.get(key);
    if (id === undefined) {
      id = specValueIds.size + 1;
      specValueIds.set(key, id);
      rows.specValues.push({ id, specId, numericValue: typeof title === 'number' ? title : null, sort: 0 });
      rows.specValueTranslations.push(
        { specValueId: id, languageId: NL, title: tr[0] },
        { specValueId: id, languageId: EN, title: tr[1] },
      );
    }
    return id;
  };

  // Option attributes.
  const attributeValueIds: number[][] = [];
  let attributeValueId = 0;
  for (const def of attributeDefs) {
    rows.attributes.push({ id: def.id, sort: def.id });
    rows.attributeTranslations.push(
      { attributeId: def.id, languageId: NL, title: def.title[0] },
      { attributeId: def.id, languageId: EN, title: def.title[1] },
    );
    const ids: number[] = [];
    def.values.forEach((value, i) => {
      attributeValueId++;
      ids.push(attributeValueId);
      rows.attributeValues.push({ id: attributeValueId, attributeId: def.id, sort: i });
      rows.attributeValueTranslations.push(
        { attributeValueId, languageId: NL, title: value[0] },
        { attributeValueId, languageId: EN, title: value[1] },
      );
    });
    attributeValueIds.push(ids);
  }

  // Brands.
  const brandIds = new Map<string, number>();
  const brandId = (name: string) => {
    let id = brandIds.get(name);
    if (id === undefined) {
      id = brandIds.size + 1;
      brandIds.set(name, id);
      rows.brands.push({ id, name, slug: slugify(name) });
    }
    return id;
  };

  // Categories, depth first so parents come before children.
  const leaves: { id: number; gen: Generator }[] = [];
  let categoryId = 0;
  const walk = (
    defs: CategoryDef[],
    parent: { id: number; uri: Tr; parts: boolean } | null,
    depth: number,
  ) => {
    defs.forEach((def, i) => {
      categoryId++;
      const id = categoryId;
      const slug: Tr = def.slug ?? [slugify(def.title[0]), slugify(def.title[1])];
      const uri: Tr = [
        `${parent ? parent.uri[0] : ''}/${slug[0]}`,
        `${parent ? parent.uri[1] : ''}/${slug[1]}`,
      ];
      const parts = Boolean(def.parts || parent?.parts);
      rows.categories.push({ id, parentId: parent?.id ?? null, sort: i, depth, isParts: parts });
      LANGS.forEach((languageId, l) => {
        rows.categoryTranslations.push({
          categoryId: id,
          languageId,
          title: def.title[l]!,
          link: def.title[l]!,
          slug: slug[l]!,
          uri: uri[l]!,
        });
      });
      if (def.gen) leaves.push({ id, gen: def.gen });
      if (def.children) walk(def.children, { id, uri, parts }, depth + 1);
    });
  };
  walk(catalogue, null, 1);

  // Products.
  const usedSlugs = [new Set<string>(reservedSlugs), new Set<string>(reservedSlugs)];
  for (const ct of rows.categoryTranslations) usedSlugs[ct.languageId === NL ? 0 : 1]!.add(ct.slug);
  const uniqueSlug = (l: 0 | 1, name: string) => {
    const base = slugify(name);
    let slug = base;
    for (let n = 2; usedSlugs[l]!.has(slug); n++) slug = `${base}-${n}`;
    usedSlugs[l]!.add(slug);
    return slug;
  };

  let productId = 0;
  let optionId = 0;
  const productsByLeaf = new Map<number, number[]>();
  const partsByBrand = new Map<string, number[]>();
  const genericParts: number[] = [];
  const machines: { id: number; brand: string }[] = [];
  const productInfo = new Map<number, { gen: Generator; brand: string; name: Tr }>();

  for (const leaf of leaves) {
    const { gen } = leaf;
    const combos: { brand: string; model: Tr; variant: Tr }[] = [];
    for (const line of gen.lines) {
      for (const model of line.models) {
        for (const variant of gen.variants) combos.push({ brand: line.brand, model: trOf(model), variant });
      }
    }
    const chosen = rng.shuffle(combos).slice(0, gen.count);
    const ids: number[] = [];
    chosen.forEach((combo, index) => {
      productId++;
      const id = productId;
      ids.push(id);
      const name: Tr = [0, 1].map((l) =>
        [combo.brand, combo.model[l], gen.noun?.[l], combo.variant[l]].filter(Boolean).join(' '),
      ) as unknown as Tr;
      const bId = brandId(combo.brand);
      const sku = `${slugify(combo.brand).slice(0, 3).toUpperCase()}-${String(id).padStart(5, '0')}`;
      const priceNet = shopPrice(rng, gen.price);
      const deal = rng.chance(0.1);
      const dealFactor = 1.1 + rng.next() * 0.25;
      const oldPriceNet = deal ? Math.round(priceNet * dealFactor) : null;
      const isMachine = gen.kind === 'machine';
      productInfo.set(id, { gen, brand: combo.brand, name });
      if (gen.hasParts) machines.push({ id, brand: combo.brand });
      if (isMachine) rows.machineIds.push(id);
      if (gen.part) {
        const brandParts = partsByBrand.get(combo.brand) ?? [];
        brandParts.push(id);
        partsByBrand.set(combo.brand, brandParts);
        if (gen.part === 'basket' && ['VST', 'IMS', 'Pullman'].includes(combo.brand)) genericParts.push(id);
      }

      // Options: colour (and for some machines voltage) variants with their own price and stock.
      const withOptions = Boolean(gen.options) && rng.chance(0.35);
      let stock = 0;
      let minPrice = priceNet;
      if (withOptions) {
        const colourIds = rng.sample(attributeValueIds[0]!, rng.int(2, 3));
        const voltageIds = isMachine && rng.chance(0.4) ? attributeValueIds[1]! : [null];
        let n = 0;
        minPrice = Number.POSITIVE_INFINITY;
        colourIds.forEach((colour, colourIndex) => {
          for (const voltage of voltageIds) {
            const optPrice = priceNet + (n === 0 ? 0 : rng.pick([0, 2066, 4132]));
            const optStock = rng.chance(0.2) ? 0 : rng.int(1, 25);
            // Not every combination exists: the last colour has no UK plug (so `available` matters).
            // Its random draws above are still made, which keeps the rest of the catalogue unchanged.
            if (voltage !== null && voltage === voltageIds.at(-1) && colourIndex === colourIds.length - 1)
              continue;
            optionId++;
            n++;
            stock += optStock;
            minPrice = Math.min(minPrice, optPrice);
            rows.productOptions.push({
              id: optionId,
              productId: id,
              sku: `${sku}-${n}`,
              priceNet: optPrice,
              oldPriceNet: deal ? Math.round(optPrice * dealFactor) : null,
              stock: optStock,
              isDefault: n === 1,
              sort: n,
            });
            rows.productOptionValues.push({ productOptionId: optionId, attributeValueId: colour });
            if (voltage !== null)
              rows.productOptionValues.push({ productOptionId: optionId, attributeValueId: voltage });
          }
        });
      } else {
        stock = rng.chance(0.15) ? 0 : rng.int(1, 60);
        optionId++;
        rows.productOptions.push({
          id: optionId,
          productId: id,
          sku,
          priceNet,
          oldPriceNet,
          stock,
          isDefault: true,
          sort: 1,
        });
      }

      const darkTheme = /Nera|Zwart/.test(name[0]);
      rows.products.push({
        id,
        brandId: bId,
        primaryCategoryId: leaf.id,
        sku,
        priceNet: minPrice,
        oldPriceNet: deal ? Math.round(minPrice * dealFactor) : null,
        stock,
        popularity: Math.floor(rng.next() ** 3 * 1000),
        sort: index,
        photoCount: isMachine ? rng.int(2, 4) : rng.int(1, 2),
        mediaKind: gen.kind,
        colourScheme:
          gen.kind === 'bag'
            ? {
                title: 'brown',
                details: [
                  { element: 'background', color: '#6f4e37' },
                  { element: 'text', color: '#ffffff' },
                ],
              }
            : null,
        extraFields: [
          ...(darkTheme ? [{ key: 'theme', value: 'dark' }] : []),
          ...(isMachine ? [{ key: 'warranty_years', value: '3' }] : []),
        ],
      });
      LANGS.forEach((languageId, l) => {
        rows.productTranslations.push({
          productId: id,
          languageId,
          name: name[l]!,
          slug: uniqueSlug(l as 0 | 1, name[l]!),
          description: describeProduct(gen, name, combo.brand, l as 0 | 1),
        });
      });
      rows.productCategories.push({ productId: id, categoryId: leaf.id });

      // Specifications.
      const specIds = specsFor(rng, gen, combo.variant, specValue);
      for (const specValueId of specIds) rows.productSpecValues.push({ productId: id, specValueId });

      // Pros and cons, questions, pdfs, reference numbers, reviews.
      if (rng.chance(0.45)) {
        const pc = prosConsFor(gen.kind);
        const pros = rng.sample(pc.pros, rng.int(2, 3));
        const cons = rng.sample(pc.cons, rng.int(1, 2));
        LANGS.forEach((languageId, l) => {
          pros.forEach((t, i) => {
            rows.productProsCons.push({ productId: id, languageId, kind: 'pro', text: t[l]!, sort: i });
          });
          cons.forEach((t, i) => {
            rows.productProsCons.push({ productId: id, languageId, kind: 'con', text: t[l]!, sort: i });
          });
        });
      }
      if (isMachine || rng.chance(0.2)) {
        const qs = rng.sample(questionsFor(gen.kind), rng.int(1, 3));
        LANGS.forEach((languageId, l) => {
          qs.forEach(([q, a], i) => {
            rows.productQuestions.push({
              productId: id,
              languageId,
              question: q[l]!,
              answer: a[l]!,
              sort: i,
            });
          });
        });
      }
      if (isMachine || gen.kind === 'grinder') {
        LANGS.forEach((languageId, l) => {
          rows.productPdfs.push({
            productId: id,
            languageId,
            title: l === 0 ? `Handleiding ${name[0]}` : `Manual ${name[1]}`,
            url: `/api/media/manuals/${id}.pdf`,
          });
        });
      }
      if (rng.chance(0.6)) {
        rows.productReferenceNumbers.push({
          productId: id,
          value: `871${String(rng.int(0, 9_999_999_999)).padStart(10, '0')}`,
        });
        if (rng.chance(0.5)) {
          const suffix = gen.kind === 'part' ? ',PCS' : '';
          rows.productReferenceNumbers.push({
            productId: id,
            value: `${sku.slice(0, 3)}${rng.int(10000, 99999)}${suffix}`,
          });
        }
      }
      const reviewCount = isMachine ? rng.int(2, 9) : rng.chance(0.5) ? rng.int(1, 5) : 0;
      for (let r = 0; r < reviewCount; r++) {
        const rating = rng.pick([10, 10, 9, 9, 9, 8, 8, 8, 7, 6, 4]);
        const l = rng.chance(0.8) ? 0 : 1;
        const text = reviewText(rng, rating, l as 0 | 1);
        rows.reviews.push({
          productId: id,
          languageId: LANGS[l]!,
          author: rng.pick(authors),
          rating,
          title: text.title,
          body: text.body,
          approved: true,
          createdAt: new Date(
            Date.UTC(2025, 5, 1) - rng.int(0, 720) * 86_400_000 - rng.int(0, 86_399) * 1000,
          ),
        });
      }
    });
    productsByLeaf.set(leaf.id, ids);
  }

  // What search matches, per language (name, sku, brand, reference numbers).
  const refsOf = new Map<number, string[]>();
  for (const r of rows.productReferenceNumbers)
    refsOf.set(r.productId, [...(refsOf.get(r.productId) ?? []), r.value]);
  const brandNameOf = new Map(rows.brands.map((b) => [b.id, b.name]));
  const productById = new Map(rows.products.map((p) => [p.id, p]));
  for (const t of rows.productTranslations) {
    const p = productById.get(t.productId)!;
    t.searchText = searchTextOf(
      t.name,
      p.sku,
      brandNameOf.get(p.brandId!) ?? null,
      refsOf.get(t.productId!) ?? [],
    );
  }

  // Spare parts for espresso machines: the same brand's gaskets, screens, portafilters and wands.
  for (const machine of machines) {
    const own = partsByBrand.get(machine.brand) ?? [];
    const parts = [...rng.sample(own, Math.min(own.length, rng.int(3, 6))), ...rng.sample(genericParts, 2)];
    parts.forEach((partId, i) => {
      rows.productParts.push({ productId: machine.id, partId, sort: i });
    });
  }

  // Alternatives: other products of the same leaf category.
  for (const ids of productsByLeaf.values()) {
    for (const id of ids) {
      if (!rng.chance(0.45)) continue;
      const others = rng.sample(
        ids.filter((other) => other !== id),
        rng.int(2, 4),
      );
      others.forEach((alternativeId, i) => {
        rows.productAlternatives.push({ productId: id, alternativeId, sort: i });
      });
    }
  }

  return rows;
}

function describeProduct(gen: Generator, name: Tr, brand: string, l: 0 | 1): string {
  const nl = l === 0;
  const intro = nl
    ? `<p>De <strong>${name[0]}</strong> van ${brand} combineert vakmanschap met gebruiksgemak.</p>`
    : `<p>The <strong>${name[1]}</strong> by ${brand} combines craftsmanship with ease of use.</p>`;
  const byKind: Record<string, Tr> = {
    machine: [
      '<p>Een stabiele temperatuur en een zware groepskop zorgen voor espresso zoals in de koffiebar.</p>',
      '<p>A stable temperature and a heavy group head give you café-quality espresso.</p>',
    ],
    grinder: [
      '<p>Traploos instelbaar, van turkse koffie tot filter, met weinig retentie.</p>',
      '<p>Stepless adjustment from Turkish to filter, with little retention.</p>',
    ],
    bag: [
      '<p>Vers gebrand en direct verpakt in een zak met ventiel.</p>',
      '<p>Freshly roasted and packed straight away in a valve bag.</p>',
    ],
    capsule: [
      '<p>Composteerbare capsules met een volle smaak.</p>',
      '<p>Compostable capsules with a full flavour.</p>',
    ],
    part: [
      '<p>Origineel onderdeel, past precies en gaat jaren mee.</p>',
      '<p>Original part that fits exactly and lasts for years.</p>',
    ],
  };
  const body = byKind[gen.kind] ?? [
    '<p>Met zorg geselecteerd door onze baristas.</p>',
    '<p>Carefully selected by our baristas.</p>',
  ];
  return `${intro}${body[l]}`;
}

function specsFor(
  rng: Random,
  gen: Generator,
  variant: Tr,
  specValue: (specId: number, title: Tr | number) => number,
): number[] {
  const ids: number[] = [];
  const colour =
    colourByWord[variant[0]] ?? colourByWord[variant[0].split(' ').at(-1) ?? ''] ?? rng.pick(colourValues);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  switch (gen.specs) {
    case 'espresso': {
      const commercial = gen.price[0] >= 3000;
      if (gen.boiler) ids.push(specValue(1, gen.boiler));
      ids.push(
        specValue(
          2,
          commercial || rng.chance(0.3)
            ? (['Rotatiepomp', 'Rotary pump'] as Tr)
            : (['Vibratiepomp', 'Vibration pump'] as Tr),
        ),
      );
      ids.push(specValue(3, colour));
      ids.push(specValue(5, commercial ? rng.int(25, 65) * 100 : rng.int(20, 46) * 50));
      ids.push(specValue(6, round1(commercial ? 40 + rng.next() * 50 : 8 + rng.next() * 25)));
      if (!commercial) ids.push(specValue(9, round1(1.5 + rng.next() * 2.5)));
      break;
    }
    case 'grinder':
      ids.push(specValue(3, colour));
      if (gen.burr) ids.push(specValue(4, gen.burr));
      if (!gen.manual) ids.push(specValue(5, rng.int(3, 20) * 50));
      ids.push(specValue(6, round1(gen.manual ? 0.4 + rng.next() : 3 + rng.next() * 15)));
      ids.push(specValue(10, rng.pick([38, 47, 54, 58, 63, 64, 65, 74, 83])));
      break;
    case 'coffee': {
      const grams = variant[1].includes('kg') ? 1000 : Number.parseInt(variant[1], 10) || 250;
      ids.push(specValue(7, grams));
      ids.push(
        specValue(
          8,
          rng.pick<Tr>([
            ['Licht', 'Light'],
            ['Medium', 'Medium'],
            ['Donker', 'Dark'],
          ]),
        ),
      );
      break;
    }
    case 'capsule':
      ids.push(
        specValue(
          8,
          rng.pick<Tr>([
            ['Medium', 'Medium'],
            ['Donker', 'Dark'],
          ]),
        ),
      );
      break;
    case 'kitchen':
      ids.push(specValue(3, colour));
      ids.push(specValue(5, rng.int(6, 60) * 50));
      ids.push(specValue(6, round1(1 + rng.next() * 10)));
      break;
    case 'accessory':
      if (rng.chance(0.6)) ids.push(specValue(3, colour));
      ids.push(specValue(6, round1(0.1 + rng.next() * 1.5)));
      break;
    case 'part': {
      const mm = Number.parseFloat(variant[1]);
      ids.push(specValue(10, Number.isFinite(mm) && mm > 20 ? mm : 58));
      break;
    }
    case 'none':
      break;
  }
  return ids;
}
