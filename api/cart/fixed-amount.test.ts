/**
 * A fixed-amount code takes exactly its advertised amount off (decision 095): "€ 5 korting" is
 * € 5,00 off a consumer's gross total whatever the VAT rates in the cart (Besluit prijsaanduiding
 * producten: the price a consumer is told is the price incl. VAT), its VAT split over the rates in
 * proportion to their lines, to the cent; a dealer, who sees net prices, gets its net equivalent
 * at the standard rate off the net total.
 */
import { describe, expect, it } from 'vitest';
import { grossCents } from '../lib/money.ts';
import { amountIn, cartTotals, type PricedLine, type ShippingRule } from './totals.ts';

const pickup: ShippingRule = { priceGross: 0, freeFromGross: null };
const koffie5 = { kind: 'amount' as const, value: 500, amountBasis: 'gross' as const };
const line = (netCents: number, rate: number, amount = 1): PricedLine => ({ netCents, rate, amount });

describe('a fixed amount off, to the cent', () => {
  it.each([
    // name, lines, mode, gross before, gross off, net off, VAT per rate after [rate, base, vat]
    ['coffee only (9 %)', [line(2294, 900)], 'gross', 2500, 500, 459, [[900, 1835, 165]]],
    ['a machine part only (21 %)', [line(2066, 2100)], 'gross', 2500, 500, 413, [[2100, 1653, 347]]],
    [
      'mixed 9 % and 21 %, equal gross',
      [line(1376, 900), line(1240, 2100)],
      'gross',
      3000,
      500,
      229 + 207,
      [
        [2100, 1240 - 207, 1250 - (1240 - 207)],
        [900, 1376 - 229, 1250 - (1376 - 229)],
      ],
    ],
    ['more than the total: the total, not more', [line(248, 2100)], 'gross', 300, 300, 248, [[2100, 0, 0]]],
  ] as const)('%s', (_, lines, mode, grossBefore, grossOff, netOff, vatLines) => {
    const t = cartTotals([...lines], koffie5, pickup, 5000, mode);
    expect(t.gross).toBe(grossBefore);
    expect(t.discountGross).toBe(grossOff);
    expect(t.grossAfterDiscount).toBe(grossBefore - grossOff);
    expect(t.discount).toBe(netOff);
    expect(t.vatLines.map((v) => [v.rate, v.base, v.vat])).toEqual(vatLines);
    expect(t.vatLines.reduce((s, v) => s + v.base + v.vat, 0)).toBe(t.toPayGross);
  });

  it('gives a dealer (net prices) € 4,13 off the net total, grossed per rate', () => {
    expect(amountIn(koffie5, 'net')).toBe(413);
    const t = cartTotals([line(2000, 900), line(2000, 2100)], koffie5, pickup, 5000, 'net');
    expect(t.discount).toBe(413);
    expect(t.netAfterDiscount).toBe(4000 - 413);
    // 413 split 207/206 by net, each grossed at its rate.
    expect(t.discountGross).toBe(grossCents(207, 2100) + grossCents(206, 900));
  });

  it('reads a code stored net (older codes) as its gross at the standard rate for consumers', () => {
    const stored = { kind: 'amount' as const, value: 413 };
    expect(amountIn(stored, 'gross')).toBe(500);
    expect(cartTotals([line(2294, 900)], stored, pickup, 5000, 'gross').discountGross).toBe(500);
  });

  it('gives a percentage as before: the same share off every rate', () => {
    const t = cartTotals(
      [line(1000, 900), line(1000, 2100)],
      { kind: 'percent', value: 10 },
      pickup,
      5000,
      'gross',
    );
    expect(t.discount).toBe(200);
    expect(t.discountGross).toBe(grossCents(100, 900) + grossCents(100, 2100));
  });
});
