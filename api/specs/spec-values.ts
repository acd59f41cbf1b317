/**
 * The spec-value join, written once: a spec value (spec_values) with its spec (specs) and both
 * titles (spec_translations, spec_value_translations) in the same language, and the products that
 * have it (product_spec_values). The repositories choose the columns, conditions and order:
 *
 *   withProductSpecTitles(db.select({ … }).from(productSpecValues).$dynamic(), languageId).where(…)
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  productSpecValues,
  specs,
  specTranslations,
  specValues,
  specValueTranslations,
} from '../db/schema.ts';

/**
 * Joins the spec and both titles, in `languageId`, to a query over spec_values: a value whose spec
 * or value has no title in that language is left out (no fallback). Without a language: a row per
 * language in which both have a title (`specTranslations.languageId` says which).
 */
export function withSpecTitles<Q extends PgSelect>(query: Q, languageId?: number) {
  return query
    .innerJoin(specs, eq(specs.id, specValues.specId))
    .innerJoin(
      specTranslations,
      and(
        eq(specTranslations.specId, specs.id),
        languageId === undefined ? undefined : eq(specTranslations.languageId, languageId),
      ),
    )
    .innerJoin(
      specValueTranslations,
      and(
        eq(specValueTranslations.specValueId, specValues.id),
        eq(specValueTranslations.languageId, languageId ?? specTranslations.languageId),
      ),
    );
}

/** A query over product_spec_values with the values, their spec and titles, as in `withSpecTitles`. */
export function withProductSpecTitles<Q extends PgSelect>(query: Q, languageId: number) {
  return withSpecTitles(
    query.innerJoin(specValues, eq(specValues.id, productSpecValues.specValueId)),
    languageId,
  );
}

/**
 * Ids of the products with a value of the spec that meets `condition` (over `specValues` and
 * `productSpecValues`): a subquery for `inArray(products.id, …)`.
 */
export function productsWithSpecValue(db: Db, specId: number, condition: SQL) {
  return db
    .select({ id: productSpecValues.productId })
    .from(productSpecValues)
    .innerJoin(specValues, eq(specValues.id, productSpecValues.specValueId))
    .where(and(eq(specValues.specId, specId), condition));
}
