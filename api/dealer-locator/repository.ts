/** Dealers with their country, all of them or the nearest to a point (great-circle distance in SQL). */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, dealers } from '../db/schema.ts';

/** Mean earth radius (IUGG), in km: what the haversine distance below is measured with. */
const EARTH_RADIUS_KM = 6371.0088;

const columns = {
  id: dealers.id,
  company: dealers.company,
  addr: dealers.addr,
  postcode: dealers.postcode,
  city: dealers.city,
  countryIso: countries.iso,
  countryNl: countries.nameNl,
  countryEn: countries.nameEn,
  phone: dealers.phone,
  email: dealers.email,
  website: dealers.website,
  isShop: dealers.isShop,
  lat: dealers.lat,
  lng: dealers.lng,
};

export type DealerRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

/**
 * Haversine distance in km from (lat, lng) to the dealer: plain SQL functions that PostgreSQL and
 * PGlite both have (no PostGIS or earthdistance). `least(1, …)` keeps rounding from giving asin > 1.
 */
function distanceFrom(lat: number, lng: number) {
  const la = sql`${lat}::float8`;
  const lo = sql`${lng}::float8`;
  return sql<number>`${EARTH_RADIUS_KM}::float8 * 2 * asin(sqrt(least(1, power(sin(radians(${dealers.lat} - ${la}) / 2), 2) + cos(radians(${la})) * cos(radians(${dealers.lat})) * power(sin(radians(${dealers.lng} - ${lo}) / 2), 2))))`;
}

export function createDealerRepository(db: Db) {
  return {
    /** Every dealer, by country (the shop's order), city and company. */
    async all(): Promise<DealerRow[]> {
      return db
        .select(columns)
        .from(dealers)
        .innerJoin(countries, eq(countries.id, dealers.countryId))
        .orderBy(asc(countries.sort), asc(dealers.city), asc(dealers.company), asc(dealers.id));
    },
    /** The `limit` dealers nearest to the point, nearest first, with their distance in km. */
    async nearest(lat: number, lng: number, limit: number): Promise<(DealerRow & { distance: number })[]> {
      const distance = distanceFrom(lat, lng);
      return db
        .select({ ...columns, distance: sql<number>`${distance}`.mapWith(Number).as('distance') })
        .from(dealers)
        .innerJoin(countries, eq(countries.id, dealers.countryId))
        .orderBy(sql`distance`, asc(dealers.id))
        .limit(limit);
    },
  };
}
export type DealerRepository = ReturnType<typeof createDealerRepository>;
