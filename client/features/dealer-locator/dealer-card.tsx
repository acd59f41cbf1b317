/**
 * One dealer in the locator's lists (spec 3): company, a 'Distributeur' tag for distributors
 * (`is_shop` 0), the distance pill (m below 1000 m, else km with one decimal), address and contact.
 * Its name selects it (the selected-dealer view); without JavaScript everything is already shown.
 */
import type { Dealer } from '../../../shared/contract/dealers.ts';
import { formatDistance } from '../../../shared/distance.ts';
import { useApp } from '../../lib/app-context.tsx';

export function DistributorTag({ dealer }: { dealer: Dealer }) {
  const { t } = useApp();
  return dealer.is_shop === 0 ? (
    <span className="dealer-tag" data-testid="dealer-distributor">
      {t('locator.distributor')}
    </span>
  ) : null;
}

export function DistancePill({ dealer }: { dealer: Dealer }) {
  const { t, locale } = useApp();
  if (dealer.distance === undefined) return null;
  return (
    <span className="dealer-distance" title={t('locator.distance')} data-testid="dealer-distance">
      {formatDistance(dealer.distance, locale)}
    </span>
  );
}

/** Address and contact lines, shared by the card and the selected-dealer view. */
export function DealerContact({ dealer, full }: { dealer: Dealer; full?: boolean }) {
  const { t } = useApp();
  const site = dealer.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
  return (
    <>
      <address className="dealer-address">
        {/* A dealer may have no street (the seed's: issue 41): then the postcode and town alone. */}
        {dealer.addr ? (
          <>
            {dealer.addr}
            <br />
          </>
        ) : null}
        {`${dealer.postcode} ${dealer.city}`}
        {full ? (
          <>
            <br />
            {dealer.country_name}
          </>
        ) : null}
      </address>
      <ul className="dealer-contact">
        {dealer.phone ? (
          <li>
            <span className="visually-hidden">{`${t('locator.phone')}: `}</span>
            <a href={`tel:${dealer.phone.replace(/\s+/g, '')}`}>{dealer.phone}</a>
          </li>
        ) : null}
        {full && dealer.email ? (
          <li>
            <span className="visually-hidden">{`${t('locator.email')}: `}</span>
            <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
          </li>
        ) : null}
        {dealer.website ? (
          <li>
            <span className="visually-hidden">{`${t('locator.website')}: `}</span>
            <a href={dealer.website} rel="noopener nofollow" target="_blank">
              {site}
            </a>
          </li>
        ) : null}
      </ul>
    </>
  );
}

export function DealerCard({
  dealer,
  selected,
  onSelect,
}: {
  dealer: Dealer;
  selected: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useApp();
  return (
    <article
      className={`dealer-card${selected ? ' is-selected' : ''}`}
      data-testid="dealer-card"
      data-dealer-id={dealer.id}
    >
      <header className="dealer-card-head">
        <h3>
          <button
            type="button"
            className="dealer-card-name"
            onClick={() => onSelect(dealer.id)}
            aria-label={t('locator.details', { company: dealer.company })}
          >
            {dealer.company}
          </button>
        </h3>
        <DistancePill dealer={dealer} />
      </header>
      <DistributorTag dealer={dealer} />
      <DealerContact dealer={dealer} />
    </article>
  );
}
