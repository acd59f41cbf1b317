/** A product listing (category, search, deals): count, sort, grid and pagination that works without JavaScript. */
import { useLocation } from 'react-router';
import { apiKeys } from '../../../shared/api-keys.ts';
import { sortOptions } from '../../../shared/catalog-constants.ts';
import type { QueryProductsAnswer, QueryProductsPayload } from '../../../shared/contract/listing.ts';
import { Link } from '../../components/link.tsx';
import { ProductGrid } from '../../components/product-card.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';

export function useListing(payload: QueryProductsPayload): QueryProductsAnswer {
  const { locale } = useApp();
  return useApi<QueryProductsAnswer>(apiKeys.queryProducts(locale, payload));
}

function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

export function Listing({ answer }: { answer: QueryProductsAnswer }) {
  const { t } = useApp();
  const { pathname, search } = useLocation();
  const { paging, data } = answer.products;
  const sort = new URLSearchParams(search).get('sort') ?? 'default';
  return (
    <div className="listing">
      <div className="listing-bar">
        <p className="listing-count">{t('listing.products_count', { count: paging.total })}</p>
        <form method="get" className="listing-sort">
          {[...new URLSearchParams(search)]
            .filter(([k]) => k !== 'sort' && k !== 'page')
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
          <select name="sort" defaultValue={sort} aria-label={t('listing.sort_label')}>
            {sortOptions.map((s) => (
              <option key={s} value={s}>
                {t(`listing.sort.${s}`)}
              </option>
            ))}
          </select>
          <button type="submit">{t('listing.apply')}</button>
        </form>
      </div>
      {data.length ? <ProductGrid products={data} /> : <p className="listing-empty">{t('listing.empty')}</p>}
      {paging.last_page > 1 ? (
        <nav
          className="pagination"
          aria-label={t('listing.page', { page: paging.current_page, last: paging.last_page })}
        >
          {paging.current_page > 1 ? (
            <Link to={pageHref(pathname, search, paging.current_page - 1)} rel="prev">
              {t('listing.previous')}
            </Link>
          ) : null}
          <span>{t('listing.page', { page: paging.current_page, last: paging.last_page })}</span>
          {paging.current_page < paging.last_page ? (
            <Link to={pageHref(pathname, search, paging.current_page + 1)} rel="next">
              {t('listing.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
