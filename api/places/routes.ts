import { Router } from 'express';
import * as yup from 'yup';
import type { Db } from '../db/client.ts';
import { languageOf } from '../http/language.ts';
import { parseQuery, queryInt, queryString } from '../http/validate.ts';
import { createShopRepository } from '../shop/repository.ts';
import { mapLabels } from './map-labels.ts';
import { createPlaceService, MAX_PLACES, type PlaceService } from './service.ts';

const placeQuery = yup.object({
  q: queryString('q', 100)
    .transform((value) => (typeof value === 'string' ? value.trim() : value))
    .min(2, 'q must be at least 2 characters')
    .required('q is required (a place, postcode or street with its place)'),
  limit: queryInt('limit', 1, MAX_PLACES),
});

/** A day: the labels change only with the place data, i.e. with a release. */
const LABELS_CACHE = 'public, max-age=86400';

/**
 * `GET /places?q=&limit=` → `{ data: Place[] }`: autocomplete and geocoding, best first (at most 8).
 * `GET /places/labels` → `{ data: MapLabel[] }`: the offline dealer map's place names (decision 049).
 */
function placeRoutes(service: PlaceService): Router {
  const router = Router();
  router.get('/places', async (req, res) => {
    const { q, limit } = parseQuery(req, placeQuery);
    res.json({ data: await service.search(languageOf(req), q, limit ?? MAX_PLACES) });
  });
  router.get('/places/labels', (req, res) => {
    res.setHeader('Cache-Control', LABELS_CACHE);
    res.json({ data: mapLabels(languageOf(req)) });
  });
  return router;
}

/** The routes with their service, for app.ts's one line. */
export const places = (db: Db) => placeRoutes(createPlaceService(createShopRepository(db)));
