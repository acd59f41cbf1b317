/**
 * The demo's photos: each product's drawing (api/media/svg.ts) in its views, through the same
 * pipeline as a retailer's photos (decision 097). The seed writes one `product_photos` row per view
 * whose hash is the drawing's (SHA-256 of its SVG, drawn without the product's name, so the many
 * products that look alike share one); the raster original (1,600 px) is made on the first request
 * for it and stored once (photo-store.ts), so seeding stays quick however many products there are.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  categoryTranslations,
  type productPhotos,
  productSpecValues,
  products,
  productTranslations,
  specTranslations,
  specValueTranslations,
} from '../db/schema.ts';
import { withProductSpecTitles } from '../specs/spec-values.ts';
import { contentHash } from './photo-pipeline.ts';
import { lookOf, productSvg } from './svg.ts';

const NL = 1;
const EN = 4;
/** The raster original's size: a drawing is square. */
export const DRAWING_SIZE = 1600;

interface Facts {
  id: number;
  kind: string;
  photoCount: number;
  categoryUris: string[];
  names: string[];
  brand: string | null;
  burr: string | null;
  colourSpec: string | null;
}

/** The drawing of a product in view `n` (1-based), without its name (the label is no part of the picture). */
export const drawingSvg = (facts: Omit<Facts, 'id' | 'photoCount'>, n: number) =>
  productSvg(lookOf(facts), n, '');

export const drawingHash = (svg: string) => contentHash(`drawing-v1\n${svg}`);

/**
 * What the drawings of these products (all, without a list) are made from, in a few queries, one
 * after another: the seed asks them inside its transaction, one connection, where node-postgres
 * queues queries sent together and deprecates doing so (pg@9 refuses it).
 */
export async function drawingFacts(db: Pick<Db, 'select'>, ids?: number[]): Promise<Facts[]> {
  const only = (column: Parameters<typeof inArray>[0]): SQL | undefined =>
    ids ? inArray(column, ids) : undefined;
  const base = await db
    .select({
      id: products.id,
      kind: products.mediaKind,
      photoCount: products.photoCount,
      categoryId: products.primaryCategoryId,
      brand: brands.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(only(products.id))
    .orderBy(products.id);
  const names = await db
    .select({
      id: productTranslations.productId,
      languageId: productTranslations.languageId,
      name: productTranslations.name,
    })
    .from(productTranslations)
    .where(only(productTranslations.productId));
  const specs = await withProductSpecTitles(
    db
      .select({
        id: productSpecValues.productId,
        spec: specTranslations.title,
        value: specValueTranslations.title,
      })
      .from(productSpecValues)
      .$dynamic(),
    EN,
  ).where(and(only(productSpecValues.productId), inArray(specTranslations.title, ['Burrs', 'Colour'])));
  const uris = await db
    .select({
      id: categoryTranslations.categoryId,
      languageId: categoryTranslations.languageId,
      uri: categoryTranslations.uri,
    })
    .from(categoryTranslations)
    .where(inArray(categoryTranslations.languageId, [NL, EN]));
  const namesOf = new Map<number, { languageId: number; name: string }[]>();
  for (const n of names) namesOf.set(n.id, [...(namesOf.get(n.id) ?? []), n]);
  const specOf = new Map<string, string>();
  for (const s of specs) specOf.set(`${s.id}:${s.spec}`, s.value);
  const uriOf = new Map(uris.map((u) => [`${u.id}:${u.languageId}`, u.uri]));
  return base.map((p) => ({
    id: p.id,
    kind: p.kind,
    photoCount: p.photoCount,
    // As the category index gives them (api/media/routes.ts): Dutch, then English.
    categoryUris:
      p.categoryId === null
        ? []
        : [uriOf.get(`${p.categoryId}:${NL}`) ?? '', uriOf.get(`${p.categoryId}:${EN}`) ?? ''],
    names: (namesOf.get(p.id) ?? []).sort((a, b) => a.languageId - b.languageId).map((n) => n.name),
    brand: p.brand,
    burr: specOf.get(`${p.id}:Burrs`) ?? null,
    colourSpec: specOf.get(`${p.id}:Colour`) ?? null,
  }));
}

/** The `product_photos` rows of these products' drawings (one per view), and how many distinct drawings they are. */
export function drawingPhotoRows(facts: Facts[]) {
  const rows: (typeof productPhotos.$inferInsert)[] = [];
  const distinct = new Set<string>();
  for (const f of facts) {
    for (let n = 1; n <= f.photoCount; n++) {
      const hash = drawingHash(drawingSvg(f, n));
      distinct.add(hash);
      rows.push({
        productId: f.id,
        position: n,
        hash,
        source: 'drawing',
        width: DRAWING_SIZE,
        height: DRAWING_SIZE,
      });
    }
  }
  return { rows, distinct: distinct.size };
}
