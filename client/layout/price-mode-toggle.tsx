/**
 * "incl. btw / excl. btw" for visitors who are not logged in (business buyers browsing before they
 * have an account): switches every price on the page at once and is kept in a cookie, which the
 * server render honours. Logged-in visitors see their role's prices and no toggle.
 */
import { useEffect, useState } from 'react';
import { useApp } from '../lib/app-context.tsx';
import { useCustomer } from '../lib/customer.tsx';
import { useGuestPriceMode } from '../lib/price-mode.tsx';

export function PriceModeToggle() {
  const { t } = useApp();
  const customer = useCustomer();
  const { mode, set } = useGuestPriceMode();
  // Marks the toggle as hydrated (an island: until then a click may be lost).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (customer) return null;
  return (
    <fieldset className="price-mode-toggle" data-testid="price-mode-toggle" data-ready={ready || undefined}>
      <legend className="visually-hidden">{t('price_toggle.label')}</legend>
      {(['gross', 'net'] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          className={mode === value ? 'is-active' : undefined}
          onClick={() => set(value)}
          aria-label={`${value === 'gross' ? t('price_toggle.incl') : t('price_toggle.excl')} ${t('price_toggle.vat')}`}
        >
          {value === 'gross' ? t('price_toggle.incl') : t('price_toggle.excl')}
          <span className="price-mode-vat"> {t('price_toggle.vat')}</span>
        </button>
      ))}
    </fieldset>
  );
}
