import { describe, expect, it } from 'vitest';
import type { CartTotals } from '../../../shared/contract/cart.ts';
import { translator } from '../../../shared/i18n/index.ts';
import { ApiFetchError } from '../../lib/fetcher.ts';
import {
  cartErrorText,
  clampAmount,
  lineWarning,
  parseAmount,
  priceIn,
  totalRowLabel,
  totalRows,
} from './cart-logic.ts';

const totals: CartTotals = {
  net: 100,
  gross: 121,
  discount: 10,
  discount_gross: 12.1,
  netAfterDiscount: 90,
  grossAfterDiscount: 108.9,
  shipping: 4.96,
  shipping_gross: 6,
  to_pay: 94.96,
  to_pay_gross: 114.9,
  vat: 19.94,
  vat_rates: [],
  free_shipping_threshold: 50,
  free_shipping_remaining: 0,
};

describe('amounts', () => {
  it('reads whole numbers 0–999 and nothing else', () => {
    expect(['0', '1', ' 12 ', '999'].map(parseAmount)).toEqual([0, 1, 12, 999]);
    expect(['', '-1', '1000', '1.5', '2e2', 'abc'].map(parseAmount)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('adds at least one and at most the stock (and never more than 999)', () => {
    expect(clampAmount('3', 10)).toBe(3);
    expect(clampAmount('30', 10)).toBe(10);
    expect(clampAmount('0', 10)).toBe(1);
    expect(clampAmount('nonsense', 10)).toBe(1);
    expect(clampAmount('2.7')).toBe(2);
    expect(clampAmount('5000', 100000)).toBe(999);
  });
});

describe('a line that cannot be ordered as it is', () => {
  it('warns when the option is out of stock or the amount exceeds the stock', () => {
    expect(lineWarning({ amount: 2, stock: 5 })).toBeNull();
    expect(lineWarning({ amount: 5, stock: 5 })).toBeNull();
    expect(lineWarning({ amount: 6, stock: 5 })).toEqual({ key: 'cart.over_stock', count: 5 });
    expect(lineWarning({ amount: 1, stock: 0 })).toEqual({ key: 'cart.out_of_stock' });
  });
});

describe('the summary rows', () => {
  it('shows a consumer gross figures ending with the total and the VAT in it', () => {
    expect(totalRows(totals, 'gross')).toEqual([
      { id: 'subtotal', amount: 121 },
      { id: 'discount', amount: -12.1 },
      { id: 'shipping', amount: 6, free: false },
      { id: 'total', amount: 114.9, grand: true },
      { id: 'vat_included', amount: 19.94 },
    ]);
  });

  it('shows a dealer net figures, the VAT, then the total incl. VAT', () => {
    expect(totalRows(totals, 'net')).toEqual([
      { id: 'subtotal', amount: 100 },
      { id: 'discount', amount: -10 },
      { id: 'shipping', amount: 4.96, free: false },
      { id: 'total_excl', amount: 94.96 },
      { id: 'vat', amount: 19.94 },
      { id: 'total_incl', amount: 114.9, grand: true },
    ]);
  });

  it('leaves out a discount of nothing and says when shipping is free', () => {
    const rows = totalRows(
      { ...totals, discount: 0, discount_gross: 0, shipping: 0, shipping_gross: 0 },
      'gross',
    );
    expect(rows.map((r) => r.id)).toEqual(['subtotal', 'shipping', 'total', 'vat_included']);
    expect(rows[1]).toEqual({ id: 'shipping', amount: 0, free: true });
  });

  it('shows the VAT per rate when the cart has more than one, labelled with the rate', () => {
    const mixed = {
      ...totals,
      vat_rates: [
        { rate: 21, base: 50, vat: 10.5 },
        { rate: 5.5, base: 44.96, vat: 9.44 },
      ],
    };
    const gross = totalRows(mixed, 'gross');
    expect(gross.slice(-2)).toEqual([
      { id: 'vat_included', amount: 10.5, rate: 21 },
      { id: 'vat_included', amount: 9.44, rate: 5.5 },
    ]);
    const net = totalRows(mixed, 'net');
    expect(net.filter((r) => r.id === 'vat').map((r) => r.amount)).toEqual([10.5, 9.44]);
    expect(net.at(-1)).toEqual({ id: 'total_incl', amount: 114.9, grand: true });
    const nl = translator('nl');
    expect(totalRowLabel(gross.at(-1)!, nl, 'nl', null)).toBe('Waarvan btw 5,5%');
    expect(totalRowLabel(net[4]!, translator('en'), 'en', null)).toBe('VAT 21%');
    expect(totalRowLabel({ id: 'discount', amount: -1 }, nl, 'nl', 'WELKOM10')).toBe('Korting (WELKOM10)');
  });

  it('picks unit prices by price mode', () => {
    expect(priceIn({ price: 10, price_gross: 12.1 }, 'net')).toBe(10);
    expect(priceIn({ price: 10, price_gross: 12.1 }, 'gross')).toBe(12.1);
  });
});

describe('the message of a failed change', () => {
  const t = translator('nl');
  it('is the API’s own explanation of a refusal', () => {
    const refused = new ApiFetchError(409, 'Er zijn er nog maar 2 op voorraad.', 'insufficient_stock');
    expect(cartErrorText(refused, t)).toBe('Er zijn er nog maar 2 op voorraad.');
    expect(cartErrorText(new ApiFetchError(404, 'Onbekend product', 'not_found'), t)).toBe(
      'Onbekend product',
    );
  });
  it('is the generic error for anything else', () => {
    const generic = t('error_occured');
    expect(
      cartErrorText(new ApiFetchError(502, 'The shop service is unavailable', 'upstream_error'), t),
    ).toBe(generic);
    expect(cartErrorText(new ApiFetchError(0, 'error_occured', 'network_error'), t)).toBe(generic);
    expect(cartErrorText(new Error('boom'), t)).toBe(generic);
  });
});
