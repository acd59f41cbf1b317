/**
 * The product page's amount and "add to cart" button (spec 3, 7): disabled until the product's
 * options are chosen; the page shows the back-in-stock form instead when there is no stock.
 */
import { type FormEvent, useId, useState } from 'react';
import { useApp } from '../../lib/app-context.tsx';
import { useHeldSubmit } from '../../lib/island.tsx';
import { clampAmount, MAX_AMOUNT } from './cart-logic.ts';
import { useCartActions } from './use-cart-actions.ts';

export interface AddToCartProps {
  /** The product option to add; null while options are still to be chosen. */
  poId: number | null;
  /** Units on hand (the most one can add), or null when not known yet. */
  stock: number | null;
}

export function AddToCart({ poId, stock }: AddToCartProps) {
  const { t } = useApp();
  const id = useId();
  const { add } = useCartActions();
  const [adding, setAdding] = useState(false);
  const held = useHeldSubmit();
  const max = Math.max(1, Math.min(MAX_AMOUNT, stock ?? MAX_AMOUNT));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (poId === null || adding) return;
    // The field as the visitor left it: typed before the island hydrated, it is not in any state.
    const field = event.currentTarget.elements.namedItem('amount') as HTMLInputElement | null;
    const amount = clampAmount(field?.value ?? '1', max);
    if (field) field.value = String(amount);
    setAdding(true);
    await add(poId, amount);
    setAdding(false);
  };

  return (
    <form className="add-to-cart" noValidate onSubmit={submit} data-testid="add-to-cart" {...held}>
      <label htmlFor={`${id}-amount`} className="visually-hidden">
        {t('cart.amount')}
      </label>
      <input
        id={`${id}-amount`}
        name="amount"
        type="number"
        inputMode="numeric"
        className="amount-input"
        min={1}
        max={max}
        step={1}
        defaultValue={1}
        disabled={poId === null}
        aria-describedby={poId === null ? `${id}-hint` : undefined}
      />
      {/* The page's main action: the chat launcher and scroll-to-top step aside for it (lib/step-aside.ts). */}
      <button
        type="submit"
        className="button add-to-cart-button"
        disabled={poId === null || adding}
        data-keep-clear=""
      >
        {adding ? t('cart.adding') : t('cart.add')}
      </button>
      {poId === null ? (
        <p className="add-to-cart-hint" id={`${id}-hint`}>
          {t('cart.choose_option')}
        </p>
      ) : null}
    </form>
  );
}
