/**
 * The offer link (`/offerlink/{token}`, `/en/offerlink/{token}`; issue 6, decision 021): a quote
 * opened without login. It shows the quote's number, status, expiry, lines and totals at the
 * quote's own prices, and for an open quote the button that makes it the visitor's cart (then the
 * cart page). An expired or ordered quote says so, with a way to the shop; an unknown token is the
 * 404 page; a failed fetch in the browser means no quote (spec 8). Never indexed, never cached.
 */
import { useLocation } from 'react-router';
import useSWR from 'swr';
import type { OfferLine, OfferLink } from '../../../shared/contract/offer.ts';
import { formatDate } from '../../../shared/dates.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { offerKeys, offerPaths, offerTokenOf } from '../../../shared/offer-keys.ts';
import { Image } from '../../components/image.tsx';
import { Link } from '../../components/link.tsx';
import { Price } from '../../components/price.tsx';
import { Seo } from '../../components/seo.tsx';
import { useOfferToCart } from '../../features/offers/use-offer-to-cart.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { uriHref } from '../href.ts';

export default function OfferLinkPage() {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const token = offerTokenOf(pathname);
  const { data, error } = useSWR<{ data: OfferLink }>(token ? offerKeys.offer(locale, token) : null, {
    shouldRetryOnError: false,
  });
  // A failed fetch (or no token) is no quote (spec 8).
  const offer = token && !error ? data?.data : null;
  return (
    <section className="container offer-page" data-screen="offerLink" data-testid="offer-page">
      <Seo title={t('offerLinkScreen.title')} path={pathname} alternates={alternates} noindex />
      {offer === undefined ? (
        <p className="cart-state" aria-busy="true" data-testid="offer-loading">
          <span className="spinner" aria-hidden="true" /> {t('loading')}
        </p>
      ) : offer === null ? (
        <>
          <h1>{t('offerLinkScreen.title')}</h1>
          <Closed text={t('offerLinkScreen.offer_none')} />
        </>
      ) : (
        <Quote offer={offer} token={token} />
      )}
      {offer !== undefined ? (
        <p className="offer-back">
          <Link route="home" locale={locale}>
            {t('cart.continue_shopping')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function Closed({ text }: { text: string }) {
  return (
    <p className="offer-closed" role="status" data-testid="offer-closed">
      {text}
    </p>
  );
}

function Quote({ offer, token }: { offer: OfferLink; token: string }) {
  const { t, locale } = useApp();
  const { put, busy, problem } = useOfferToCart();
  return (
    <>
      <h1 data-testid="offer-title">{t('offerLinkScreen.offer_title', { number: offer.number })}</h1>
      <p className="offer-meta" data-testid="offer-meta">
        <span className={`offer-status offer-status-${offer.status}`} data-status={offer.status}>
          {t(`offerLinkScreen.offer_status_${offer.status}`)}
        </span>{' '}
        <span data-testid="offer-expires">
          {offer.expires_at
            ? t('offerLinkScreen.offer_expires', { date: formatDate(offer.expires_at, locale) })
            : t('offerLinkScreen.offer_no_expiry')}
        </span>
      </p>
      {offer.status === 'open' ? <p className="intro-muted">{t('offerLinkScreen.offer_intro')}</p> : null}
      <div className="offer-layout">
        <ul className="cart-lines offer-lines" data-testid="offer-lines">
          {offer.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a quote's lines are fixed (an option may be gone: no id)
            <QuoteLine key={i} line={line} />
          ))}
        </ul>
        <aside className="cart-summary offer-summary" data-testid="offer-summary">
          <dl className="cart-totals">
            <div className="cart-total" data-row="total_excl">
              <dt>{t('cart.total_excl')}</dt>
              <dd>{formatPrettyPrice(offer.total.net)}</dd>
            </div>
            <div className="cart-total is-grand" data-row="total_incl">
              <dt>{t('cart.total_incl')}</dt>
              <dd data-testid="offer-total">{formatPrettyPrice(offer.total.gross)}</dd>
            </div>
          </dl>
          {offer.remarks ? (
            <div className="offer-remarks">
              <h2>{t('offerLinkScreen.offer_remarks')}</h2>
              <p>{offer.remarks}</p>
            </div>
          ) : null}
          {offer.status === 'open' ? (
            <>
              <button
                type="button"
                className="button offer-to-cart"
                data-testid="offer-to-cart"
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => void put(offerPaths.toCart(token))}
              >
                {busy ? t('offerLinkScreen.offer_putting') : t('offerLinkScreen.offer_to_cart')}
              </button>
              <p className="intro-muted offer-replaces">{t('offerLinkScreen.offer_replaces')}</p>
              {problem ? (
                <p className="form-error" role="alert" data-testid="offer-problem">
                  {problem}
                </p>
              ) : null}
            </>
          ) : (
            <Closed
              text={t(
                offer.status === 'expired'
                  ? 'offerLinkScreen.offer_expired'
                  : 'offerLinkScreen.offer_accepted',
              )}
            />
          )}
        </aside>
      </div>
    </>
  );
}

function QuoteLine({ line }: { line: OfferLine }) {
  const { t, locale } = useApp();
  const name = line.uri ? <Link to={uriHref(line.uri, locale)}>{line.name}</Link> : line.name;
  return (
    <li className="cart-line offer-line" data-testid="offer-line" data-po-id={line.po_id ?? undefined}>
      <span className="cart-line-photo">
        {line.photo ? <Image src={line.photo} alt="" width={96} height={96} sizes="96px" /> : null}
      </span>
      <div className="cart-line-info">
        <span className="cart-line-name">{name}</span>
        {line.option_name ? <p className="cart-line-option">{line.option_name}</p> : null}
        <p className="cart-line-sku">
          {line.sku ? `${t('cart.sku')} ${line.sku}` : t('offerLinkScreen.offer_unavailable')}
        </p>
      </div>
      <div className="cart-line-unit">
        <span className="cart-line-label">{t('cart.unit_price')}</span>
        <Price values={line} />
      </div>
      <div className="cart-line-amount">
        <span className="cart-line-label">{t('cart.amount')}</span>
        <span data-testid="offer-line-amount">{line.amount}</span>
      </div>
      <div className="cart-line-total">
        <span className="cart-line-label">{t('cart.line_total')}</span>
        <Price values={{ price: line.line_total, price_gross: line.line_total_gross }} />
      </div>
    </li>
  );
}
