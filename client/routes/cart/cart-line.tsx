/**
 * One line of the cart page (spec 3): photo, name and option, unit price (the old one struck
 * through), the amount (a change sets it, 0 removes the line), the line total, a warning when the
 * amount exceeds the stock, and the remove button.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { CartItem } from '../../../shared/contract/cart.ts';
import { Image } from '../../components/image.tsx';
import { Link } from '../../components/link.tsx';
import { Price } from '../../components/price.tsx';
import { lineWarning, MAX_AMOUNT, parseAmount } from '../../features/cart/cart-logic.ts';
import { RemoveButton, useRemoving } from '../../features/cart/remove-button.tsx';
import { useCartActions } from '../../features/cart/use-cart-actions.ts';
import { useApp } from '../../lib/app-context.tsx';
import { uriHref } from '../href.ts';

/** A change of the amount is sent this long after the last keystroke or spinner click (or at once on Enter or leaving the field). */
export const AMOUNT_DEBOUNCE_MS = 600;

export function CartLine({ item }: { item: CartItem }) {
  const { t, locale } = useApp();
  const removing = useRemoving(item.po_id);
  const { info } = item;
  const href = uriHref(info.uri, locale);
  const warning = lineWarning(item);
  return (
    <li
      className="cart-line"
      data-testid="cart-line"
      data-po-id={item.po_id}
      data-removing={removing || undefined}
      aria-busy={removing || undefined}
    >
      <Link to={href} className="cart-line-photo" tabIndex={-1} aria-hidden="true">
        <Image src={info.photo} alt="" width={96} height={96} sizes="96px" />
      </Link>
      <div className="cart-line-info">
        <Link to={href} className="cart-line-name">
          {info.name}
        </Link>
        {info.option_name ? <p className="cart-line-option">{info.option_name}</p> : null}
        <p className="cart-line-sku">
          {t('cart.sku')} {info.sku}
          {item.locked ? <span className="cart-line-locked">{t('cart.locked')}</span> : null}
        </p>
        {warning ? (
          <p className="cart-line-warning" role="alert" data-testid="cart-line-warning">
            {t(warning.key, warning.key === 'cart.over_stock' ? { count: warning.count } : undefined)}
          </p>
        ) : null}
      </div>
      <div className="cart-line-unit">
        <span className="cart-line-label">{t('cart.unit_price')}</span>
        <Price values={info} />
      </div>
      <AmountInput item={item} />
      <div className="cart-line-total">
        <span className="cart-line-label">{t('cart.line_total')}</span>
        <Price
          values={{ price: item.line_total, price_gross: item.line_total_gross }}
          className="cart-line-total-price"
        />
      </div>
      <RemoveButton item={item} />
    </li>
  );
}

function AmountInput({ item }: { item: CartItem }) {
  const { t } = useApp();
  const { setAmount } = useCartActions();
  const [text, setText] = useState(String(item.amount));
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The amount being sent, so leaving the field right after a debounced send does not send it twice. */
  const sending = useRef<number | null>(null);

  // The cart's amount wins when it changes (the API's answer, a refetch).
  useEffect(() => setText(String(item.amount)), [item.amount]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = async (value: string) => {
    clearTimeout(timer.current);
    const amount = parseAmount(value);
    if (amount === null || amount > MAX_AMOUNT) {
      setText(String(item.amount));
      return;
    }
    if (amount === item.amount || amount === sending.current) return;
    sending.current = amount;
    setBusy(true);
    const ok = await setAmount(item, amount);
    sending.current = null;
    setBusy(false);
    if (!ok) setText(String(item.amount));
  };

  return (
    <div className="cart-line-amount">
      <label className="cart-line-label" htmlFor={`amount-${item.po_id}`}>
        {t('cart.amount')}
      </label>
      <input
        id={`amount-${item.po_id}`}
        className="amount-input"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_AMOUNT}
        step={1}
        value={text}
        aria-label={t('cartScreen.amount_of', { name: item.info.name })}
        aria-busy={busy || undefined}
        data-testid="cart-line-amount"
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void commit(value), AMOUNT_DEBOUNCE_MS);
        }}
        onBlur={() => void commit(text)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit(event.currentTarget.value);
          }
        }}
      />
    </div>
  );
}
