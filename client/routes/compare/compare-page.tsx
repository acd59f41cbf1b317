/**
 * Compare products side by side (`/vergelijken`, `/en/compare`). The server renders the shell with
 * the loading state (the selection lives in session storage); after hydration the browser reads the
 * selection and loads the comparison: empty, one-product, loading, error and side-by-side states.
 */
import { useLocation } from 'react-router';
import { MAX_COMPARE } from '../../../shared/catalog-constants.ts';
import { Seo } from '../../components/seo.tsx';
import { useCompare } from '../../features/compare/compare-store.ts';
import { ComparisonTable } from '../../features/compare/comparison-table.tsx';
import { useComparison } from '../../features/compare/use-comparison.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { href } from '../href.ts';

function Loading() {
  const { t } = useApp();
  return (
    <p className="compare-status" role="status" aria-busy="true" data-testid="compare-loading">
      {t('compareScreen.loading')}
    </p>
  );
}

function Selected({ ids }: { ids: readonly number[] }) {
  const { t } = useApp();
  const { products, specs, loading, error, retry } = useComparison(ids);
  if (error && products.length === 0) {
    return (
      <div className="compare-status compare-error" role="alert" data-testid="compare-error">
        <p>{t('compareScreen.failed')}</p>
        <button type="button" className="button button-secondary" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (loading && products.length === 0) return <Loading />;
  return (
    <>
      {ids.length === 1 ? (
        <p className="compare-note" data-testid="compare-one">
          {t('compareScreen.one_product')}
        </p>
      ) : null}
      <ComparisonTable products={products} specs={specs} />
    </>
  );
}

export default function ComparePage() {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const { ids, ready } = useCompare();
  return (
    <section className="container compare-page">
      <Seo title={t('compareScreen.title')} path={pathname} alternates={alternates} noindex />
      <h1>{t('compareScreen.title')}</h1>
      {!ready ? (
        <>
          <Loading />
          <noscript>
            <p>{t('compareScreen.noscript')}</p>
          </noscript>
        </>
      ) : ids.length === 0 ? (
        <div className="compare-empty" data-testid="compare-empty">
          <h2>{t('compareScreen.empty_title')}</h2>
          <p>{t('compareScreen.empty_text', { max: MAX_COMPARE })}</p>
          <a href={href('home', locale)} className="button">
            {t('compareScreen.browse')}
          </a>
        </div>
      ) : (
        <Selected ids={ids} />
      )}
    </section>
  );
}
