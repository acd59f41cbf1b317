/**
 * The demo shop: deterministic (a seeded PRNG, fixed dates), inserted in batches inside one
 * transaction. `seedIfEmpty` runs on first start; tests seed once into a template.
 */
import { hash } from '@node-rs/argon2';
import { count, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { cartTotals } from '../../cart/totals.ts';
import { grossCents } from '../../lib/money.ts';
import { drawingFacts, drawingPhotoRows } from '../../media/drawing-photos.ts';
import { deferSearchIndexing, indexSearch } from '../../search/documents.ts';
import { refreshGrossPrices } from '../../tax/gross-prices.ts';
import { withBulkLock } from '../bulk.ts';
import type { Database, Db } from '../client.ts';
import { settleEmbedded } from '../client.ts';
import type { TaxClass } from '../schema.ts';
import * as s from '../schema.ts';
import { buildCatalogue } from './build-catalogue.ts';
import {
  colourScheme,
  contentPages,
  countryDefs,
  faqPages,
  type MenuItemDef,
  menuDefs,
  moreFaqPages,
  morePages,
  type PageDef,
  recipePages,
  shopSettingsData,
} from './content-data.ts';
import { buildDealers } from './dealer-data.ts';
import { createRandom } from './random.ts';
import { buildSafetyRows } from './safety-data.ts';
import { DISPATCH_CUTOFF, deliveryDaysData } from './shipping-data.ts';
import { countryTax, shippingRateData, vatRateData } from './tax-data.ts';

export const DEMO_PASSWORD = 'Demo1234!';
export const SEED_VERSION = 2;
/** Open quotes per language for the dashboard's quote journey: it can run this often on one database. */
export const QUOTE_JOURNEY_RUNS = 8;

/** argon2id with the OWASP minimum (19 MiB, 2 iterations). */
export const hashPassword = (password: string) =>
  hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2 });

type AnyTx = Pick<Db, 'insert' | 'execute'>;

/** Inserts rows in chunks that stay under PostgreSQL's 65,535 parameters per statement. */
async function insertAll<T extends PgTable>(tx: AnyTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's insert values type is generic over the table
    await tx.insert(table).values(rows.slice(i, i + size) as any);
  }
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(s.shopSettings)
    .where(sql`${s.shopSettings.key} = 'seed_version'`);
  return (row?.n ?? 0) > 0;
}

/**
 * Seeds an empty database; a no-op when it holds the demo shop already. Returns whether it seeded.
 * A bulk job (decision 074): on a connection of its own, without the request timeouts.
 */
export async function seedIfEmpty(database: Database): Promise<boolean> {
  return withBulkLock(database, 'koffie-api-seed', async (db) => {
    if (await isSeeded(db)) return false;
    await seedDatabase(db);
    await settleEmbedded(database);
    return true;
  });
}

export interface SeedSummary {
  products: number;
  categories: number;
  dealers: number;
  pages: number;
}

