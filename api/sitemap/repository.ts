/**
 * The sitemap's reads (decision 061). Both walk primary keys only, so their cost grows with what
 * they answer, not with the catalogue:
 * - the summary probes each id bucket for its lowest and highest listed id (two index probes a
 *   bucket), in one repeatable-read snapshot with the data version it reports;
 * - a page takes the next `limit` listed ids after `after` from the kind's primary key and their
 *   translations by the translations' primary key. No ORDER BY on the join: the entries are put in
 *   id order in memory (at most one page of them), so the database never sorts.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SitemapChild, SitemapKind, SitemapSummary } from '../../shared/contract/sitemap.ts';
import { sitemapKinds } from '../../shared/contract/sitemap.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { entriesOf, type SitemapRow } from './entries.ts';

/** PostgreSQL's integer ids end here. */
export const MAX_ID = 2_147_483_647;

/**
 * Per kind: which ids are listed (a table and its filter) and their uris. The join is a left one so
 * that an id without translations still counts for the page's size and where the next one starts.
 */
const sources: Record<SitemapKind, { listed: SQL; translations: (ids: SQL) => SQL }> = {
  products: {
    listed: sql`products WHERE active`,
    translations: (ids) =>
      sql`SELECT page.id, t.language_id AS "languageId", CASE WHEN t.slug <> '' THEN '/' || t.slug END AS uri
          FROM (${ids}) page LEFT JOIN product_translations t ON t.product_id = page.id`,
  },
  categories: {
    listed: sql`categories WHERE true`,
    translations: (ids) =>
      sql`SELECT page.id, t.language_id AS "languageId", t.uri
          FROM (${ids}) page LEFT JOIN category_translations t ON t.category_id = page.id`,
  },
  pages: {
    listed: sql`pages WHERE active`,
    translations: (ids) =>
      sql`SELECT page.id, t.language_id AS "languageId", t.uri
          FROM (${ids}) page LEFT JOIN page_translations t ON t.page_id = page.id`,
  },
};

/** W3C datetime to the second, as sitemaps write it. */
const w3cTime = (value: unknown) =>
  new Date(value as string | Date).toISOString().replace(/\.[0-9]{3}Z$/, 'Z');

export function createSitemapRepository(db: Db) {
  /** The non-empty buckets of one kind, by bucket. */
  async function buckets(tx: Pick<Db, 'execute'>, kind: SitemapKind, width: number): Promise<SitemapChild[]> {
    const { listed } = sources[kind];
    const w = sql`${width}::bigint`;
    const rows = rowsOf<{ bucket: string | number; first_id: number | null; last_id: number | null }>(
      await tx.execute(sql`
        SELECT b AS bucket,
          (SELECT min(id) FROM ${listed} AND id > (b - 1) * ${w} AND id <= b * ${w}) AS first_id,
          (SELECT max(id) FROM ${listed} AND id > (b - 1) * ${w} AND id <= b * ${w}) AS last_id
        FROM generate_series(
          (SELECT (min(id) - 1) / ${w} + 1 FROM ${listed}),
          (SELECT (max(id) - 1) / ${w} + 1 FROM ${listed})
        ) AS b`),
    );
    return rows
      .filter((r) => r.first_id !== null && r.last_id !== null)
      .map((r) => ({ kind, bucket: Number(r.bucket), first_id: r.first_id!, last_id: r.last_id! }));
  }

  return {
    async summary(width: number): Promise<SitemapSummary> {
      return db.transaction(
        async (tx) => {
          const [version] = rowsOf<{ version: string; changed_at: string | Date }>(
            await tx.execute(sql`SELECT version::text AS version, changed_at FROM data_version WHERE id = 1`),
          );
          const children: SitemapChild[] = [];
          for (const kind of sitemapKinds) children.push(...(await buckets(tx, kind, width)));
          return {
            version: version?.version ?? '0',
            changed_at: w3cTime(version?.changed_at ?? 0),
            width,
            children,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** Up to `limit` entries with ids in (after, through], and the id to continue after (null at the end). */
    async page(kind: SitemapKind, after: number, through: number, limit: number) {
      const { listed, translations } = sources[kind];
      const ids = sql`SELECT id FROM ${listed} AND id > ${after} AND id <= ${through} ORDER BY id LIMIT ${limit}`;
      const rows = rowsOf<SitemapRow>(await db.execute(translations(ids)));
      const data = entriesOf(rows);
      // A full page of ids may have more after it; the last id is where the next page starts.
      const lastId = rows.reduce((max, r) => Math.max(max, r.id), 0);
      const count = new Set(rows.map((r) => r.id)).size;
      return { data, meta: { next_after: count >= limit && lastId < through ? lastId : null } };
    },
  };
}
export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
