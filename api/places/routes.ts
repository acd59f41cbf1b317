import { Router } from 'express';
import type { Db } from '../db/client.ts';
import { contractAnswer, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { createShopRepository } from '../shop/repository.ts';
import { mapLabels } from './map-labels.ts';
import { createPlaceService, MAX_PLACES, type PlaceService } from './service.ts';

/** A day: the labels change only with the place data, i.e. with a release. */
const LABELS_CACHE = 'public, max-age=86400';

/**
 * `GET /places?q=&limit=` → `{ data: Place[] }`: autocomplete and geocoding, best first (at most 8).
 * `GET /places/labels` → `{ data: MapLabel[] }`: the offline dealer map's place names (decision 049).
 */
function placeRoutes(service: PlaceService): Router {
  const router = Router();
  router.get('/places', async (req, res) => {
    const { q, limit } = contractQuery(req, 'searchPlaces');
    contractAnswer(res, 'searchPlaces', {
      data: await service.search(languageOf(req), q, limit ?? MAX_PLACES),
    });
  });
  router.get('/places/labels', (req, res) => {
    res.setHeader('Cache-Control', LABELS_CACHE);
    contractAnswer(res, 'listMapLabels', { data: mapLabels(languageOf(req)) });
  });
  return router;
}

/** The routes with their service, for app.ts's one line. */
export const places = (db: Db) => placeRoutes(createPlaceService(createShopRepository(db)));