export async function seedDatabase(db: Db): Promise<SeedSummary> {
  const rng = createRandom(20_250_601);
  const catalogue = buildCatalogue(rng);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const pages = buildPages(rng, catalogue.machineIds);
  const menus = buildMenus();
  const dealers = buildDealers();

  await db.transaction(async (tx) => {
    // The search triggers stand aside while the catalogue is inserted; it is indexed once below.
    await deferSearchIndexing(tx);
    await insertAll(
      tx,
      s.countries,
      countryDefs.map((c, i) => ({
        id: c.id,
        iso: c.iso,
        nameNl: c.name[0],
        nameEn: c.name[1],
        sort: i,
        eu: countryTax[c.iso]?.eu ?? false,
        ships: countryTax[c.iso]?.ships ?? false,
      })),
    );
    const countryId = new Map(countryDefs.map((c) => [c.iso, c.id]));
    await insertAll(
      tx,
      s.vatRates,
      Object.entries(vatRateData).flatMap(([iso, rates]) =>
        Object.entries(rates).map(([taxClass, rate]) => ({
          countryId: countryId.get(iso)!,
          taxClass: taxClass as TaxClass,
          rate,
        })),
      ),
    );
    await insertAll(
      tx,
      s.shippingRates,
      Object.entries(shippingRateData).flatMap(([iso, methods]) =>
        methods.map(([methodId, priceGross, freeFromGross]) => ({
          countryId: countryId.get(iso)!,
          methodId,
          priceGross,
          freeFromGross,
          // The delivery promise per country and method (decision 096).
          deliveryDaysMin: deliveryDaysData[iso]?.[methodId]?.[0] ?? null,
          deliveryDaysMax: deliveryDaysData[iso]?.[methodId]?.[1] ?? null,
        })),
      ),
    );
    await insertAll(
      tx,
      s.shopSettings,
      Object.entries(shopSettingsData).map(([key, value]) => ({ key, value })),
    );
    // Migration 0022 writes a default cut-off; the seed's is the demo shop's (decision 096).
    await tx
      .insert(s.shopSettings)
      .values({ key: 'dispatch_cutoff', value: DISPATCH_CUTOFF })
      .onConflictDoUpdate({ target: s.shopSettings.key, set: { value: DISPATCH_CUTOFF } });
    await insertAll(tx, s.brands, catalogue.brands);
    await insertAll(tx, s.categories, catalogue.categories);
    await insertAll(tx, s.categoryTranslations, catalogue.categoryTranslations);
    const safety = buildSafetyRows(catalogue);
    await insertAll(tx, s.brandManufacturers, safety.manufacturers);
    await insertAll(tx, s.safetyTypes, safety.types);
    await insertAll(tx, s.safetyTypeTranslations, safety.translations);
    await insertAll(tx, s.categorySafetyTypes, safety.categoryTypes);
    await insertAll(tx, s.specs, catalogue.specs);
    await insertAll(tx, s.specTranslations, catalogue.specTranslations);
    await insertAll(tx, s.specValues, catalogue.specValues);
    await insertAll(tx, s.specValueTranslations, catalogue.specValueTranslations);
    await insertAll(tx, s.attributes, catalogue.attributes);
    await insertAll(tx, s.attributeTranslations, catalogue.attributeTranslations);
    await insertAll(tx, s.attributeValues, catalogue.attributeValues);
    await insertAll(tx, s.attributeValueTranslations, catalogue.attributeValueTranslations);
    await insertAll(tx, s.products, catalogue.products);
    await insertAll(tx, s.productTranslations, catalogue.productTranslations);
    await insertAll(tx, s.productCategories, catalogue.productCategories);
    await insertAll(tx, s.productOptions, catalogue.productOptions);
    await insertAll(tx, s.productOptionValues, catalogue.productOptionValues);
    // Each option's price history, so a deal's old price is the law's previous price (decision 095).
    await tx.execute(sql`SELECT seed_option_price_history(0, 2147483647)`);
    await refreshGrossPrices(tx);
    await insertAll(tx, s.productSpecValues, catalogue.productSpecValues);
    // Each product's drawing in its views, as its photos (decision 097): rows and hashes only, each
    // distinct drawing's raster original is made on its first request.
    await insertAll(tx, s.productPhotos, drawingPhotoRows(await drawingFacts(tx)).rows);
    await insertAll(tx, s.productParts, catalogue.productParts);
    await insertAll(tx, s.productAlternatives, catalogue.productAlternatives);
    await insertAll(tx, s.productProsCons, catalogue.productProsCons);
    await insertAll(tx, s.productReferenceNumbers, catalogue.productReferenceNumbers);
    await insertAll(tx, s.productQuestions, catalogue.productQuestions);
    await insertAll(tx, s.productPdfs, catalogue.productPdfs);
    await insertAll(tx, s.reviews, catalogue.reviews);
    await insertAll(tx, s.pages, pages.pages);
    await insertAll(tx, s.pageTranslations, pages.translations);
    await insertAll(tx, s.productPages, pages.productPages);
    await insertAll(tx, s.menus, menus.menus);
    await insertAll(tx, s.menuTranslations, menus.translations);
    await insertAll(tx, s.menuItems, menus.items);
    await insertAll(tx, s.menuItemTranslations, menus.itemTranslations);
    await insertAll(tx, s.dealers, dealers);
    await seedCustomers(tx, passwordHash);
    await seedAccountData(tx, catalogue);
    await insertAll(tx, s.discountCodes, [
      { id: 1, code: 'WELKOM10', kind: 'percent', value: 10 },
      // Advertised "€ 5 korting vanaf € 25 incl. btw": € 5,00 off a consumer's gross total (dealers
      // € 4,13 off their net), minimum gross (decision 095).
      {
        id: 2,
        code: 'KOFFIE5',
        kind: 'amount',
        value: 500,
        amountBasis: 'gross',
        minOrder: 2500,
        minOrderBasis: 'gross',
      },
      { id: 3, code: 'VERLOPEN', kind: 'percent', value: 20, validUntil: new Date(Date.UTC(2024, 0, 1)) },
    ]);
    await resetSequences(tx);
    await indexSearch(tx, null);
    await insertAll(tx, s.shopSettings, [{ key: 'seed_version', value: SEED_VERSION }]);
  });
  // Fresh statistics, so the planner knows the tables are no longer empty.
  await db.execute(sql`ANALYZE`);

  return {
    products: catalogue.products.length,
    categories: catalogue.categories.length,
    dealers: dealers.length,
    pages: pages.pages.length,
  };
}

