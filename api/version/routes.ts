/**
 * GET /api/version → `{ data: { version } }`: the data version, a string that changes whenever data
 * that anonymous pages show changes (catalogue, content, menus, shop settings, dealers; the triggers
 * in db/migrations/0002_data_version.sql bump it in the writing transaction). Storefronts compare it
 * for equality and drop cached pages rendered under another version. One primary-key read: cheap
 * enough to be asked once a second by every storefront instance.
 */
import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { Db } from '../db/client.ts';
import { contractAnswer } from '../http/contract-input.ts';

export function createVersionRepository(db: Db) {
  return {
    async current(): Promise<string> {
      // PGlite and node-postgres both answer { rows }.
      const result = (await db.execute(
        sql`select "version"::text as version from "data_version" where "id" = 1`,
      )) as unknown as { rows: { version: string }[] };
      return result.rows[0]?.version ?? '0';
    },
  };
}
type VersionRepository = ReturnType<typeof createVersionRepository>;

export function versionRoutes(repo: VersionRepository): Router {
  const router = Router();
  router.get('/version', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    contractAnswer(res, 'getVersion', { data: { version: await repo.current() } });
  });
  return router;
}
