/**
 * The shop API's sitemap calls as the storefront uses them (decision 061): the summary that names
 * the children, and a child's entries as an async sequence of keyset pages, the next page asked
 * for while the current one is written, so at most two pages are in memory at a time.
 */
import {
  type SitemapChild,
  type SitemapEntry,
  type SitemapKind,
  type SitemapSummary,
  sitemapSummary,
} from '../../shared/contract/sitemap.ts';

export interface SitemapSource {
  summary(width: number): Promise<SitemapSummary>;
  /** The child's entries, page by page; aborting `signal` stops the walk and its call. */
  entries(child: SitemapChild, pageSize: number, signal: AbortSignal): AsyncGenerator<SitemapEntry[]>;
}

type PageAnswer = { data: SitemapEntry[]; meta: { next_after: number | null } };

export function createSitemapSource(apiUrl: string, timeoutMs: number): SitemapSource {
  const api = apiUrl.replace(/\/+$/, '');

  async function get<T>(path: string, signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const res = await fetch(`${api}/api${path}`, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`GET /api${path} answered ${res.status}`);
    }
    return (await res.json()) as T;
  }

  async function page(kind: SitemapKind, after: number, through: number, limit: number, signal: AbortSignal) {
    const body = await get<PageAnswer>(
      `/sitemap/${kind}?after=${after}&through=${through}&limit=${limit}`,
      signal,
    );
    if (!Array.isArray(body?.data)) throw new Error(`GET /api/sitemap/${kind} answered no entries`);
    return body;
  }

  return {
    async summary(width) {
      const body = await get<{ data: unknown }>(`/sitemap?width=${width}`);
      // Small and the root of every child: checked against the contract before it is believed.
      return sitemapSummary.validateSync(body.data, { strict: true });
    },

    async *entries(child, pageSize, signal) {
      const { kind, first_id, last_id } = child;
      let next: Promise<PageAnswer> | undefined = page(kind, first_id - 1, last_id, pageSize, signal);
      while (next) {
        const current: PageAnswer = await next;
        const after = current.meta.next_after;
        next = after !== null && after < last_id ? page(kind, after, last_id, pageSize, signal) : undefined;
        // A prefetch that fails while the consumer stops must not be an unhandled rejection.
        next?.catch(() => {});
        yield current.data;
      }
    },
  };
}
