/**
 * Adds a product to (or removes it from) the comparison. Self-contained: reads and writes the
 * selection in client/features/compare/compare-store.ts. Renders the same neutral state on the
 * server and while hydrating (the selection lives in session storage), then the real state after mount.
 * `variant="remove"` is the remove button of a product column on the compare page.
 */
import { useState } from 'react';
import { MAX_COMPARE } from '../../shared/catalog-constants.ts';
import { toggleCompare, useCompare } from '../features/compare/compare-store.ts';
import { useApp } from '../lib/app-context.tsx';

export function CompareToggle({
  productId,
  variant = 'toggle',
  name,
}: {
  productId: number;
  variant?: 'toggle' | 'remove';
  /** The product's name, for the remove button's accessible label. */
  name?: string;
}) {
  const { t } = useApp();
  const { ids, ready, state } = useCompare();
  const [full, setFull] = useState(false);
  const selected = ready && ids.includes(productId);

  if (variant === 'remove') {
    return (
      <button
        type="button"
        className="compare-remove"
        disabled={!ready}
        onClick={() => {
          if (state.ids.includes(productId)) toggleCompare(state, productId);
        }}
        aria-label={name ? t('compare.remove_named', { name }) : t('compare.remove')}
        data-testid="compare-remove"
      >
        <span aria-hidden="true">×</span> {t('compare.remove')}
      </button>
    );
  }

  const atLimit = ready && !selected && ids.length >= MAX_COMPARE;
  return (
    <span className="compare-toggle" data-testid="compare-toggle" data-selected={selected || undefined}>
      <label>
        <input
          type="checkbox"
          checked={selected}
          disabled={!ready}
          onChange={() => setFull(toggleCompare(state, productId) === 'full')}
        />{' '}
        {t('compare.toggle')}
      </label>
      {full && atLimit ? (
        <small className="compare-toggle-full" role="status">
          {t('compare.full', { max: MAX_COMPARE })}
        </small>
      ) : null}
    </span>
  );
}
