/** Quotes (issue 5): the list with validity and status, and one quote with its lines. */
import { accountKeys } from '../../../shared/account-keys.ts';
import { formatDate } from '../../../shared/dates.ts';
import { offerPaths } from '../../../shared/offer-keys.ts';
import { Link } from '../../components/link.tsx';
import type { Offer, OfferSummary } from '../../features/account/account-types.ts';
import { useOfferToCart } from '../../features/offers/use-offer-to-cart.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';
import { DashboardTable, totalIn } from './dashboard-table.tsx';
import { DetailView } from './detail-view.tsx';
import { OrderLines } from './order-lines.tsx';

export function OffersView() {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  const { data: offers } = useApi<{ data: OfferSummary[] }>(accountKeys.customerOffers(locale));
  return (
    <DashboardLayout routeId="dashboardOffers" title={t('dashboardScreen.offers')}>
      <DashboardTable
        testId="offers"
        rows={offers}
        rowKey={(offer) => offer.id}
        empty={t('dashboardScreen.offers_empty')}
        columns={[
          {
            title: t('dashboardScreen.offer_number'),
            cell: (offer) => (
              <Link route="dashboardOffer" locale={locale} params={{ id: String(offer.id) }}>
                {offer.number}
              </Link>
            ),
          },
          { title: t('dashboardScreen.order_date'), cell: (offer) => formatDate(offer.created_at, locale) },
          {
            title: t('dashboardScreen.offer_expires'),
            cell: (offer) => formatDate(offer.expires_at, locale),
          },
          {
            title: t('dashboard.order_status'),
            cell: (offer) => t(`dashboardScreen.offer_status.${offer.status}`),
          },
          { title: t('dashboardScreen.order_total'), numeric: true, cell: (offer) => totalIn(offer, mode) },
        ]}
      />
    </DashboardLayout>
  );
}

export function OfferView() {
  return (
    <DetailView<Offer>
      keyOf={accountKeys.customerOffer}
      render={(offer, id) => <OfferFound id={id} offer={offer} />}
    />
  );
}

function OfferFound({ id, offer }: { id: number; offer: Offer }) {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  return (
    <DashboardLayout
      routeId="dashboardOffers"
      title={t('dashboardScreen.offer_title', { number: offer.number })}
    >
      <p className="order-meta">
        {t(`dashboardScreen.offer_status.${offer.status}`)} · {t('dashboardScreen.offer_expires')}{' '}
        {formatDate(offer.expires_at, locale)}
      </p>
      <p className="order-actions">
        {offer.status === 'open' ? <OfferToCart id={id} /> : null}
        <Link route="dashboardOffers" locale={locale} className="button button-secondary">
          {t('dashboardScreen.back')}
        </Link>
      </p>
      <OrderLines lines={offer.lines} />
      <dl className="order-totals">
        <dt>{t('dashboardScreen.order_total')}</dt>
        <dd>{totalIn(offer, mode)}</dd>
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
        {busy ? t('dashboardScreen.offer_putting') : t('dashboardScreen.offer_to_cart')}
      </button>
      {problem ? (
        <span className="form-error" role="alert">
          {problem}
        </span>
      ) : null}
    </>
  );
}
