/**
 * A product listing (category, search, deals): count, sort, grid or list view, filters, active
 * filter chips, pagination that works without JavaScript and, with it, "load more" that appends
 * the next page and moves the URL along. State flags (spec 4): loading, filtering (a new filter
 * result is on its way: the old products stay, dimmed) and lazy-loading (the next page is on its
 * way). A failed fetch shows an inline retry; the page stays.
 */

import { Fragment, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { sortOptions } from '../../../shared/catalog-constants.ts';
import type { ProductCard as Card } from '../../../shared/contract/catalog.ts';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { formatNumberIn } from '../../../shared/format-number.ts';
import {
  clearFilters,
  isFilterActive,
  type ListingState,
  listingHref,
  listingSearch,
  listingViews,
} from '../../../shared/listing-query.ts';
import { Link } from '../../components/link.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { ProductCardSkeletons } from '../../components/product-grid-skeleton.tsx';
import { track } from '../../lib/analytics.ts';
import { useApp } from '../../lib/app-context.tsx';
import { uriHref } from '../../routes/href.ts';
import { Filters } from './filters-island.ts';
import { Pagination } from './pagination.tsx';
import {
  type ListingBase,
  type ListingQuery,
  useListingNavigate,
  useListingPage,
  useListingQuery,
  useOptimisticListing,
} from './use-listing.ts';

/** Product list analytics wait until the listing has settled this long (spec 9). */
export const VIEW_ITEM_LIST_DEBOUNCE_MS = 3000;

export interface ListingProps {
  base: ListingBase;
  /** Analytics list id and name (`view_item_list`). */
  listId: string;
  listName: string;
  /** Show the categories the results fall in (search results). */
  showCategories?: boolean;
  /** Where a category chip leads (default: the category's page; the deals page: that category's deals). */
  categoryHref?: (uri: string) => string;
}

/** Pages added by "load more": kept while the URL moves along within them. */
interface Appended {
  sig: string;
  from: number;
  to: number;
}

/** A page's cards; from `moreFrom` on, products like the matches under their own heading. */
function Cards({ products, eager, moreFrom }: { products: Card[]; eager: boolean; moreFrom?: number }) {
  const { t } = useApp();
  return (
    <>
      {products.map((p, i) => (
        <Fragment key={p.id}>
          {i === moreFrom ? (
            <h2 className="listing-more-like" data-testid="more-like-these">
              {t('listing.more_like_these')}
            </h2>
          ) : null}
          <ProductCard product={p} eager={eager && i < 4} priority={eager && i === 0} />
        </Fragment>
      ))}
    </>
  );
}

/** One page of products (its own key, so pages appended earlier come straight from the cache). */
function PageCards({ dataKey, eager }: { dataKey: string; eager: boolean }) {
  const { data, error } = useListingPage(dataKey);
  if (data) return <Cards products={data.products.data} eager={eager} moreFrom={data.more_like_these_from} />;
  return error ? null : <ProductCardSkeletons count={4} />;
}

function ListingError({ retry }: { retry: () => void }) {
  const { t } = useApp();
  return (
    <div className="listing-error" role="alert" data-testid="listing-error">
      <p>{t('listing.error')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('listing.retry')}
      </button>
    </div>
  );
}

/** One `view_item_list` once the listing has settled for 3 s; nothing while it keeps changing. */
function useViewItemList(
  answer: QueryProductsAnswer | undefined,
  settled: boolean,
  listId: string,
  listName: string,
) {
  const products = answer?.products.data;
  const ids = products?.map((p) => p.id).join(',') ?? '';
  const latest = useRef(products);
  latest.current = products;
  useEffect(() => {
    if (!settled || !ids) return;
    const timer = setTimeout(() => {
      track('view_item_list', {
        item_list_id: listId,
        item_list_name: listName,
        items: (latest.current ?? []).map((p, index) => ({
          item_id: String(p.id),
          item_name: p.full_name,
          item_brand: p.brand ?? undefined,
          index,
        })),
      });
    }, VIEW_ITEM_LIST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ids, settled, listId, listName]);
}

function ActiveFilters({ answer, state }: { answer: QueryProductsAnswer; state: ListingState }) {
  const { t } = useApp();
  const { pathname } = useLocation();
  if (!isFilterActive(state)) return null;
  const chips: { key: string; label: string; href: string }[] = [];
  const without = (change: Partial<ListingState>) => listingHref(pathname, { ...state, ...change, page: 1 });
  for (const id of state.brands) {
    const brand = answer.brands.find((b) => b.id === id);
    chips.push({
      key: `b${id}`,
      label: brand?.name ?? `#${id}`,
      href: without({ brands: state.brands.filter((b) => b !== id) }),
    });
  }
  if (state.price) {
    const { min, max } = state.price;
    chips.push({
      key: 'price',
      label: `${t('listing.price')}: ${min !== undefined ? formatPrettyPrice(min) : '…'} – ${max !== undefined ? formatPrettyPrice(max) : '…'}`,
      href: without({ price: undefined }),
    });
  }
  if (state.stock)
    chips.push({ key: 'stock', label: t('listing.in_stock_only'), href: without({ stock: false }) });
  for (const [specId, ids] of Object.entries(state.specs)) {
    const spec = answer.specs.find((s) => String(s.id) === specId);
    for (const id of ids) {
      const val = spec?.vals.find((v) => v.id === id);
      const rest = ids.filter((v) => v !== id);
      const specs = { ...state.specs };
      if (rest.length) specs[specId] = rest;
      else delete specs[specId];
      chips.push({
        key: `s${specId}-${id}`,
        label: spec && val ? `${spec.title}: ${val.title}` : `#${id}`,
        href: without({ specs }),
      });
    }
  }
  for (const [specId, r] of Object.entries(state.ranges)) {
    const spec = answer.specs.find((s) => String(s.id) === specId);
    const ranges = { ...state.ranges };
    delete ranges[specId];
    chips.push({
      key: `r${specId}`,
      label: `${spec?.title ?? specId}: ${r.min ?? '…'} – ${r.max ?? '…'}`,
      href: without({ ranges }),
    });
  }
  return (
    <ul className="active-filters" data-testid="active-filters">
      {chips.map((c) => (
        <li key={c.key}>
          <Link to={c.href} className="chip" aria-label={`${c.label} ×`}>
            {c.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Toolbar({ query, total, atLeast }: { query: ListingQuery; total: number; atLeast?: boolean }) {
  const { t, locale } = useApp();
  const count = formatNumberIn(total, locale);
  const { pathname } = useLocation();
  const go = useListingNavigate();
  const [state, choose] = useOptimisticListing(query.state);
  const keep = new URLSearchParams(listingSearch({ ...state, sort: 'default', page: 1 }));
  return (
    <div className="listing-bar">
      <p className="listing-count" data-testid="listing-count">
        {atLeast
          ? t('listing.products_count_at_least', { count })
          : total === 1
            ? t('listing.products_count_one')
            : t('listing.products_count', { count })}
      </p>
      <div className="listing-controls">
        <form method="get" action={pathname} className="listing-sort" onSubmit={(e) => e.preventDefault()}>
          {[...keep].map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <label>
            <span className="listing-sort-label">{t('listing.sort_label')}</span>
            <select
              name="sort"
              value={state.sort}
              onChange={(e) => {
                const next = { ...state, sort: e.currentTarget.value as ListingState['sort'], page: 1 };
                choose(next);
                go(next);
              }}
              data-testid="listing-sort"
            >
              {sortOptions.map((s) => (
                <option key={s} value={s}>
                  {t(`listing.sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
          {/* Without JavaScript the sort applies with a button; with it, on change (no layout shift). */}
          <noscript>
            <button type="submit" className="button button-secondary">
              {t('listing.apply')}
            </button>
          </noscript>
        </form>
        <nav className="view-toggle" aria-label={t('listing.view_label')}>
          {listingViews.map((view) => (
            <Link
              key={view}
              to={listingHref(pathname, { ...state, view })}
              className={`view-option${state.view === view ? ' is-active' : ''}`}
              aria-current={state.view === view ? 'true' : undefined}
              aria-label={t(`listing.view_${view}`)}
              title={t(`listing.view_${view}`)}
              data-testid={`view-${view}`}
            >
              <span className={`view-icon view-icon-${view}`} aria-hidden="true" />
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}

export function Listing({ base, listId, listName, showCategories = false, categoryHref }: ListingProps) {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const query = useListingQuery(base);
  const { state, answer, stale, error, retry, keyFor, key } = query;
  const go = useListingNavigate();
  const [appended, setAppended] = useState<Appended | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollOnPage = useRef(false);
  const reloadKey = useRef<string | null>(null);

  const sig = `${pathname}?${listingSearch({ ...state, page: 1, view: 'grid' })}`;
  const from =
    appended && appended.sig === sig && appended.from <= state.page && state.page <= appended.to
      ? appended.from
      : state.page;
  const appending = from < state.page;
  const loading = answer === undefined ? !error : stale && !error;
  const filtering = loading && !appending && answer !== undefined;
  const lazyLoading = loading && appending;

  useViewItemList(answer, !loading && !error && !stale, listId, listName);

  // A page link (not "load more") brings the top of the listing into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (!scrollOnPage.current) return;
    scrollOnPage.current = false;
    const top = rootRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) rootRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

  // Reset reloads the listing: once the cleared URL is current, fetch it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the key changes
  useEffect(() => {
    if (reloadKey.current === key) {
      reloadKey.current = null;
      retry();
    }
  }, [key]);

  const onPageLink = () => {
    setAppended(null);
    scrollOnPage.current = true;
  };
  // Stable for the filters island (its props must not change before it hydrates): the latest
  // state is read through a ref.
  const resetRef = useRef<(e: MouseEvent<HTMLAnchorElement>) => void>(() => {});
  resetRef.current = (e) => {
    e.preventDefault();
    const next = clearFilters(state);
    setAppended(null);
    reloadKey.current = keyFor(next);
    go(next);
  };
  const onReset = useCallback((e: MouseEvent<HTMLAnchorElement>) => resetRef.current(e), []);
  const loadMore = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (loading || !answer) return;
    setAppended({ sig, from, to: state.page + 1 });
    go({ ...state, page: state.page + 1 });
  };

  if (!answer) {
    return (
      <div className="listing" ref={rootRef} data-loading={error ? undefined : ''} aria-busy={!error}>
        {error ? (
          <ListingError retry={retry} />
        ) : (
          <div className="product-grid listing-products">
            <ProductCardSkeletons count={8} />
          </div>
        )}
      </div>
    );
  }

  const { paging } = answer.products;
  const current = appending ? state.page : paging.current_page;
  const lastPage = paging.last_page;
  const filtersOn = isFilterActive(state);
  const resetHref = listingHref(pathname, clearFilters(state));
  const empty = !loading && !appending && answer.products.data.length === 0;
  const shown = Math.min(paging.total, current * paging.per_page);
  const nextHref = listingHref(pathname, { ...state, page: current + 1 });

  return (
    <div
      className={`listing view-${state.view}`}
      ref={rootRef}
      data-testid="listing"
      data-loading={loading ? '' : undefined}
      data-filtering={filtering ? '' : undefined}
      data-lazy-loading={lazyLoading ? '' : undefined}
      data-page={state.page}
      data-first-page={from}
      data-state={listingSearch(state)}
    >
      <Filters answer={answer} state={state} total={paging.total} onReset={onReset} />
      <div className="listing-main">
        <Toolbar query={query} total={paging.total} atLeast={answer.total_at_least} />
        {showCategories && answer.categories.length ? (
          <nav className="listing-categories" aria-label={t('listing.categories')}>
            <ul>
              {answer.categories.map((c) => (
                <li key={c.id}>
                  <Link to={categoryHref ? categoryHref(c.uri) : uriHref(c.uri, locale)} className="chip">
                    {c.breadcrumbs.length > 1 ? `${c.breadcrumbs.at(-2)?.title} › ` : ''}
                    {c.title} <span className="chip-count">{c.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ActiveFilters answer={answer} state={state} />
        {error ? <ListingError retry={retry} /> : null}
        {empty ? (
          <div className="listing-empty" data-testid="listing-empty">
            <p>{filtersOn ? t('listing.empty_filtered') : t('listing.empty')}</p>
            {filtersOn ? (
              <Link to={resetHref} className="button" onClick={onReset}>
                {t('listing.filters_reset')}
              </Link>
            ) : null}
          </div>
        ) : (
          <div
            className={`product-grid listing-products${state.view === 'list' ? ' is-list' : ''}`}
            aria-busy={loading}
            data-testid="listing-products"
          >
            {stale && !appending ? (
              <Cards
                key="stale"
                products={answer.products.data}
                eager={false}
                moreFrom={answer.more_like_these_from}
              />
            ) : (
              Array.from({ length: state.page - from + 1 }, (_, i) => from + i).map((p) => (
                <PageCards key={`page-${p}`} dataKey={keyFor({ ...state, page: p })} eager={p === from} />
              ))
            )}
          </div>
        )}
        {!empty && current < lastPage ? (
          <div className="load-more">
            <p className="load-more-progress">
              {t(answer.total_at_least ? 'listing.shown_at_least' : 'listing.shown', {
                shown: formatNumberIn(shown, locale),
                total: formatNumberIn(paging.total, locale),
              })}
            </p>
            <a
              href={nextHref}
              className="button load-more-button"
              onClick={loadMore}
              aria-disabled={loading || undefined}
              data-testid="load-more"
            >
              {lazyLoading ? t('listing.loading') : t('listing.load_more')}
            </a>
          </div>
        ) : null}
        <Pagination state={state} first={from} current={current} last={lastPage} onNavigate={onPageLink} />
      </div>
    </div>
  );
}
