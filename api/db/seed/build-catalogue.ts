/** Builds the catalogue rows (no I/O): categories, brands, specs, products and everything around them. */

import { grossCents, netFromGross } from '../../lib/money.ts';
import { searchTextOf, slugify } from '../../lib/text.ts';
import type * as s from '../schema.ts';
import {
  attributeDefs,
  type CategoryDef,
  catalogue,
  colourValues,
  type Generator,
  type Model,
  type ModelDef,
  type ProductLine,
  specDefs,
  type Tr,
} from './catalog-data.ts';
import { describeProduct } from './descriptions.ts';
import { createRandom, type Random, seedOf } from './random.ts';
import { taxClassOfKind, vatRateData } from './tax-data.ts';
import { authorsOf, prosConsFor, questionsFor, reviewTexts, reviewTopicOf } from './texts.ts';

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

/**
 * The colour a variant's word gives the product (its colour spec; no colour options then). The
 * catalogue's draws depend on which variants of a leaf name a colour: those are looked up here by
 * the variant's own Dutch name; editions (what a brand calls the variant) may also use the rest.
 */
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
const editionColour: Record<string, Tr> = {
  'Black Edition': ['Zwart', 'Black'],
  'White Edition': ['Wit', 'White'],
  'Black Stainless': ['Zwart', 'Black'],
  'Black Truffle': ['Zwart', 'Black'],
  'Diamond Black': ['Zwart', 'Black'],
  Obsidiaanzwart: ['Zwart', 'Black'],
  'Oyster Shell': ['Crème', 'Cream'],
  'Sea Salt': ['Wit', 'White'],
  Lotuswit: ['Wit', 'White'],
  'Damson Blue': ['Blauw', 'Blue'],
  'Olive Tapenade': ['Groen', 'Green'],
  'Cranberry Red': ['Rood', 'Red'],
  Platina: ['Zilver', 'Silver'],
  Zilver: ['Zilver', 'Silver'],
  Chroom: ['RVS', 'Stainless steel'],
  Titanium: ['Grijs', 'Grey'],
  Grijs: ['Grijs', 'Grey'],
  Grafiet: ['Grijs', 'Grey'],
  'Morning Haze': ['Grijs', 'Grey'],
  Blauw: ['Blauw', 'Blue'],
  Groen: ['Groen', 'Green'],
};
/** The colour a variant as shown names (also its last word: "500 ml Zwart", "Retro Rood"), or null. */
export function colourOfName(variant: Tr): Tr | null {
  const last = variant[0].split(' ').at(-1) ?? '';
  return (
    colourByWord[variant[0]] ?? editionColour[variant[0]] ?? colourByWord[last] ?? editionColour[last] ?? null
  );
}

/**
 * A brand code for article numbers: the first three letters of the brand, accents and everything
 * that is not a letter left out (`La Marzocco` → LAM, `1Zpresso` → ZPR, `De'Longhi` → DEL).
 */
export function brandCode(brand: string): string {
  return slugify(brand)
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, 'X');
}

/** The model as a definition (a bare name takes its line's price; a shared one the brand's own name). */
function modelOf(model: Model, line: ProductLine): ModelDef {
  const def: ModelDef =
    typeof model === 'object' && !Array.isArray(model)
      ? (model as ModelDef)
      : { name: model as string | Tr, price: line.price ?? 0 };
  const own = line.names?.[trOf(def.name)[0]];
  return own === undefined ? def : { ...def, name: own };
}

interface Combo {
  brand: string;
  line: ProductLine;
  model: ModelDef;
  variant: Tr;
  /** the brand really sells this model in this variant (`ProductLine.sells`, `names`) */
  real: boolean;
}

/**
 * Whether a product of this leaf variant draws its colour (specsFor): the one way a product's own
 * draws depend on which model and variant it is. A substitute must draw as its place did.
 */
const drawsColour = (variant: Tr): boolean =>
  !(colourByWord[variant[0]] ?? colourByWord[variant[0].split(' ').at(-1) ?? '']);

/**
 * The leaf's products: the first `count` of the shuffled combinations, as the catalogue has always
 * chosen them, except that a combination no brand sells (a plastic Chemex, a roaster's blend of
 * another roaster) gives its place to the next unchosen real one that draws as it did. So every real
 * product keeps its id and draws, and the products after the leaf theirs (decision 099).
 */
