/**
 * The error page: 404 shows the shop's configured 404 content and meta title (fallback 'Page not
 * found') with 'This page could not be found'; other errors the translated 'error_occured' with
 * the status and a way on: trying again (a reload, which also fetches code that failed to load,
 * issue 41) or going home.
 */
import { Link } from '../components/link.tsx';
import { Seo } from '../components/seo.tsx';
import { useShopInfo } from '../features/shell/use-shell.ts';
import { useApp } from '../lib/app-context.tsx';

export function ErrorPage({ status }: { status: number }) {
  const { t, locale } = useApp();
  if (status === 404) return <NotFound />;
  return (
    <section className="container error-page" data-status={status}>
      <Seo title={`${status} · ${t('error_occured')}`} noindex />
      <p className="error-status">{status}</p>
      <h1>{t('error_occured')}</h1>
      <p className="error-actions">
        <button type="button" className="button" data-testid="error-retry" onClick={() => location.reload()}>
          {t('retry')}
        </button>{' '}
        <Link route="home" locale={locale} className="button button-secondary">
          {t('back_home')}
        </Link>
      </p>
    </section>
  );
}

function NotFound() {
  const { t, locale } = useApp();
  const shop = useShopInfo();
  const page404 = shop.page404;
  return (
    <section className="container error-page" data-status={404}>
      <Seo title={page404.meta_title || t('page_not_found')} noindex />
      <p className="error-status">404</p>
      <h1>{t('not_found')}</h1>
      {page404.content ? (
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: page404.content }} />
      ) : (
        <p>{t('page_not_found')}</p>
      )}
      <Link route="home" locale={locale} className="button">
        {t('back_home')}
      </Link>
    </section>
  );
}
