/**
 * Offers (quotes) as the offer link reads them (decision 021): by their public token or as one
 * customer's own, with their lines and what each line's option is today (null when it is gone).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { optionNameSql } from '../cart/repository.ts';
import type { Db } from '../db/client.ts';
import {
  offerLines,
  offers,
  productOptions,
  productPhotos,
  products,
  productTranslations,
} from '../db/schema.ts';
import { homeRateOfOptionSql } from '../tax/repository.ts';

export type OfferRow = typeof offers.$inferSelect;

export function createOfferRepository(db: Db) {
  return {
    async byToken(token: string): Promise<OfferRow | undefined> {
      const [row] = await db.select().from(offers).where(eq(offers.token, token));
      return row;
    },

    /** The customer's own offer (undefined for anyone else's). */
    async ownById(customerId: number, id: number): Promise<OfferRow | undefined> {
      const [row] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.id, id), eq(offers.customerId, customerId)));
      return row;
    },

    /** The quote's lines at its own prices; `option` is null when the option is no longer sold. */
    async lines(offerId: number, languageId: number) {
      return db
        .select({
          poId: offerLines.productOptionId,
          quotedName: offerLines.name,
          amount: offerLines.amount,
          priceNet: offerLines.priceNet,
          rate: homeRateOfOptionSql(offerLines.productOptionId),
          productId: products.id,
          name: productTranslations.name,
          slug: productTranslations.slug,
          sku: productOptions.sku,
          optionName: optionNameSql(productOptions.id, languageId),
          /** the product's first photo (decision 097); null: its drawing's SVG */
          photoHash: sql<
            string | null
          >`(select ${productPhotos.hash} from ${productPhotos} where ${productPhotos.productId} = ${products.id} order by ${productPhotos.position} limit 1)`,
        })
        .from(offerLines)
        .leftJoin(productOptions, eq(productOptions.id, offerLines.productOptionId))
        .leftJoin(products, and(eq(products.id, productOptions.productId), eq(products.active, true)))
        .leftJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.languageId, languageId)),
        )
        .where(eq(offerLines.offerId, offerId))
        .orderBy(asc(offerLines.id));
    },
  };
}
export type OfferRepository = ReturnType<typeof createOfferRepository>;
