/** The nearest dealers, nearest first; or, with no search, every dealer by country. */
import type { Dealer } from '../../../shared/contract/dealers.ts';
import { useApp } from '../../lib/app-context.tsx';
import { DealerCard } from './dealer-card.tsx';

interface ListProps {
  dealers: Dealer[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function NearestDealers({ dealers, selectedId, onSelect }: ListProps) {
  const { t } = useApp();
  if (dealers.length === 0) return <p className="locator-note">{t('locator.empty')}</p>;
  return (
    <ol className="dealer-list" data-testid="dealer-list">
      {dealers.map((dealer) => (
        <li key={dealer.id}>
          <DealerCard dealer={dealer} selected={dealer.id === selectedId} onSelect={onSelect} />
        </li>
      ))}
    </ol>
  );
}

export function DealersByCountry({ dealers, selectedId, onSelect }: ListProps) {
  const { t } = useApp();
  const countries = new Map<string, Dealer[]>();
  for (const dealer of dealers) {
    const list = countries.get(dealer.country_name);
    if (list) list.push(dealer);
    else countries.set(dealer.country_name, [dealer]);
  }
  return (
    <div className="dealer-countries" data-testid="dealer-countries">
      <p className="locator-note">
        {t('locator.all_count', { count: dealers.length, countries: countries.size })}
      </p>
      {[...countries].map(([country, list]) => (
        <section key={country} className="dealer-country">
          <h2>
            {`${country} `}
            <span className="dealer-country-count">{`(${list.length})`}</span>
          </h2>
          <ul className="dealer-list">
            {list.map((dealer) => (
              <li key={dealer.id}>
                <DealerCard dealer={dealer} selected={dealer.id === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
