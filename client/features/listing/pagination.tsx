/** Page links that work without JavaScript: previous, a window of page numbers, next (none on the last page). */
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { type ListingState, listingHref } from '../../../shared/listing-query.ts';
import { Link } from '../../components/link.tsx';
import { useApp } from '../../lib/app-context.tsx';

/** Page numbers around the current one, with the first and last always shown; null marks a gap. */
export function pageWindow(current: number, last: number, radius = 1): (number | null)[] {
  const pages = new Set([1, last]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  }
  return out;
}

export function Pagination({
  state,
  first,
  current,
  last,
  onNavigate,
}: {
  state: ListingState;
  /** The first page on screen (lower than `current` after "load more"). */
  first: number;
  current: number;
  last: number;
  onNavigate: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useApp();
  const { pathname } = useLocation();
  if (last <= 1) return null;
  const href = (page: number) => listingHref(pathname, { ...state, page });
  const onScreen = (p: number) => p >= first && p <= current;
  return (
    <nav className="pagination" aria-label={t('listing.pages_label')} data-testid="pagination">
      {first > 1 ? (
        <Link to={href(first - 1)} rel="prev" className="page-step" onClick={onNavigate}>
          ‹ <span>{t('listing.previous')}</span>
        </Link>
      ) : (
        <span className="page-step is-disabled" aria-hidden="true">
          ‹ <span>{t('listing.previous')}</span>
        </span>
      )}
      <ol className="page-numbers">
        {pageWindow(current, last).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {onScreen(p) ? (
                <span className="page-number is-current" aria-current={p === current ? 'page' : undefined}>
                  {p}
                </span>
              ) : (
                <Link
                  to={href(p)}
                  className="page-number"
                  aria-label={t('listing.page_n', { page: p })}
                  onClick={onNavigate}
                >
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <Link to={href(current + 1)} rel="next" className="page-step" onClick={onNavigate}>
          <span>{t('listing.next')}</span> ›
        </Link>
      ) : (
        <span className="page-step is-disabled" aria-hidden="true">
          <span>{t('listing.next')}</span> ›
        </span>
      )}
    </nav>
  );
}
