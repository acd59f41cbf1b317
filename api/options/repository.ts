/** A product's options (po_id) with their attribute values, titled in one language. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  productOptions,
  productOptionValues,
  products,
  productTranslations,
} from '../db/schema.ts';
import { netQuantityOf } from '../prices/quantity.ts';

export function createOptionRepository(db: Db) {
  return {
    /** The active product's name, or undefined. */
    async productName(productId: number, languageId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: productTranslations.name })
        .from(products)
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.languageId, languageId)),
        )
        .where(and(eq(products.id, productId), eq(products.active, true)));
      return row?.name;
    },

    async options(productId: number) {
      return db
        .select({
          id: productOptions.id,
          sku: productOptions.sku,
          priceNet: productOptions.priceNet,
          priceGross: productOptions.priceGross,
          oldPriceNet: productOptions.oldPriceNet,
          oldPriceGross: productOptions.oldPriceGross,
          stock: productOptions.stock,
          quantity: netQuantityOf(productOptions.productId),
        })
        .from(productOptions)
        .where(eq(productOptions.productId, productId))
        .orderBy(asc(productOptions.sort), asc(productOptions.id));
    },

    /** Every (option, attribute value) pair of these options, with titles; in attribute and value order. */
    async optionValues(optionIds: number[], languageId: number) {
      if (optionIds.length === 0) return [];
      return db
        .select({
          optionId: productOptionValues.productOptionId,
          attributeId: attributes.id,
          attributeTitle: attributeTranslations.title,
          valueId: attributeValues.id,
          valueTitle: attributeValueTranslations.title,
        })
        .from(productOptionValues)
        .innerJoin(attributeValues, eq(attributeValues.id, productOptionValues.attributeValueId))
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .innerJoin(
          attributeTranslations,
          and(
            eq(attributeTranslations.attributeId, attributes.id),
            eq(attributeTranslations.languageId, languageId),
          ),
        )
        .innerJoin(
          attributeValueTranslations,
          and(
            eq(attributeValueTranslations.attributeValueId, attributeValues.id),
            eq(attributeValueTranslations.languageId, languageId),
          ),
        )
        .where(inArray(productOptionValues.productOptionId, optionIds))
        .orderBy(
          asc(attributes.sort),
          asc(attributes.id),
          asc(attributeValues.sort),
          asc(attributeValues.id),
        );
    },
  };
}
export type OptionRepository = ReturnType<typeof createOptionRepository>;
