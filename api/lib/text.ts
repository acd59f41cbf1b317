/** Text helpers shared by the seed and the repositories. */

/** Lower case without accents: `Caffè Crème` → `caffe creme`. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A reference number as shown and searched: without the `,PCS` unit suffix. */
export const bareReference = (value: string) => value.replace(/,PCS$/i, '');

/**
 * The text product search matches in one language: the name, sku, brand and reference numbers,
 * folded. The migration computes the same with SQL (lower(unaccent(...))) for older rows.
 */
export function searchTextOf(name: string, sku: string, brand: string | null, references: string[]): string {
  return foldText([name, sku, brand ?? '', ...references.map(bareReference)].filter(Boolean).join(' '));
}

export function slugify(value: string): string {
  return foldText(value)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Escapes LIKE wildcards so a search term is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
