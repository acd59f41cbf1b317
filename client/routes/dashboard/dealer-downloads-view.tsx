/**
 * Dealer downloads (issue 5, dealers only by the route's guard and the API): find a product (a GET
 * form over the product search), then its price list at net prices, manuals and photos.
 */
import { useLocation } from 'react-router';
import { accountKeys } from '../../../shared/account-keys.ts';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { href } from '../href.ts';
import { downloadsSearchKey, searchTermOf } from './dashboard-data.ts';
import { DetailView } from './detail-view.tsx';

export interface DealerDownloads {
  product: { id: number; name: string; sku: string; uri: string };
  price_list: { url: string };
  manuals: { title: string; url: string }[];
  images: { title: string; url: string }[];
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const alternates = useAlternates();
  return (
    <section className="container dealer-downloads" data-screen="dealerDownloads">
      <Seo title={title} path={pathname} alternates={alternates} noindex />
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export function DealerDownloadsView() {
  const { t, locale } = useApp();
  const { search } = useLocation();
  const q = searchTermOf(search);
  const found = useApi<QueryProductsAnswer>(downloadsSearchKey(locale, q)).products.data;
  return (
    <Frame title={t('dashboardScreen.downloads_title')}>
      <p className="intro-muted">{t('dashboardScreen.downloads_intro')}</p>
      <form className="downloads-search" method="get" action={href('dealerDownloads', locale)}>
        <label htmlFor="downloads-q">{t('dashboardScreen.downloads_search')}</label>
        <div className="downloads-search-row">
          <input id="downloads-q" name="q" type="search" defaultValue={q} maxLength={200} />
          <button type="submit" className="button">
            {t('dashboardScreen.downloads_search_button')}
          </button>
        </div>
      </form>
      {found.length === 0 ? (
        <p className="dashboard-empty">{t('dashboardScreen.downloads_empty')}</p>
      ) : (
        <ul className="downloads-products" data-testid="downloads-products">
          {found.map((p) => (
            <li key={p.id}>
              <Link route="dealerDownloadsProduct" locale={locale} params={{ id: String(p.id) }}>
                {p.full_name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}

export function DealerDownloadsProductView() {
  return (
    <DetailView<DealerDownloads>
      keyOf={accountKeys.dealerDownloads}
      render={(data) => <ProductDownloadsFound data={data} />}
    />
  );
}

function ProductDownloadsFound({ data }: { data: DealerDownloads }) {
  const { t, locale } = useApp();
  return (
    <Frame title={`${t('dashboardScreen.downloads_title')}: ${data.product.name}`}>
      <p>
        <Link route="dealerDownloads" locale={locale}>
          {t('dashboardScreen.downloads_back')}
        </Link>
      </p>
      <ul className="downloads-list" data-testid="downloads">
        <li>
          <a href={`${data.price_list.url}?lang=${locale}`} download data-testid="download-price-list">
            {t('dashboardScreen.downloads_price_list')}
          </a>
        </li>
      </ul>
      <h2>{t('dashboardScreen.downloads_manuals')}</h2>
      {data.manuals.length === 0 ? (
        <p className="intro-muted">{t('dashboardScreen.downloads_no_manuals')}</p>
      ) : (
        <ul className="downloads-list">
          {data.manuals.map((m) => (
            <li key={m.url}>
              <a href={m.url} download>
                {m.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('dashboardScreen.downloads_images')}</h2>
      <ul className="downloads-images">
        {data.images.map((image) => (
          <li key={image.url}>
            <a href={image.url} download>
              <img src={image.url} alt={image.title} width={160} height={160} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
