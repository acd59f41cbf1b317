/**
 * Where photos live (decision 097): originals in the database (`photo_originals`, once per content
 * hash), a product's photos in order (`product_photos`). The database is what every API instance
 * shares already, so a photo added through one instance is served by all; the sizes and formats
 * made from an original are a cache (photo-cache.ts), not a store.
 */
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { photoOriginals, productOptions, productPhotos, products } from '../db/schema.ts';
import { HttpError, notFound } from '../errors.ts';
import { photoUrl } from '../products/cards.ts';
import { drawingFacts, drawingSvg } from './drawing-photos.ts';
import { normalisePhoto, type Original, rasteriseDrawing } from './photo-pipeline.ts';

/** A product holds at most this many photos. */
export const MAX_PHOTOS_PER_PRODUCT = 24;

export interface StoredPhoto {
  productId: number;
  position: number;
  hash: string;
  width: number;
  height: number;
  byteSize: number;
  url: string;
}

export function createPhotoStore(db: Db) {
  const rendering = new Map<string, Promise<Original | undefined>>();
  /** A drawing's original, rendered now (its first request) and kept under its hash. */
  async function renderDrawing(hash: string): Promise<Original | undefined> {
    const [row] = await db
      .select({ productId: productPhotos.productId, position: productPhotos.position })
      .from(productPhotos)
      .where(and(eq(productPhotos.hash, hash), eq(productPhotos.source, 'drawing')))
      .limit(1);
    if (!row) return undefined;
    const [facts] = await drawingFacts(db, [row.productId]);
    if (!facts) return undefined;
    const normalised = await normalisePhoto(await rasteriseDrawing(drawingSvg(facts, row.position)));
    const original = { ...normalised, hash };
    await db
      .insert(photoOriginals)
      .values({
        hash,
        bytes: original.bytes,
        byteSize: original.bytes.length,
        width: original.width,
        height: original.height,
        format: original.format,
      })
      .onConflictDoNothing();
    return original;
  }

  return {
    /** The original with this hash (a drawing's is rendered on its first request); undefined: none. */
    async original(hash: string): Promise<Original | undefined> {
      const [row] = await db
        .select({
          bytes: photoOriginals.bytes,
          width: photoOriginals.width,
          height: photoOriginals.height,
          format: photoOriginals.format,
        })
        .from(photoOriginals)
        .where(eq(photoOriginals.hash, hash));
      if (row) return { hash, ...row, bytes: Buffer.from(row.bytes) };
      // A drawing's first requests (its sizes and formats at once) render it once.
      let pending = rendering.get(hash);
      if (!pending) {
        pending = renderDrawing(hash).finally(() => rendering.delete(hash));
        rendering.set(hash, pending);
      }
      return pending;
    },

    /**
     * Adds a photo (checked and normalised: normalisePhoto) to the product with this SKU (its own or
     * one of its options'), after its other photos; the demo's drawings make way for the first real
     * one. Nothing is stored when the photo or the SKU is refused.
     */
    async add(
      sku: string,
      file: Buffer,
      limits?: Parameters<typeof normalisePhoto>[1],
    ): Promise<StoredPhoto> {
      const productId = await productIdOf(db, sku);
      if (productId === undefined) throw notFound(`There is no product with SKU ${sku}`);
      const original = await normalisePhoto(file, limits);
      return db.transaction(async (tx) => {
        // One writer per product at a time, so two uploads do not take the same position.
        await tx.execute(sql`SELECT 1 FROM ${products} WHERE ${products.id} = ${productId} FOR UPDATE`);
        await tx
          .delete(productPhotos)
          .where(and(eq(productPhotos.productId, productId), eq(productPhotos.source, 'drawing')));
        const [last] = await tx
          .select({ position: max(productPhotos.position), n: sql<number>`count(*)::int` })
          .from(productPhotos)
          .where(eq(productPhotos.productId, productId));
        if ((last?.n ?? 0) >= MAX_PHOTOS_PER_PRODUCT)
          throw new HttpError(
            400,
            'too_many_photos',
            `A product has at most ${MAX_PHOTOS_PER_PRODUCT} photos`,
          );
        const position = (last?.position ?? 0) + 1;
        await tx
          .insert(photoOriginals)
          .values({
            hash: original.hash,
            bytes: original.bytes,
            byteSize: original.bytes.length,
            width: original.width,
            height: original.height,
            format: original.format,
          })
          .onConflictDoNothing();
        await tx.insert(productPhotos).values({
          productId,
          position,
          hash: original.hash,
          source: 'upload',
          byteSize: original.bytes.length,
          width: original.width,
          height: original.height,
        });
        await tx
          .update(products)
          .set({ photoCount: (last?.n ?? 0) + 1 })
          .where(eq(products.id, productId));
        return {
          productId,
          position,
          hash: original.hash,
          width: original.width,
          height: original.height,
          byteSize: original.bytes.length,
          url: photoUrl(original.hash),
        };
      });
    },
  };
}
export type PhotoStore = ReturnType<typeof createPhotoStore>;

async function productIdOf(db: Db, sku: string): Promise<number | undefined> {
  const [own] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku)).limit(1);
  if (own) return own.id;
  const [option] = await db
    .select({ id: productOptions.productId })
    .from(productOptions)
    .where(eq(productOptions.sku, sku))
    .limit(1);
  return option?.id;
}
