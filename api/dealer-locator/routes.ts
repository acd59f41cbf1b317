/**
 * The public dealer locator (decision 019): every dealer for the map, or the nearest to a point.
 * What only logged-in dealers get (downloads, price lists, quick order) is api/dealer.
 */
import { Router } from 'express';
import type { Db } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { contractAnswer, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { createDealerRepository } from './repository.ts';
import { createDealerService, type DealerService, MAX_NEAREST } from './service.ts';

/**
 * `GET /dealers` → `{ data: Dealer[] }`, every dealer (for the map's markers);
 * `GET /dealers?lat=&lng=&limit=` → the nearest `limit` (default and at most 10), with `distance` in km.
 */
function dealerLocatorRoutes(service: DealerService): Router {
  const router = Router();
  router.get('/dealers', async (req, res) => {
    const { lat, lng, limit } = contractQuery(req, 'listDealers');
    const lang = languageOf(req);
    if (lat === undefined && lng === undefined) {
      if (limit !== undefined) throw badRequest('limit needs lat and lng');
      contractAnswer(res, 'listDealers', { data: await service.all(lang) });
      return;
    }
    if (lat === undefined || lng === undefined) throw badRequest('lat and lng go together');
    contractAnswer(res, 'listDealers', { data: await service.nearest(lang, lat, lng, limit ?? MAX_NEAREST) });
  });
  return router;
}

/** The routes with their service, for app.ts's one line. */
export const dealerLocator = (db: Db) => dealerLocatorRoutes(createDealerService(createDealerRepository(db)));
