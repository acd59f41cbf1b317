import { type Request, Router } from 'express';
import * as yup from 'yup';
import { languageOf } from '../http/language.ts';
import { parseBody } from '../http/validate.ts';
import type { ListingService } from './service.ts';

const sortOptions = ['default', 'popularity', 'price_asc', 'price_desc'] as const;
const id = () => yup.number().integer().min(1).max(2_147_483_647).required();

/** spec id → something: keys must be spec ids, at most 50 of them */
const specMap = (value: yup.AnySchema, name: string) =>
  yup.object().test(name, `${name} must map spec ids to values`, (obj) => {
    if (obj === undefined) return true;
    const entries = Object.entries(obj);
    return (
      entries.length <= 50 &&
      entries.every(([k, v]) => /^[1-9][0-9]{0,8}$/.test(k) && value.isValidSync(v, { strict: true }))
    );
  });

/** The same rules as shared/contract's queryProductsPayload (the API imports nothing from the storefront). */
const queryProductsPayload = yup.object({
  best_selling: yup.boolean(),
  search: yup.string().max(200),
  products_only: yup.boolean(),
  limit: yup.number().integer().min(1).max(100),
  category_id: yup.number().integer().min(1).max(2_147_483_647),
  with_alternatives_only: yup.boolean(),
  brands_filter: yup.array(id()).max(100),
  price_filter: yup.array(yup.number().min(0).max(10_000_000).required()).length(2),
  price_filter_gross: yup.boolean(),
  stock_filter: yup.boolean(),
  specs_filter: specMap(yup.array(id()).max(100).required(), 'specs_filter'),
  specs_filter_min_max: specMap(
    yup.array(yup.number().required()).length(2).required(),
    'specs_filter_min_max',
  ),
  page: yup.number().integer().min(1).max(100_000),
  deals: yup.boolean(),
  select: yup.array(id()).max(200),
  favorites: yup.boolean(),
  per_page: yup.number().integer().min(1).max(100),
  sort: yup.string().oneOf([...sortOptions]),
});

/**
 * Who searches, for the search insights' one-vote-per-client rule (issue 39): the visitor's
 * address when a trusted proxy forwarded it (the storefront's /api proxy), else the caller's own
 * address, but none for the storefront's own server-side renders (loopback without a forwarded
 * address: every visitor's first results page, shared by its data cache), which are not counted
 * per client.
 */
function searchClient(req: Request): string | undefined {
  const forwarded = req.headers['x-forwarded-for'] !== undefined;
  const socket = req.socket.remoteAddress ?? '';
  const loopback = socket === '::1' || /^(::ffff:)?127\./.test(socket);
  if (!forwarded && loopback) return undefined;
  return req.ip ?? socket;
}

export function listingRoutes(
  service: ListingService,
  customerIdOf: (req: Request) => Promise<number | null>,
): Router {
  const router = Router();
  router.post('/queryProducts', async (req, res) => {
    const payload = parseBody(req.body ?? {}, queryProductsPayload);
    const customerId = payload.favorites ? await customerIdOf(req) : null;
    res.json(
      await service.query(
        languageOf(req),
        payload as Parameters<ListingService['query']>[1],
        customerId,
        searchClient(req),
      ),
    );
  });
  return router;
}