/** Rows were inserted with explicit ids: move every id sequence past them. */
async function resetSequences(tx: AnyTx): Promise<void> {
  const tables = [
    'brands',
    'categories',
    'products',
    'attributes',
    'attribute_values',
    'product_options',
    'specs',
    'spec_values',
    'product_pros_cons',
    'product_reference_numbers',
    'product_questions',
    'product_pdfs',
    'reviews',
    'menus',
    'menu_items',
    'pages',
    'countries',
    'customers',
    'addresses',
    'discount_codes',
    'dealers',
    'orders',
    'order_lines',
    'inspections',
    'offers',
    'offer_lines',
    'safety_types',
  ];
  for (const table of tables) {
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 0) + 1, false)`,
      ),
    );
  }
}

/**
 * Orders, favourites, inspections and quotes for the demo accounts (issue 5): klant@demo.nl has an
 * order in each status 1–6, three favourites, two machines (one inspection due within 30 days of
 * the seed date, one later) and two quotes (one open, one expired); dealer@demo.nl two orders;
 * offerte@demo.nl and quote@demo.nl open quotes only (QUOTE_JOURNEY_RUNS each).
 * Amounts are integer cents, priced as a cart in the Netherlands would be (api/cart/totals.ts).
 */
async function seedAccountData(tx: AnyTx, catalogue: ReturnType<typeof buildCatalogue>): Promise<void> {
  const nameOf = new Map(
    catalogue.productTranslations
      .filter((t) => t.languageId === 1)
      .map((t) => [t.productId, t.name] as const),
  );
  const options = catalogue.productOptions.filter((o) => o.isDefault).slice(0, 40);
  const taxClassOf = new Map(catalogue.products.map((p) => [p.id, p.taxClass] as const));
  const day = 86_400_000;
  const seedDay = Date.UTC(2026, 10, 1);
  const invoice = {
    firstname: 'Sanne',
    middle_name: 'de',
    lastname: 'Vries',
    street: 'Oudegracht',
    house_number: '11',
    postcode: '3511 AB',
    city: 'Utrecht',
    country_id: 1,
    country: 'Nederland',
  };
  const orderRows: (typeof s.orders.$inferInsert)[] = [];
  const lineRows: (typeof s.orderLines.$inferInsert)[] = [];
  let lineId = 0;
  const plan: [number, number, number][] = [
    // [order id, customer id, status]
    [1, 1, 1],
    [2, 1, 2],
    [3, 1, 3],
    [4, 1, 4],
    [5, 1, 5],
    [6, 1, 6],
    [7, 2, 3],
    [8, 2, 5],
  ];
  for (const [id, customerId, statusId] of plan) {
    const picked = [options[(id * 3) % options.length]!, options[(id * 7 + 1) % options.length]!];
    const priced = picked.map((o, i) => ({
      netCents: o.priceNet,
      amount: i + 1,
      rate: vatRateData.NL![taxClassOf.get(o.productId) ?? 'high'],
    }));
    priced.forEach((l, i) => {
      const o = picked[i]!;
      lineRows.push({
        id: ++lineId,
        orderId: id,
        productOptionId: o.id,
        sku: o.sku,
        name: nameOf.get(o.productId) ?? o.sku,
        optionName: '',
        amount: l.amount,
        priceNet: o.priceNet,
        priceGross: grossCents(o.priceNet, l.rate),
        vatRate: l.rate,
      });
    });
    const [postnl] = shippingRateData.NL!;
    const t = cartTotals(priced, null, { priceGross: postnl![1], freeFromGross: postnl![2] }, postnl![2]!);
    orderRows.push({
      id,
      customerId,
      number: `KK-2026-${String(1000 + id)}`,
      statusId,
      totalNet: t.toPay,
      totalGross: t.toPayGross,
      shippingNet: t.shipping,
      shippingGross: t.shippingGross,
      vatLines: t.vatLines,
      paymentMethod: 'ideal',
      invoiceAddress: invoice,
      deliveryAddress: invoice,
      createdAt: new Date(seedDay - (60 - id * 7) * day),
    });
  }
  await insertAll(tx, s.orders, orderRows);
  await insertAll(tx, s.orderLines, lineRows);
  // Reviews written from an order (decision 095): the customer reviewed a product of two of her
  // delivered orders; only these carry "verified purchase" (the catalogue's reviews are unchecked).
  await insertAll(
    tx,
    s.reviews,
    [3, 5].map((orderId, i) => {
      const line = lineRows.find((l) => l.orderId === orderId)!;
      const productId = options.find((o) => o.id === line.productOptionId)!.productId;
      return {
        productId,
        languageId: 1,
        author: 'Sanne',
        rating: [9, 8][i]!,
        title: ['Precies wat ik zocht', 'Goed, snel geleverd'][i]!,
        body: [
          'Besteld en binnen twee dagen in huis. Doet wat het belooft.',
          'Netjes verpakt en snel bezorgd. Een punt minder omdat de handleiding alleen in het Engels was.',
        ][i]!,
        orderId,
        createdAt: new Date(seedDay - (60 - orderId * 7 - 6) * day),
      };
    }),
  );
  // A visitor's review in English, as the review form takes it: not from an order, and without a
  // translation (nothing is machine-translated; decision 103), so a Dutch page keeps it behind
  // its "show in English" button until staff add one.
  const reviewed = catalogue.machineIds[2]!;
  await insertAll(tx, s.reviews, [
    {
      productId: reviewed,
      languageId: 4,
      author: 'Tom',
      rating: 8,
      title: 'Great shots once you dial it in',
      body: 'It took me a week and a kilo of beans to get the grind right, but the espresso is now better than at my local café. The steam wand is strong enough for latte art.',
      createdAt: new Date(seedDay - 12 * day),
    },
  ]);
  await insertAll(
    tx,
    s.favorites,
    [options[2]!, options[5]!, options[9]!].map((o, i) => ({
      customerId: 1,
      productId: o.productId,
      createdAt: new Date(seedDay - i * day),
    })),
  );
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  await insertAll(tx, s.inspections, [
    {
      id: 1,
      customerId: 1,
      productId: options[0]!.productId,
      model: nameOf.get(options[0]!.productId) ?? 'Espressomachine',
      serialNumber: 'SN-2024-00417',
      purchaseDate: '2024-03-14',
      inspectionDate: '2025-11-20',
      result: 'Goedgekeurd',
      nextDue: iso(seedDay + 20 * day),
    },
    {
      id: 2,
      customerId: 1,
      productId: options[1]!.productId,
      model: nameOf.get(options[1]!.productId) ?? 'Koffiemolen',
      serialNumber: 'SN-2025-01288',
      purchaseDate: '2025-06-02',
      inspectionDate: null,
      result: '',
      nextDue: iso(seedDay + 200 * day),
    },
  ]);
  await insertAll(tx, s.offers, [
    {
      id: 1,
      customerId: 1,
      token: 'demo-offer-open-8f3c2a91d4',
      number: 'OF-2026-0101',
      validUntil: iso(seedDay + 365 * day),
      createdAt: new Date(seedDay - 5 * day),
    },
    {
      id: 2,
      customerId: 1,
      token: 'demo-offer-expired-27b9e0c6',
      number: 'OF-2026-0087',
      validUntil: '2026-01-31',
      createdAt: new Date(Date.UTC(2026, 0, 2)),
    },
    // Open quotes only the offer-link browser journey uses (tests/e2e/offer-link.e2e.ts), one per
    // language, of another customer than the dashboard's (klant@demo.nl keeps two quotes).
    ...(['nl', 'en'] as const).map((lang, i) => ({
      id: 3 + i,
      customerId: 6,
      token: `demo-offer-journey-${lang}-4b7e19d2`,
      number: `OF-2026-011${i}`,
      remarks:
        lang === 'nl' ? 'Prijzen inclusief installatie-advies.' : 'Prices include installation advice.',
      validUntil: iso(seedDay + 365 * day),
      createdAt: new Date(seedDay - 2 * day),
    })),
    // Open quotes the dashboard's quote-to-order journey uses (tests/e2e/offers.e2e.ts), of
    // offerte@demo.nl (nl) and quote@demo.nl (en): ordering uses one up, so there are enough for
    // that many runs on one data directory.
    ...(['nl', 'en'] as const).flatMap((lang, l) =>
      Array.from({ length: QUOTE_JOURNEY_RUNS }, (_, i) => ({
        id: 5 + l * QUOTE_JOURNEY_RUNS + i,
        customerId: 7 + l,
        token: `demo-offer-dashboard-${lang}-${i}-9c2e5b17`,
        number: `OF-2026-0${120 + l * QUOTE_JOURNEY_RUNS + i}`,
        validUntil: iso(seedDay + 365 * day),
        createdAt: new Date(seedDay - (10 - i) * day),
      })),
    ),
  ]);
  await insertAll(tx, s.offerLines, [
    {
      id: 1,
      offerId: 1,
      productOptionId: options[3]!.id,
      name: nameOf.get(options[3]!.productId) ?? '',
      amount: 1,
      priceNet: options[3]!.priceNet,
    },
    {
      id: 2,
      offerId: 1,
      productOptionId: options[4]!.id,
      name: nameOf.get(options[4]!.productId) ?? '',
      amount: 2,
      priceNet: options[4]!.priceNet,
    },
    {
      id: 3,
      offerId: 2,
      productOptionId: options[6]!.id,
      name: nameOf.get(options[6]!.productId) ?? '',
      amount: 1,
      priceNet: options[6]!.priceNet,
    },
    // The journey's quotes: two lines each of options with stock, 10 % below the list price.
    ...[3, 4].flatMap((offerId, i) =>
      options
        .filter((o) => (o.stock ?? 0) >= 10)
        .slice(4, 6)
        .map((o, j) => ({
          id: 4 + i * 2 + j,
          offerId,
          productOptionId: o.id,
          name: nameOf.get(o.productId) ?? '',
          amount: j + 1,
          priceNet: Math.round(o.priceNet * 0.9),
        })),
    ),
    // The dashboard journey's quotes: one each of two options with plenty of stock (each run takes
    // one), 5 % below the list price; offerte@demo.nl's and quote@demo.nl's options differ.
    ...(['nl', 'en'] as const).flatMap((_lang, l) => {
      const plenty = options.filter((o) => (o.stock ?? 0) >= 40).slice(l * 2, l * 2 + 2);
      return Array.from({ length: QUOTE_JOURNEY_RUNS }, (_, i) =>
        plenty.map((o, j) => ({
          id: 8 + (l * QUOTE_JOURNEY_RUNS + i) * 2 + j,
          offerId: 5 + l * QUOTE_JOURNEY_RUNS + i,
          productOptionId: o.id,
          name: nameOf.get(o.productId) ?? '',
          amount: 1,
          priceNet: Math.round(o.priceNet * 0.95),
        })),
      ).flat();
    }),
  ]);
}

function buildPages(rng: ReturnType<typeof createRandom>, machineIds: number[]) {
  // Later pages are appended: earlier pages keep their ids.
  const defs: PageDef[] = [...contentPages, ...recipePages, ...faqPages, ...morePages, ...moreFaqPages];
  const ids = new Map<string, number>();
  const uris = new Map<string, [string, string]>();
  const pages: (typeof s.pages.$inferInsert)[] = [];
  const translations: (typeof s.pageTranslations.$inferInsert)[] = [];
  defs.forEach((def, i) => {
    const id = i + 1;
    ids.set(def.key, id);
    const parentId = def.parent ? ids.get(def.parent)! : null;
    const parentUri = def.parent ? uris.get(def.parent)! : null;
    const uri: [string, string] =
      def.typeCode === 'faq_category'
        ? [`/service/faq/${def.slug[0]}`, `/service/faq/${def.slug[1]}`]
        : parentUri
          ? [`${parentUri[0]}/${def.slug[0]}`, `${parentUri[1]}/${def.slug[1]}`]
          : [`/${def.slug[0]}`, `/${def.slug[1]}`];
    uris.set(def.key, uri);
    pages.push({
      id,
      parentId,
      typeCode: def.typeCode,
      sort: i,
      hasImage: Boolean(def.image),
      colourScheme: def.colour ? colourScheme(def.colour) : null,
      extraFields: def.extra ?? [],
    });
    [1, 4].forEach((languageId, l) => {
      const title = def.title[l]!;
      translations.push({
        pageId: id,
        languageId,
        title,
        slug: def.slug[l]!,
        uri: uri[l]!,
        metaTitle: title,
        metaDescription: def.intro[l] || null,
        intro: def.intro[l]!,
        content: def.content[l]!,
      });
    });
  });
  // The first recipe category's recipes only: the random draws (and so the rest of the shop) stay as they were.
  const recipeIds = defs
    .filter((d) => d.typeCode === 'recipe' && d.parent === 'recipes')
    .map((d) => ids.get(d.key)!);
  const productPages: (typeof s.productPages.$inferInsert)[] = [];
  for (const productId of machineIds) {
    for (const pageId of rng.sample(recipeIds, 2)) productPages.push({ productId, pageId });
  }
  return { pages, translations, productPages };
}

function buildMenus() {
  const menus: (typeof s.menus.$inferInsert)[] = [];
  const translations: (typeof s.menuTranslations.$inferInsert)[] = [];
  const items: (typeof s.menuItems.$inferInsert)[] = [];
  const itemTranslations: (typeof s.menuItemTranslations.$inferInsert)[] = [];
  let itemId = 0;
  const addItems = (menuId: number, defs: MenuItemDef[], parentId: number | null) => {
    defs.forEach((def, i) => {
      itemId++;
      const id = itemId;
      items.push({
        id,
        menuId,
        parentId,
        sort: i,
        button: Boolean(def.button),
        dealerOnly: Boolean(def.dealerOnly),
        unit4Only: Boolean(def.unit4Only),
      });
      itemTranslations.push(
        { menuItemId: id, languageId: 1, title: def.title[0], uri: def.uri[0] },
        { menuItemId: id, languageId: 4, title: def.title[1], uri: def.uri[1] },
      );
      if (def.children) addItems(menuId, def.children, id);
    });
  };
  menuDefs.forEach((def, i) => {
    const id = i + 1;
    menus.push({ id, handle: def.handle });
    translations.push(
      { menuId: id, languageId: 1, title: def.title[0] },
      { menuId: id, languageId: 4, title: def.title[1] },
    );
    addItems(id, def.items, null);
  });
  return { menus, translations, items, itemTranslations };
}

async function seedCustomers(tx: AnyTx, passwordHash: string): Promise<void> {
  await insertAll(tx, s.customers, [
    {
      id: 1,
      email: 'klant@demo.nl',
      passwordHash,
      firstname: 'Sanne',
      middleName: 'de',
      lastname: 'Vries',
      phone: '+31 6 1234 5678',
      accountExists: true,
    },
    {
      id: 2,
      email: 'dealer@demo.nl',
      passwordHash,
      firstname: 'Dirk',
      middleName: '',
      lastname: 'Jansen',
      company: 'Koffiehuis Utrecht',
      accountExists: true,
      isDealer: true,
    },
    {
      id: 3,
      email: 'trade@demo.nl',
      passwordHash,
      firstname: 'Tessa',
      middleName: 'van',
      lastname: 'Dam',
      company: 'Horeca Groothandel Van Dam',
      accountExists: true,
      isUnit4: true,
    },
    {
      id: 4,
      email: 'gast@demo.nl',
      passwordHash,
      firstname: 'Gijs',
      middleName: '',
      lastname: 'Gast',
      accountExists: false,
    },
    {
      // For trying the forgot-password flow (the browser tests reset this one's password).
      id: 5,
      email: 'wachtwoord@demo.nl',
      passwordHash,
      firstname: 'Wim',
      middleName: '',
      lastname: 'Woord',
      accountExists: true,
    },
    {
      // The same in English (one account per language, so the two journeys never share one).
      id: 6,
      email: 'password@demo.nl',
      passwordHash,
      firstname: 'Penny',
      middleName: '',
      lastname: 'Word',
      accountExists: true,
      languageId: 4,
    },
    // For ordering a quote from the dashboard (tests/e2e/offers.e2e.ts), one account per language:
    // the journeys fill and order their account's cart, which must not be another journey's.
    {
      id: 7,
      email: 'offerte@demo.nl',
      passwordHash,
      firstname: 'Olga',
      middleName: '',
      lastname: 'Ferwerda',
      accountExists: true,
    },
    {
      id: 8,
      email: 'quote@demo.nl',
      passwordHash,
      firstname: 'Quinn',
      middleName: '',
      lastname: 'Oates',
      accountExists: true,
      languageId: 4,
    },
    // For deleting an account from the dashboard (issue 40, tests/e2e/my-data.e2e.ts), one per language.
    {
      id: 9,
      email: 'verwijder@demo.nl',
      passwordHash,
      firstname: 'Vera',
      middleName: '',
      lastname: 'Wijdeveld',
      phone: '+31 6 9876 5432',
      accountExists: true,
    },
    {
      id: 10,
      email: 'erase@demo.nl',
      passwordHash,
      firstname: 'Erin',
      middleName: '',
      lastname: 'Rase',
      phone: '+44 20 7946 0000',
      accountExists: true,
      languageId: 4,
    },
  ]);
  const names: Record<number, { firstname: string; middleName: string; lastname: string; company: string }> =
    {
      1: { firstname: 'Sanne', middleName: 'de', lastname: 'Vries', company: '' },
      2: { firstname: 'Dirk', middleName: '', lastname: 'Jansen', company: 'Koffiehuis Utrecht' },
      3: { firstname: 'Tessa', middleName: 'van', lastname: 'Dam', company: 'Horeca Groothandel Van Dam' },
      7: { firstname: 'Olga', middleName: '', lastname: 'Ferwerda', company: '' },
      8: { firstname: 'Quinn', middleName: '', lastname: 'Oates', company: '' },
    };
  const address = (
    id: number,
    customerId: number,
    type: 'invoice' | 'delivery',
    isPrimary: boolean,
    street: string,
    city: string,
  ) => ({
    id,
    customerId,
    type,
    isPrimary,
    ...names[customerId]!,
    street,
    houseNumber: String(10 + id),
    postcode: `35${10 + id} AB`,
    city,
    countryId: 1,
  });
  await insertAll(tx, s.addresses, [
    address(1, 1, 'invoice', true, 'Oudegracht', 'Utrecht'),
    address(2, 1, 'delivery', true, 'Oudegracht', 'Utrecht'),
    address(3, 1, 'delivery', false, 'Biltstraat', 'Utrecht'),
    address(4, 2, 'invoice', true, 'Vredenburg', 'Utrecht'),
    address(5, 3, 'invoice', true, 'Industrieweg', 'Nieuwegein'),
    address(6, 7, 'invoice', true, 'Lange Nieuwstraat', 'Utrecht'),
    address(7, 8, 'invoice', true, 'Nobelstraat', 'Utrecht'),
  ]);
}