export function chooseReal(shuffled: Combo[], count: number): Combo[] {
  const chosen: (Combo | null)[] = shuffled.slice(0, count).map((c) => (c.real ? c : null));
  const used = new Set(chosen);
  const spare = shuffled.slice(count).filter((c) => c.real);
  return chosen.flatMap((c, i) => {
    if (c) return [c];
    const place = shuffled[i]!;
    const k = spare.findIndex((s) => !used.has(s) && drawsColour(s.variant) === drawsColour(place.variant));
    if (k < 0) return [];
    used.add(spare[k]!);
    return [spare[k]!];
  });
}

/** A shop's gross price in cents for a price in euros: € 24,95 below € 100, € 589 or € 1.849 above. */
export function shopGross(euros: number): number {
  if (euros < 100) return Math.max(1, Math.floor(euros)) * 100 + 95;
  // Rounded to € 10 less one euro, never below the € 99,95 a price just under € 100 gets.
  if (euros < 1000) return Math.max(9995, (Math.round(euros / 10) * 10 - 1) * 100);
  return (Math.round(euros / 50) * 50 - 1) * 100;
}

/**
 * What a product costs at the shop (gross euros, before rounding): its model's price, its variant's
 * share of it, and for models of a shared list (a roaster's blends) a spread of its own.
 */
function marketPrice(gen: Generator, line: ProductLine, model: ModelDef, variant: Tr): number {
  const modelName = typeof model.name === 'string' ? model.name : model.name[0];
  const spread = gen.spread
    ? (createRandom(seedOf(`${line.brand}|${modelName}`)).next() * 2 - 1) * gen.spread
    : 0;
  // A brand's colour edition ("Black Truffle") costs what a colour costs, not what the leaf's
  // variant in its place ("Wood Edition") would.
  const edition = line.editions?.[variant[0]];
  const colour = edition ? colourOfName(edition) : null;
  const share = colour
    ? colour[0] === 'RVS'
      ? 1
      : 1.03
    : (line.variantPrice?.[variant[0]] ?? gen.variantPrice?.[variant[0]] ?? 1);
  return model.price * (1 + spread) * share;
}

/** The draws the catalogue's price once took: the products after it keep their draws. */
function skipPriceDraw(rng: Random, [min, max]: [number, number]): void {
  const g = min + (max - min) * rng.next() ** 1.4;
  if (g >= 100) rng.next();
}

