/** Quotes (issue 5): the list with validity and status, and one quote with its lines. */
import { useLocation } from 'react-router';
import { accountKeys } from '../../../shared/account-keys.ts';
import { formatDate } from '../../../shared/dates.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { offerPaths } from '../../../shared/offer-keys.ts';
import { Link } from '../../components/link.tsx';
import type { Offer, OfferSummary } from '../../features/account/account-types.ts';
import { useOfferToCart } from '../../features/offers/use-offer-to-cart.ts';
import { ErrorPage } from '../../layout/islands.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { idOf, useDetail } from './dashboard-data.ts';
import { DashboardLayout, fromCents } from './dashboard-layout.tsx';
import { OrderLines } from './order-lines.tsx';

export function OffersView() {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  const { data: offers } = useApi<{ data: OfferSummary[] }>(accountKeys.customerOffers(locale));
  return (
    <DashboardLayout routeId="dashboardOffers" title={t('dashboard.offers')}>
      {offers.length === 0 ? (
        <p className="dashboard-empty">{t('dashboard.offers_empty')}</p>
      ) : (
        <table className="dashboard-table" data-testid="offers">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.order_number')}</th>
              <th scope="col">{t('dashboard.order_date')}</th>
              <th scope="col">{t('dashboard.offer_expires')}</th>
              <th scope="col">{t('dashboard.order_status')}</th>
              <th scope="col" className="numeric">
                {t('dashboard.order_total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id}>
                <td>
                  <Link route="dashboardOffer" locale={locale} params={{ id: String(offer.id) }}>
                    {offer.number}
                  </Link>
                </td>
                <td>{formatDate(offer.created_at, locale)}</td>
                <td>{formatDate(offer.expires_at, locale)}</td>
                <td>{t(`dashboard.offer_status.${offer.status}`)}</td>
                <td className="numeric">
                  {formatPrettyPrice(fromCents(mode === 'net' ? offer.total_net : offer.total_gross))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardLayout>
  );
}

export function OfferView() {
  const { pathname } = useLocation();
  const id = idOf(pathname);
  // Not a quote's id, or not this customer's: the not-found page, no error thrown (issue 26).
  return id ? <OfferDetail id={id} /> : <ErrorPage status={404} />;
}

function OfferDetail({ id }: { id: number }) {
  const { locale } = useApp();
  const answer = useDetail<{ data: Offer }>(accountKeys.customerOffer(locale, id));
  return answer ? <OfferFound id={id} offer={answer.data} /> : <ErrorPage status={404} />;
}

function OfferFound({ id, offer }: { id: number; offer: Offer }) {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  return (
    <DashboardLayout routeId="dashboardOffers" title={t('dashboard.offer_title', { number: offer.number })}>
      <p className="order-meta">
        {t(`dashboard.offer_status.${offer.status}`)} · {t('dashboard.offer_expires')}{' '}
        {formatDate(offer.expires_at, locale)}
      </p>
      <p className="order-actions">
        {offer.status === 'open' ? <OfferToCart id={id} /> : null}
        <Link route="dashboardOffers" locale={locale} className="button button-secondary">
          {t('dashboard.back')}
        </Link>
      </p>
      <OrderLines lines={offer.lines} />
      <dl className="order-totals">
        <dt>{t('dashboard.order_total')}</dt>
        <dd>{formatPrettyPrice(fromCents(mode === 'net' ? offer.total_net : offer.total_gross))}</dd>
      </dl>
    </DashboardLayout>
  );
}

/** An open quote into the cart (decision 021), then the cart page. */
function OfferToCart({ id }: { id: number }) {
  const { t } = useApp();
  const { put, busy, problem } = useOfferToCart();
  return (
    <>
      <button
        type="button"
        className="button"
        data-testid="offer-to-cart"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void put(offerPaths.ownToCart(id))}
      >
        {busy ? t('dashboard.offer_putting') : t('dashboard.offer_to_cart')}
      </button>
      {problem ? (
        <span className="form-error" role="alert">
          {problem}
        </span>
      ) : null}
    </>
  );
}
