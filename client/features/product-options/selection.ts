/**
 * The chosen attribute values of a product live in the URL (`?attrs=1-3,2-6`: attribute id - value
 * id), so a choice can be shared, reloaded and rendered by the server. Without the parameter the
 * product's default attributes are preselected; `?attrs=` (empty) means nothing chosen.
 */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductAttributesAnswer, ProductOption } from '../../../shared/contract/options.ts';
import type { Locale } from '../../../shared/locale.ts';

export const ATTRS_PARAM = 'attrs';
export type Selection = Record<string, number>;

const PAIR = /^(\d{1,9})-(\d{1,9})$/;

/** `1-3,2-6` → { 1: 3, 2: 6 }; malformed pairs are ignored. */
export function parseSelection(value: string): Selection {
  const selection: Selection = {};
  for (const pair of value.split(',').slice(0, 20)) {
    const m = PAIR.exec(pair.trim());
    if (m) selection[String(Number(m[1]))] = Number(m[2]);
  }
  return selection;
}

/** { 2: 6, 1: 3 } → `1-3,2-6` (sorted, so one choice has one URL). */
export function formatSelection(selection: Selection): string {
  return Object.keys(selection)
    .map(Number)
    .sort((a, b) => a - b)
    .map((id) => `${id}-${selection[String(id)]}`)
    .join(',');
}

/** The selection of a URL's query, or the product's default attributes when the URL names none. */
export function selectionFrom(
  search: URLSearchParams | string,
  defaults: Record<string, unknown>,
): Selection {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(ATTRS_PARAM);
  if (value !== null) return parseSelection(value);
  const selection: Selection = {};
  for (const [k, v] of Object.entries(defaults))
    if (/^\d+$/.test(k) && Number.isInteger(v)) selection[k] = v as number;
  return selection;
}

/** The URL (path and query) with this selection; other query parameters are kept. */
export function hrefWithSelection(pathname: string, search: string, selection: Selection): string {
  const params = new URLSearchParams(search);
  params.delete(ATTRS_PARAM);
  const rest = params.toString();
  // Commas and dashes are fine in a query; building it by hand keeps `1-3,2-6` readable.
  const attrs = `${ATTRS_PARAM}=${formatSelection(selection)}`;
  return `${pathname}?${rest ? `${rest}&` : ''}${attrs}`;
}

export const attributesKey = (locale: Locale, productId: number, selection: Selection) =>
  apiKeys.productAttributes(locale, { product_id: productId, attributes: selection });

export const optionKey = (locale: Locale, productId: number, selection: Selection) =>
  apiKeys.productOption(locale, { product_id: productId, attributes: selection, amount: 1 });

/** The answers may come bare or in the API's `{ data }` envelope. */
export function unwrap<T>(answer: unknown): T | undefined {
  if (answer && typeof answer === 'object' && 'data' in answer) return (answer as { data: T }).data;
  return (answer ?? undefined) as T | undefined;
}

/**
 * The chosen values when every attribute has one (selected count equals available count, spec 4),
 * else null: only then is there one product option to load.
 */
export function completeSelection(answer: ProductAttributesAnswer | undefined): Selection | null {
  if (!answer || answer.attributes.length === 0) return null;
  const selected = answer.attributes.filter((a) => a.selected !== null && a.selected !== undefined);
  if (selected.length !== answer.attributes.length) return null;
  return Object.fromEntries(selected.map((a) => [String(a.id), a.selected as number]));
}

export type { ProductAttributesAnswer, ProductOption };
