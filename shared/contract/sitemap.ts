/**
 * The sitemap calls (decision 061): a summary that names the child sitemaps without reading every
 * row, and keyset pages of one kind's entries that the storefront streams into a child.
 *
 * A child is a bucket of ids: bucket b of width w holds the ids from (b-1)·w+1 to b·w, so it never
 * has more than w entries whatever changed since the index was made.
 */
import * as yup from 'yup';
import { alternateHrefs } from './common.ts';

export const sitemapKinds = ['pages', 'categories', 'products'] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

/** The largest page the API hands out per call. */
export const SITEMAP_PAGE_MAX = 5_000;

export const sitemapChild = yup.object({
  kind: yup.string().oneOf(sitemapKinds).required(),
  bucket: yup.number().integer().min(1).required(),
  /** The bucket's lowest and highest listed id (so the first page call starts right there). */
  first_id: yup.number().integer().min(1).required(),
  last_id: yup.number().integer().min(1).required(),
});
export type SitemapChild = yup.InferType<typeof sitemapChild>;

/** GET /sitemap?width= : the data version it was read under, its time, and the non-empty buckets. */
export const sitemapSummary = yup.object({
  version: yup.string().required(),
  /** When the data version last changed (ISO 8601): no listed page changed after it. */
  changed_at: yup.string().required(),
  width: yup.number().integer().min(1).required(),
  /** Pages, then categories, then products; by bucket within a kind. */
  children: yup.array(sitemapChild.required()).required(),
});
export type SitemapSummary = yup.InferType<typeof sitemapSummary>;

/** One entry: a locale-less uri per language (a missing language gets the other's, as the resolver does). */
export const sitemapEntry = yup.object({
  id: yup.number().integer().min(1).required(),
  alternates: alternateHrefs,
});
export type SitemapEntry = yup.InferType<typeof sitemapEntry>;

/** GET /sitemap/{kind}?after=&through=&limit= : entries by id; `next_after` null when there are no more. */
export const sitemapPage = yup.object({
  data: yup.array(sitemapEntry.required()).required(),
  meta: yup.object({ next_after: yup.number().integer().min(1).nullable().defined() }).required(),
});
export type SitemapPage = yup.InferType<typeof sitemapPage>;
