/** GET /dealers: every dealer for the map's markers, or the nearest ones to a point with their distance. */
import type { Language } from '../http/language.ts';
import type { DealerRepository, DealerRow } from './repository.ts';

/** The most dealers one nearest-dealer search answers (spec 9: dealer search limit 10). */
export const MAX_NEAREST = 10;

function toDealer(row: DealerRow, lang: Language) {
  return {
    id: row.id,
    company: row.company,
    addr: row.addr,
    postcode: row.postcode,
    city: row.city,
    country: row.countryIso,
    country_name: lang.locale === 'en' ? row.countryEn : row.countryNl,
    phone: row.phone,
    email: row.email,
    website: row.website,
    /** 1: a shop; 0: a distributor */
    is_shop: row.isShop,
    location: { lat: row.lat, lng: row.lng },
  };
}

export function createDealerService(repo: DealerRepository) {
  return {
    async all(lang: Language) {
      return (await repo.all()).map((row) => toDealer(row, lang));
    },
    /** Nearest first; `distance` in km, to the metre. */
    async nearest(lang: Language, lat: number, lng: number, limit: number) {
      return (await repo.nearest(lat, lng, limit)).map((row) => ({
        ...toDealer(row, lang),
        distance: Math.round(row.distance * 1000) / 1000,
      }));
    },
  };
}
export type DealerService = ReturnType<typeof createDealerService>;