/** The net cents that give a shop's gross price (`target`, cents) exactly, where one exists. */
function shopPrice(target: number, rate: number): number {
  for (const delta of [0, -1, 1, -2, 2, -3, 3]) {
    const wanted = target + delta;
    const net = netFromGross(wanted, rate);
    if (grossCents(net, rate) === wanted) return net;
  }
  return netFromGross(target, rate);
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
    rows.specs.push({
      id: def.id,
      unit: def.unit,
      isNumeric: def.numeric,
      netQuantity: def.netQuantity ?? false,
      sort: def.id,
    });
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
  // Colour options: attribute 1's values are colourValues' first five, in that order.
  const colourOfAttribute = (valueId: number): Tr => colourValues[attributeValueIds[0]!.indexOf(valueId)]!;
  const colourOptionIds = (line: ProductLine): number[] =>
    attributeValueIds[0]!.filter((valueId) => {
      const word = colourOfAttribute(valueId)[0];
      return !line.colours || (line.colours as string[]).includes(word);
    });

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
  const leaves: { id: number; gen: Generator; title: Tr }[] = [];
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
      if (def.gen) leaves.push({ id, gen: def.gen, title: def.title });
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

  /** products sold by volume and their contents in ml (spec 12) */
  const volumes: { productId: number; ml: number }[] = [];
  for (const leaf of leaves) {
    const { gen } = leaf;
    const combos: Combo[] = [];
    for (const line of gen.lines) {
      for (const model of line.models) {
        const own = !line.names || trOf(modelOf(model, { ...line, names: undefined }).name)[0] in line.names;
        for (const variant of gen.variants)
          combos.push({
            brand: line.brand,
            line,
            model: modelOf(model, line),
            variant,
            real: own && (!line.sells || line.sells.includes(variant[0])),
          });
      }
    }
    const chosen = chooseReal(rng.shuffle(combos), gen.count);
    const ids: number[] = [];
    chosen.forEach((combo, index) => {
      productId++;
      const id = productId;
      ids.push(id);
      // The variant as this brand sells it; the leaf's variant (`combo.variant`) still decides the draws.
      const shown = combo.line.editions?.[combo.variant[0]] ?? combo.variant;
      const model = trOf(combo.model.name);
      const name: Tr = [0, 1].map((l) =>
        [combo.brand, model[l], gen.noun?.[l], shown[l]].filter(Boolean).join(' '),
      ) as unknown as Tr;
      const ownColour = colourOfName(shown);
      const bId = brandId(combo.brand);
      const sku = `${brandCode(combo.brand)}-${String(id).padStart(5, '0')}`;
      const taxClass = taxClassOfKind(gen.kind);
      const rate = vatRateData.NL![taxClass];
      skipPriceDraw(rng, gen.price);
      const euros = marketPrice(gen, combo.line, combo.model, combo.variant);
      const netOf = (grossEuros: number) => shopPrice(shopGross(grossEuros), rate);
      const priceNet = netOf(euros);
      const deal = rng.chance(0.1);
      const dealFactor = 1.1 + rng.next() * 0.25;
      /** A deal's old price: the price as shown, raised by the deal's factor (so always above it). */
      const oldNetOf = (grossEuros: number) => netOf((shopGross(grossEuros) / 100) * dealFactor);
      const oldPriceNet = deal ? oldNetOf(euros) : null;
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
      // The draws are the ones the catalogue has always made; which colours a product offers follow
      // the market: none when its name says its colour, otherwise those its brand sells it in, a
      // painted finish a few percent dearer than steel.
      const withOptions = Boolean(gen.options) && rng.chance(0.35);
      let stock = 0;
      let minPrice = priceNet;
      let minEuros = euros;
      let defaultColour: Tr | null = null;
      if (withOptions) {
        const drawnColours = rng.sample(attributeValueIds[0]!, rng.int(2, 3));
        const voltageIds = isMachine && rng.chance(0.4) ? attributeValueIds[1]! : [null];
        const offered = ownColour ? [] : colourOptionIds(combo.line);
        const picked = [
          ...drawnColours.filter((c) => offered.includes(c)),
          ...offered.filter((c) => !drawnColours.includes(c)),
        ].slice(0, drawnColours.length);
        const colourIds = picked.length >= 2 ? picked : [];
        const drawn: { colour: number | null; voltage: number | null; premium: number; stock: number }[] = [];
        drawnColours.forEach((_, colourIndex) => {
          for (const voltage of voltageIds) {
            const premium = drawn.length === 0 ? 0 : rng.pick([0, 1, 2]);
            const optStock = rng.chance(0.2) ? 0 : rng.int(1, 25);
            // Not every combination exists: the last colour has no UK plug (so `available` matters).
            if (voltage !== null && voltage === voltageIds.at(-1) && colourIndex === drawnColours.length - 1)
              continue;
            if (colourIds.length > 0 && colourIndex >= colourIds.length) continue;
            drawn.push({ colour: colourIds[colourIndex] ?? null, voltage, premium, stock: optStock });
          }
        });
        const seen = new Set<string>();
        const offers = drawn.filter((o) => {
          const key = `${o.colour}|${o.voltage}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        const plain = offers.length === 1 && offers[0]!.colour === null && offers[0]!.voltage === null;
        minPrice = Number.POSITIVE_INFINITY;
        offers.forEach((offer, i) => {
          const n = i + 1;
          const colour = offer.colour === null ? null : colourOfAttribute(offer.colour);
          const painted = colour !== null && colour[0] !== 'RVS';
          const optEuros = euros * (1 + (painted ? [0, 0.03, 0.06][offer.premium]! : 0));
          const optPrice = netOf(optEuros);
          optionId++;
          stock += offer.stock;
          if (optPrice < minPrice) {
            minPrice = optPrice;
            minEuros = optEuros;
          }
          if (n === 1) defaultColour = colour;
          rows.productOptions.push({
            id: optionId,
            productId: id,
            sku: plain ? sku : `${sku}-${n}`,
            priceNet: optPrice,
            oldPriceNet: deal ? oldNetOf(optEuros) : null,
            stock: offer.stock,
            isDefault: n === 1,
            sort: n,
          });
          if (offer.colour !== null)
            rows.productOptionValues.push({ productOptionId: optionId, attributeValueId: offer.colour });
          if (offer.voltage !== null)
            rows.productOptionValues.push({ productOptionId: optionId, attributeValueId: offer.voltage });
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
      const colour = ownColour ?? defaultColour;

      const darkTheme = colour?.[0] === 'Zwart';
      rows.products.push({
        id,
        brandId: bId,
        primaryCategoryId: leaf.id,
        sku,
        priceNet: minPrice,
        oldPriceNet: deal ? oldNetOf(minEuros) : null,
        stock,
        popularity: Math.floor(rng.next() ** 3 * 1000),
        sort: index,
        // Machines and grinders in at least three views (front, at an angle, a detail; decision 097),
        // drawn from the generator all the same so every later value stays what it was.
        photoCount: Math.max(
          isMachine ? rng.int(2, 4) : rng.int(1, 2),
          gen.kind === 'machine' || gen.kind === 'grinder' ? 3 : 1,
        ),
        mediaKind: gen.kind,
        taxClass,
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
      rows.productCategories.push({ productId: id, categoryId: leaf.id });

      // Specifications, and the description written from them.
      const values = new Map<number, Tr | number>();
      const noted = (specId: number, title: Tr | number) => {
        values.set(specId, title);
        return specValue(specId, title);
      };
      const specIds = specsFor(rng, gen, combo.variant, noted, {
        model: combo.model,
        colour,
        allowed: combo.line.colours,
      });
      for (const specValueId of specIds) rows.productSpecValues.push({ productId: id, specValueId });
      if (gen.volume) {
        volumes.push({ productId: id, ml: millilitresOf(combo.variant) });
        values.set(12, millilitresOf(combo.variant));
      }
      const description = describeProduct({
        gen,
        leaf: leaf.title,
        brand: combo.brand,
        model,
        shown,
        name,
        specs: values,
      });
      LANGS.forEach((languageId, l) => {
        rows.productTranslations.push({
          productId: id,
          languageId,
          name: name[l]!,
          slug: uniqueSlug(l as 0 | 1, name[l]!),
          description: description[l]!,
        });
      });

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
      // Reviews in the language their writer used (four in five Dutch), with their translation into
      // the other, about what the product is; the wording comes from the product's own stream, the
      // rest from the catalogue's draws.
      const reviewCount = isMachine ? rng.int(2, 9) : rng.chance(0.5) ? rng.int(1, 5) : 0;
      const wording = createRandom(seedOf(`reviews ${id}`));
      const topic = reviewTopicOf(gen);
      for (let r = 0; r < reviewCount; r++) {
        const rating = rng.pick([10, 10, 9, 9, 9, 8, 8, 8, 7, 6, 4]);
        const l = rng.chance(0.8) ? 0 : 1;
        rng.next(); // once the choice of one of five texts
        // Written in one language, translated into the other: the same templates (decision 103).
        const texts = reviewTexts(wording, topic, rating, { brand: combo.brand, model });
        const text = texts[l]!;
        const translation = texts[1 - l]!;
        rows.reviews.push({
          productId: id,
          languageId: LANGS[l]!,
          author: rng.pick(authorsOf(l as 0 | 1)),
          rating,
          title: text.title,
          body: text.body,
          translatedTitle: translation.title,
          translatedBody: translation.body,
          approved: true,
          createdAt: new Date(
            Date.UTC(2025, 5, 1) - rng.int(0, 720) * 86_400_000 - rng.int(0, 86_399) * 1000,
          ),
        });
      }
    });
    productsByLeaf.set(leaf.id, ids);
  }
  // Contents by volume, given their spec values after every other one (so those keep their ids).
  for (const v of volumes)
    rows.productSpecValues.push({ productId: v.productId, specValueId: specValue(12, v.ml) });

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

/** What decides a product's specs beyond its leaf: its model's published figures and its colour. */
interface SpecFacts {
  model: ModelDef;
  /** the colour its name says, or its default option's; null: one its brand sells, drawn */
  colour: Tr | null;
  /** the colours its brand sells (default: steel, black and white) */
  allowed?: readonly string[];
}

function specsFor(
  rng: Random,
  gen: Generator,
  variant: Tr,
  specValue: (specId: number, title: Tr | number) => number,
  facts: SpecFacts,
): number[] {
  const ids: number[] = [];
  const { model } = facts;
  // The draw is made for the variants that name no colour, as it always was.
  const drawn =
    colourByWord[variant[0]] ?? colourByWord[variant[0].split(' ').at(-1) ?? ''] ?? rng.pick(colourValues);
  const allowed = facts.allowed ?? ['RVS', 'Zwart', 'Wit'];
  const colour =
    facts.colour ??
    (allowed.includes(drawn[0])
      ? drawn
      : colourValues.find(
          (c) =>
            c[0] ===
            allowed[
              Math.max(
                0,
                colourValues.findIndex((v) => v[0] === drawn[0]),
              ) % allowed.length
            ],
        )!);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  /** A value in the leaf's range from a draw in [0, 1). */
  const within = ([min, max]: [number, number], u: number) => min + (max - min) * u;
  switch (gen.specs) {
    case 'espresso': {
      const commercial = gen.price[0] >= 3000;
      if (gen.boiler) ids.push(specValue(1, gen.boiler));
      const rotary = commercial || rng.chance(0.3);
      const pump = model.pump ?? (rotary ? 'rotary' : 'vibration');
      // Lever and hand-powered machines have no pump.
      if (model.pump || gen.boiler?.[1] !== 'Lever')
        ids.push(
          specValue(
            2,
            pump === 'rotary'
              ? (['Rotatiepomp', 'Rotary pump'] as Tr)
              : (['Vibratiepomp', 'Vibration pump'] as Tr),
          ),
        );
      ids.push(specValue(3, colour));
      const watts = rng.int(0, 99) / 100;
      if (model.watts !== 0)
        ids.push(specValue(5, model.watts ?? Math.round(within(gen.watts ?? [1200, 1600], watts) / 50) * 50));
      const kg = rng.next();
      ids.push(specValue(6, round1(model.kg ?? within(gen.kg ?? [8, 30], kg))));
      if (!commercial) {
        const tank = rng.next();
        const litres = model.tank ?? round1(within(gen.tank ?? [1.5, 3], tank));
        if (litres > 0) ids.push(specValue(9, litres));
      }
      if (model.boiler) ids.push(specValue(11, model.boiler));
      break;
    }
    case 'grinder': {
      ids.push(specValue(3, colour));
      if (gen.burr) ids.push(specValue(4, gen.burr));
      if (!gen.manual) {
        const watts = rng.int(0, 99) / 100;
        ids.push(specValue(5, model.watts ?? Math.round(within(gen.watts ?? [150, 450], watts) / 10) * 10));
      }
      const kg = rng.next();
      ids.push(specValue(6, round1(model.kg ?? within(gen.kg ?? (gen.manual ? [0.4, 1.3] : [3, 12]), kg))));
      const burr = rng.pick([38, 47, 54, 58, 63, 64, 65, 74, 83]);
      ids.push(specValue(10, model.burr ?? burr));
      break;
    }
    case 'coffee': {
      const grams = variant[1].includes('kg') ? 1000 : Number.parseInt(variant[1], 10) || 250;
      ids.push(specValue(7, grams));
      // Filter coffee and single origins are roasted lighter than espresso blends.
      const light = /filter|single/.test(gen.noun?.[1] ?? '');
      ids.push(
        specValue(
          8,
          rng.pick<Tr>(
            light
              ? [
                  ['Licht', 'Light'],
                  ['Licht', 'Light'],
                  ['Medium', 'Medium'],
                ]
              : [
                  ['Medium', 'Medium'],
                  ['Donker', 'Dark'],
                  ['Donker', 'Dark'],
                ],
          ),
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
    case 'kitchen': {
      ids.push(specValue(3, colour));
      const watts = rng.int(0, 99) / 100;
      ids.push(specValue(5, model.watts ?? Math.round(within(gen.watts ?? [1000, 2400], watts) / 50) * 50));
      const kg = rng.next();
      ids.push(specValue(6, round1(model.kg ?? within(gen.kg ?? [1, 5], kg))));
      break;
    }
    case 'accessory': {
      if (rng.chance(0.6)) ids.push(specValue(3, colour));
      const kg = rng.next();
      ids.push(specValue(6, Math.max(0.1, round1(model.kg ?? within(gen.kg ?? [0.1, 1], kg)))));
      break;
    }
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

/** A variant's volume in ml: "250 ml" → 250, "1 l" → 1000 (the seed's names; the shop reads spec 12). */
function millilitresOf(variant: Tr): number {
  const [, amount, unit] = /([\d.,]+)\s*(ml|l)\b/.exec(variant[0]) ?? [];
  const n = Number.parseFloat((amount ?? '').replace(',', '.'));
  if (!Number.isFinite(n)) throw new Error(`No volume in ${variant[0]}`);
  return unit === 'l' ? Math.round(n * 1000) : Math.round(n);
}
