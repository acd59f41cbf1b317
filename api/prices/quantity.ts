/** A product's net quantity as SQL (decision 095): what the unit price is computed from. */
import { type AnyColumn, getTableName, sql } from 'drizzle-orm';
import type { NetQuantity } from './unit-price.ts';

/**
 * Its first net-quantity spec's value and unit as a JSON object, or null. Every name is written
 * qualified: drizzle leaves the outer query's columns unqualified when it has no join, and
 * product_spec_values has a product_id of its own.
 */
export const netQuantityOf = (productId: AnyColumn) => {
  const outer = sql.raw(`"${getTableName(productId.table)}"."${productId.name}"`);
  return sql<NetQuantity | null>`(select json_build_object('value', nq_v.numeric_value, 'unit', nq_s.unit)
    from product_spec_values nq_p join spec_values nq_v on nq_v.id = nq_p.spec_value_id
    join specs nq_s on nq_s.id = nq_v.spec_id
    where nq_p.product_id = ${outer} and nq_s.net_quantity and nq_v.numeric_value > 0
    order by nq_s.sort, nq_s.id limit 1)`;
};

/** The subselect's value as read: drivers give json as an object, some as its text. */
export const parsedQuantity = (q: NetQuantity | string | null): NetQuantity | null =>
  typeof q === 'string' ? (JSON.parse(q) as NetQuantity) : q;
