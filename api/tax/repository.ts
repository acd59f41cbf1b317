/** Reads of the VAT and shipping data per country (decision 050). */
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import type { TaxClass } from '../db/schema.ts';
import { STANDARD_RATE } from '../lib/money.ts';
import { type Destination, HOME_COUNTRY_ISO } from './destination.ts';

interface DestinationRow {
  id: number;
  iso: string;
  eu: boolean;
  ships: boolean;
  rates: Record<string, number> | null;
  home_rates: Record<string, number> | null;
  shipping:
    | {
        method_id: number;
        price_gross: number;
        free_from_gross: number | null;
        days_min?: number | null;
        days_max?: number | null;
      }[]
    | null;
}

/** The country (by id) with its rates, the home rates and its shipping prices; undefined when unknown. */
export async function loadDestination(db: Db, countryId: number): Promise<Destination | undefined> {
  const rows = rowsOf<DestinationRow>(
    await db.execute(sql`
      SELECT c.id, c.iso, c.eu, c.ships,
        (SELECT json_object_agg(r.tax_class, r.rate) FROM vat_rates r WHERE r.country_id = c.id) AS rates,
        (SELECT json_object_agg(r.tax_class, r.rate) FROM vat_rates r JOIN countries h ON h.id = r.country_id
          WHERE h.iso = ${HOME_COUNTRY_ISO}) AS home_rates,
        (SELECT json_agg(json_build_object('method_id', s.method_id, 'price_gross', s.price_gross,
            'free_from_gross', s.free_from_gross, 'days_min', s.delivery_days_min,
            'days_max', s.delivery_days_max) ORDER BY s.method_id)
          FROM shipping_rates s WHERE s.country_id = c.id) AS shipping
      FROM countries c WHERE c.id = ${countryId}`),
  );
  const row = rows[0];
  if (!row) return undefined;
  const rates = (value: Record<string, number> | null) =>
    Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k, Number(v)])) as Partial<
      Record<TaxClass, number>
    >;
  return {
    country: { id: Number(row.id), iso: row.iso, eu: Boolean(row.eu), ships: Boolean(row.ships) },
    rates: rates(row.rates),
    homeRates: rates(row.home_rates),
    shipping: (row.shipping ?? []).map((s) => ({
      methodId: Number(s.method_id),
      priceGross: Number(s.price_gross),
      freeFromGross: s.free_from_gross === null ? null : Number(s.free_from_gross),
      deliveryDaysMin: s.days_min == null ? null : Number(s.days_min),
      deliveryDaysMax: s.days_max == null ? null : Number(s.days_max),
    })),
  };
}

/**
 * The home rate (basis points) of a product option's tax class, as SQL: what a quote's or the
 * catalogue's line is grossed at; the standard rate for an option no longer there.
 */
export function homeRateOfOptionSql(optionId: unknown) {
  return sql<number>`coalesce((SELECT r.rate FROM product_options po
    JOIN products p ON p.id = po.product_id
    JOIN vat_rates r ON r.tax_class = p.tax_class
    JOIN countries c ON c.id = r.country_id AND c.iso = ${HOME_COUNTRY_ISO}
    WHERE po.id = ${optionId}), ${STANDARD_RATE})::int`;
}
