/**
 * The demo's photos: each product's drawing (api/media/svg.ts) in its views, through the same
 * pipeline as a retailer's photos (decision 097). The seed writes one `product_photos` row per view
 * whose hash is the drawing's (SHA-256 of its SVG, drawn without the product's name, so the many
 * products that look alike share one); the raster original (1,600 px) is made on the first request
 * for it and stored once (photo-store.ts), so seeding stays quick however many products there are.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categoryTranslations, type productPhotos } from '../db/schema.ts';
import { contentHash } from './photo-pipeline.ts';
import { type ProductFacts, productFacts } from './repository.ts';
import { lookOf, productSvg } from './svg.ts';

const NL = 1;
const EN = 4;
/** The raster original's size: a drawing is square. */
export const DRAWING_SIZE = 1600;

/** A product's facts with its primary category's paths (Dutch, then English) in place of its id. */
type Facts = Omit<ProductFacts, 'categoryId'> & { categoryUris: string[] };

/** The drawing of a product in view `n` (1-based), without its name (the label is no part of the picture). */
export const drawingSvg = (facts: Omit<Facts, 'id' | 'photoCount'>, n: number) =>
  productSvg(lookOf(facts), n, '');

export const drawingHash = (svg: string) => contentHash(`drawing-v1\n${svg}`);

/**
 * What the drawings of these products (all, without a list) are made from: their facts
 * (repository.ts), and their primary category's paths as the category index gives them.
 */
export async function drawingFacts(db: Pick<Db, 'select'>, ids?: number[]): Promise<Facts[]> {
  const facts = await productFacts(db, ids);
  const uris = await db
    .select({
      id: categoryTranslations.categoryId,
      languageId: categoryTranslations.languageId,
      uri: categoryTranslations.uri,
    })
    .from(categoryTranslations)
    .where(inArray(categoryTranslations.languageId, [NL, EN]));
  const uriOf = new Map(uris.map((u) => [`${u.id}:${u.languageId}`, u.uri]));
  return facts.map(({ categoryId, ...p }) => ({
    ...p,
    // As the category index gives them (api/media/routes.ts): Dutch, then English.
    categoryUris:
      categoryId === null
        ? []
        : [uriOf.get(`${categoryId}:${NL}`) ?? '', uriOf.get(`${categoryId}:${EN}`) ?? ''],
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
