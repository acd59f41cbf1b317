/** The selected dealer (spec 2, 4): everything about it, a route link, and 'Terug' back to the list. */
import { useEffect, useRef } from 'react';
import type { Dealer } from '../../../shared/contract/dealers.ts';
import { useApp } from '../../lib/app-context.tsx';
import { DealerContact, DistancePill, DistributorTag } from './dealer-card.tsx';

export function DealerDetails({ dealer, onBack }: { dealer: Dealer; onBack: () => void }) {
  const { t } = useApp();
  const back = useRef<HTMLButtonElement>(null);
  // Focus follows the view: the back button, so a keyboard user can return at once.
  useEffect(() => back.current?.focus(), []);
  const { lat, lng } = dealer.location;
  return (
    <article className="dealer-details" data-testid="dealer-details" data-dealer-id={dealer.id}>
      <button ref={back} type="button" className="dealer-back" onClick={onBack} data-testid="dealer-back">
        ‹ {t('locator.back')}
      </button>
      <header className="dealer-card-head">
        <h3>{dealer.company}</h3>
        <DistancePill dealer={dealer} />
      </header>
      <DistributorTag dealer={dealer} />
      <DealerContact dealer={dealer} full />
      <a
        className="button button-secondary dealer-directions"
        href={`https://www.openstreetmap.org/directions?to=${lat}%2C${lng}#map=15/${lat}/${lng}`}
        rel="noopener"
        target="_blank"
      >
        {t('locator.directions')}
      </a>
    </article>
  );
}
