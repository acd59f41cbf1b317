/**
 * The floating "compare (n)" bar, shown in the browser once at least one product is selected
 * (never on the server: the selection lives in session storage). Hidden on the compare page itself.
 */
import { useLocation } from 'react-router';
import { MAX_COMPARE } from '../../../shared/catalog-constants.ts';
import { useApp } from '../../lib/app-context.tsx';
import { href } from '../../routes/href.ts';
import { clearCompare, useCompare } from './compare-store.ts';

export function CompareBar() {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const { ids, ready, state } = useCompare();
  const comparePath = href('compare', locale);
  if (!ready || ids.length === 0 || pathname === comparePath) return null;
  return (
    <aside className="compare-bar" aria-label={t('comparison.bar_label')} data-testid="compare-bar">
      <a href={comparePath} className="button compare-bar-link">
        {t('comparison.bar', { count: ids.length })}
      </a>
      <span className="compare-bar-count">
        {t('comparison.count', { count: ids.length, max: MAX_COMPARE })}
      </span>
      <button type="button" className="compare-bar-clear" onClick={() => clearCompare(state)}>
        {t('comparison.clear')}
      </button>
    </aside>
  );
}
