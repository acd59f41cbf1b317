/**
 * The sitemap calls (decision 061; shapes in shared/contract/sitemap.ts), for the storefront's
 * streamed sitemap index and child sitemaps:
 * - `GET sitemap?width=` → `{ data: { version, changed_at, width, children } }`: the non-empty id
 *   buckets of each kind (pages, categories, products), read without reading every row;
 * - `GET sitemap/{kind}?after=&through=&limit=` → `{ data: [{ id, alternates }], meta: { next_after } }`:
 *   keyset pages of active products (by slug), categories and active content pages, each with a
 *   locale-less uri per language (a missing language gets the other's, as the resolver answers).
 * Bad input is a 400; nothing is ever read whole.
 */
import { Router } from 'express';
import { type SitemapKind, sitemapKinds } from '../../shared/contract/sitemap.ts';
import type { Db } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { contractAnswer, contractQuery } from '../http/contract-input.ts';
import { createSitemapRepository, MAX_ID } from './repository.ts';

/** A bucket as wide as the protocol's 50,000 URLs allow for two languages (and the home page). */
const DEFAULT_WIDTH = 24_999;
const DEFAULT_PAGE = 2_000;

const isKind = (value: string): value is SitemapKind => (sitemapKinds as readonly string[]).includes(value);

export function sitemapRoutes(db: Db): Router {
  const repo = createSitemapRepository(db);
  const router = Router();
  router.get('/sitemap', async (req, res) => {
    const { width } = contractQuery(req, 'getSitemapSummary');
    contractAnswer(res, 'getSitemapSummary', { data: await repo.summary(width ?? DEFAULT_WIDTH) });
  });
  router.get('/sitemap/:kind', async (req, res) => {
    const kind = req.params.kind;
    if (!isKind(kind)) throw badRequest(`kind must be one of ${sitemapKinds.join(', ')}`);
    const { after, through, limit } = contractQuery(req, 'getSitemapPage');
    contractAnswer(
      res,
      'getSitemapPage',
      await repo.page(kind, after ?? 0, through ?? MAX_ID, limit ?? DEFAULT_PAGE),
    );
  });
  return router;
}
