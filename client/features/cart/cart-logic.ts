/** The cart's rules that need no React (decision 018 limits; spec 3, 8): amounts, warnings, totals, messages. */
import type { CartItem, CartTotals } from '../../../shared/contract/cart.ts';
import { formatNumberIn } from '../../../shared/format-number.ts';
import type { Translate } from '../../../shared/i18n/index.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { PriceMode } from '../../../shared/price-mode.ts';
import { ApiFetchError } from '../../lib/fetcher.ts';

/** Amounts are whole numbers 1–999 per line; setting 0 removes the line (decision 018). */
export const MAX_AMOUNT = 999;

/** A typed amount as a whole number 0–999, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  return Number(value);
}

/** The amount to add from the product page's field: a whole number from 1 to `max` (at most 999). */
export function clampAmount(text: string, max: number = MAX_AMOUNT): number {
  const upper = Math.max(1, Math.min(MAX_AMOUNT, Math.floor(max)));
  const value = Math.floor(Number(text.trim()));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, upper);
}

export type LineWarning = { key: 'cart.out_of_stock' } | { key: 'cart.over_stock'; count: number };

/** Why a line cannot be ordered as it is: its option is out of stock, or the amount exceeds the stock. */
export function lineWarning(item: Pick<CartItem, 'amount' | 'stock'>): LineWarning | null {
  if (item.stock <= 0) return { key: 'cart.out_of_stock' };
  if (item.amount > item.stock) return { key: 'cart.over_stock', count: item.stock };
  return null;
}

export interface TotalRow {
  /** The text key under `cart.` */
  id: 'subtotal' | 'discount' | 'shipping' | 'total' | 'total_excl' | 'vat' | 'vat_included' | 'total_incl';
  /** Euros; negative for the discount. */
  amount: number;
  /** Shipping that costs nothing ("Gratis"). */
  free?: boolean;
  /** What the visitor pays, in their price mode. */
  grand?: boolean;
  /** VAT rows: the rate (percent) when the cart has VAT per rate (decision 050) */
  rate?: number;
}

/**
 * The summary's rows in the visitor's price mode. Gross: subtotal, discount, shipping, the total
 * and the VAT in it. Net (dealers, trade, guests who chose it): the same excl. VAT, then the VAT
 * and the total incl. VAT. The API computed every figure (decision 018); nothing is added here.
 */
export function totalRows(total: CartTotals, mode: PriceMode): TotalRow[] {
  const net = mode === 'net';
  const discount = net ? total.discount : total.discount_gross;
  const shipping = net ? total.shipping : total.shipping_gross;
  const rows: TotalRow[] = [{ id: 'subtotal', amount: net ? total.net : total.gross }];
  if (discount > 0) rows.push({ id: 'discount', amount: -discount });
  rows.push({ id: 'shipping', amount: shipping, free: shipping === 0 });
  const vatRows = (id: 'vat' | 'vat_included'): TotalRow[] =>
    total.vat_rates.length > 0
      ? total.vat_rates.map((v) => ({ id, amount: v.vat, rate: v.rate }))
      : [{ id, amount: total.vat }];
  if (net)
    rows.push({ id: 'total_excl', amount: total.to_pay }, ...vatRows('vat'), {
      id: 'total_incl',
      amount: total.to_pay_gross,
      grand: true,
    });
  else rows.push({ id: 'total', amount: total.to_pay_gross, grand: true }, ...vatRows('vat_included'));
  return rows;
}

/** A summary row's label: the code's name beside a discount, the rate beside VAT ("Btw 9%"). */
export function totalRowLabel(row: TotalRow, t: Translate, locale: Locale, code: string | null): string {
  if (row.id === 'discount' && code) return t('cart.discount_with_code', { code });
  if (row.rate !== undefined && (row.id === 'vat' || row.id === 'vat_included'))
    return t(`cart.${row.id}_rate`, { rate: formatNumberIn(row.rate, locale) });
  return t(`cart.${row.id}`);
}

/** A unit price in the visitor's price mode. */
export const priceIn = (values: { price: number; price_gross: number }, mode: PriceMode): number =>
  mode === 'net' ? values.price : values.price_gross;

/**
 * The text of a failed cart change: the API's own message for a refusal it explains (409
 * out_of_stock / insufficient_stock, 404 unknown option, 422), else 'error_occured' (spec 8).
 */
export function cartErrorText(error: unknown, t: Translate): string {
  if (
    error instanceof ApiFetchError &&
    (error.status === 404 || error.status === 409 || error.status === 422) &&
    error.message &&
    error.message !== 'error_occured'
  )
    return error.message;
  return t('error_occured');
}

/** Where "to checkout" goes: a logged-in customer straight to the order screen, a guest first to log in or continue as a guest. */
export const checkoutRoute = (loggedIn: boolean) =>
  loggedIn ? ('checkoutOrder' as const) : ('checkoutLogin' as const);
