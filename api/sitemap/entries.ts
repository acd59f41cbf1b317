/** Turns (id, language, uri) rows into the sitemap's entries: one per id, a uri for every language. */
import type { SitemapEntry } from '../../shared/contract/sitemap.ts';
import { LANGUAGE_IDS } from '../http/language.ts';

export type SitemapRow = { id: number; languageId: number | null; uri: string | null };

/** One entry per id with a uri for every language (the other's if missing), ordered by id. */
export function entriesOf(rows: SitemapRow[]): SitemapEntry[] {
  const byId = new Map<number, Map<number, string>>();
  for (const row of rows) {
    if (!row.uri || row.languageId === null) continue;
    const uris = byId.get(row.id) ?? new Map<number, string>();
    byId.set(row.id, uris);
    uris.set(row.languageId, row.uri);
  }
  return [...byId.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, uris]) => {
      const any = uris.get(1) ?? [...uris.values()][0]!;
      return {
        id,
        alternates: LANGUAGE_IDS.map((languageId) => ({
          language_id: languageId,
          uri: uris.get(languageId) ?? any,
        })),
      };
    });
}
