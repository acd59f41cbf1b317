/** A product's net quantity as SQL (decision 095): what the unit price is computed from. */
import { type AnyColumn, sql } from 'drizzle-orm';
import { productSpecValues, specs, specValues } from '../db/schema.ts';
import type { NetQuantity } from './unit-price.ts';

/** Its first net-quantity spec's value and unit as a JSON object, or null. */
export const netQuantityOf = (productId: AnyColumn) =>
  sql<NetQuantity | null>`(select json_build_object('value', ${specValues.numericValue}, 'unit', ${specs.unit})
    from ${productSpecValues} join ${specValues} on ${specValues.id} = ${productSpecValues.specValueId}
    join ${specs} on ${specs.id} = ${specValues.specId}
    where ${productSpecValues.productId} = ${productId} and ${specs.netQuantity} and ${specValues.numericValue} > 0
    order by ${specs.sort}, ${specs.id} limit 1)`;

/** The subselect's value as read: drivers give json as an object, some as its text. */
export const parsedQuantity = (q: NetQuantity | string | null): NetQuantity | null =>
  typeof q === 'string' ? (JSON.parse(q) as NetQuantity) : q;
