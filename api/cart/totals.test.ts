import { describe, expect, it } from 'vitest';
import { grossCents, netFromGross } from '../lib/money.ts';
import {
  cartTotals,
  type DiscountRule,
  discountNet,
  discountProblem,
  minOrderIn,
  type ShippingRule,
  splitCents,
  totalsInEuros,
} from './totals.ts';

const postnl: ShippingRule = { priceGross: 695, freeFromGross: 5000 };
const pickup: ShippingRule = { priceGross: 0, freeFromGross: null };
const rule = (over: Partial<DiscountRule>): DiscountRule => ({
  kind: 'percent',
  value: 10,
  minOrder: 0,
  minOrderBasis: 'gross',
  validFrom: null,
  validUntil: null,
  active: true,
  ...over,
});

describe('cart totals', () => {
  it('grosses each unit price (half up) and multiplies, so lines match the product page', () => {
    // 1.00 net → 1.21 gross; 0.05 net → 0.0605 → 0.06; 8.26 net → 9.9946 → 9.99
    const t = cartTotals(
      [
        { netCents: 100, amount: 3, rate: 2100 },
        { netCents: 5, amount: 7, rate: 2100 },
        { netCents: 826, amount: 2, rate: 2100 },
      ],
      null,
      postnl,
      5000,
    );
    expect(t.net).toBe(300 + 35 + 1652);
    expect(t.gross).toBe(3 * 121 + 7 * 6 + 2 * 999);
    // Not grossCents(net): 1987 × 1.21 = 2404.27 → 2404, while the lines add up to 2403.
    expect(t.gross).toBe(2403);
    expect(t.vat).toBe(t.toPayGross - t.toPay);
  });

  it('charges shipping below the threshold and not at or above it (gross after discount)', () => {
    // grossCents(4132, 2100) = 5000 exactly; grossCents(4131, 2100) = 4999.
    expect(grossCents(4132, 2100)).toBe(5000);
    expect(grossCents(4131, 2100)).toBe(4999);
    const at = cartTotals([{ netCents: 4132, amount: 1, rate: 2100 }], null, postnl, 5000);
    expect(at).toMatchObject({ shipping: 0, shippingGross: 0, freeShippingRemaining: 0, toPayGross: 5000 });
    const below = cartTotals([{ netCents: 4131, amount: 1, rate: 2100 }], null, postnl, 5000);
    expect(below).toMatchObject({ shipping: 574, shippingGross: 695, freeShippingRemaining: 1 });
    expect(below.toPay).toBe(4131 + 574);
    expect(below.toPayGross).toBe(4999 + 695);
    expect(below.vat).toBe(4999 + 695 - 4131 - 574);
    const above = cartTotals([{ netCents: 5000, amount: 1, rate: 2100 }], null, postnl, 5000);
    expect(above.shipping).toBe(0);
    // The threshold counts after the discount: 10% off 50.00 gross is below it again.
    const discounted = cartTotals(
      [{ netCents: 4132, amount: 1, rate: 2100 }],
      rule({ value: 10 }),
      postnl,
      5000,
    );
    expect(discounted.grossAfterDiscount).toBeLessThan(5000);
    expect(discounted.shippingGross).toBe(695);
  });

  it('charges nothing for shipping an empty cart, nor for a pickup point', () => {
    expect(cartTotals([], null, postnl, 5000)).toMatchObject({
      net: 0,
      gross: 0,
      shipping: 0,
      toPay: 0,
      toPayGross: 0,
      vat: 0,
      freeShippingRemaining: 5000,
    });
    expect(cartTotals([{ netCents: 100, amount: 1, rate: 2100 }], null, pickup, 5000)).toMatchObject({
      shippingGross: 0,
      freeShippingRemaining: 0,
    });
  });

  it('takes a percentage off the net subtotal rounded half up, and derives its gross', () => {
    expect(discountNet({ kind: 'percent', value: 10 }, 1005)).toBe(101); // 100.5 → 101
    expect(discountNet({ kind: 'percent', value: 10 }, 1004)).toBe(100); // 100.4 → 100
    expect(discountNet({ kind: 'percent', value: 15 }, 3)).toBe(0); // 0.45 → 0
    expect(discountNet({ kind: 'percent', value: 100 }, 999)).toBe(999);
    const t = cartTotals([{ netCents: 1005, amount: 1, rate: 2100 }], rule({ value: 10 }), pickup, 5000);
    expect(t.discount).toBe(101);
    expect(t.discountGross).toBe(grossCents(101, 2100)); // 122.21 → 122
    expect(t.netAfterDiscount).toBe(904);
    expect(t.grossAfterDiscount).toBe(grossCents(1005, 2100) - 122);
    expect(t.vat).toBe(t.toPayGross - t.toPay);
  });

  it('caps an amount discount at the subtotal, and its gross at the items’ gross', () => {
    expect(discountNet({ kind: 'amount', value: 413 }, 5000)).toBe(413);
    expect(discountNet({ kind: 'amount', value: 413 }, 300)).toBe(300);
    expect(discountNet({ kind: 'amount', value: 413 }, 0)).toBe(0);
    // 0.02 net grosses to 0.02 (2.42 → 2), so ten of them are 0.20 gross, while grossCents(20, 2100) = 24:
    // a discount of everything takes 0.20 gross off, never more.
    const t = cartTotals(
      [{ netCents: 2, amount: 10, rate: 2100 }],
      rule({ kind: 'amount', value: 1000 }),
      pickup,
      5000,
    );
    expect(grossCents(20, 2100)).toBe(24);
    expect(t).toMatchObject({ discount: 20, gross: 20, discountGross: 20, grossAfterDiscount: 0, vat: 0 });
    expect(t.netAfterDiscount).toBe(0);
  });

  it('knows why a code does not apply: inactive, not yet valid, expired, below its minimum order', () => {
    const now = new Date(Date.UTC(2026, 10, 1));
    const cart = (net: number, gross: number) => ({ net, gross });
    expect(discountProblem(rule({}), cart(0, 0), 'gross', now)).toBeNull();
    expect(discountProblem(rule({ active: false }), cart(1000, 1210), 'gross', now)).toBe('inactive');
    expect(
      discountProblem(rule({ validFrom: new Date(Date.UTC(2027, 0, 1)) }), cart(1000, 1210), 'gross', now),
    ).toBe('not_yet_valid');
    expect(
      discountProblem(rule({ validUntil: new Date(Date.UTC(2024, 0, 1)) }), cart(1000, 1210), 'gross', now),
    ).toBe('expired');
    // KOFFIE5, "vanaf € 25 incl. btw": five lines of 4.13 net (5.00 gross) are 25.00 gross but
    // only 20.65 net. A consumer (gross) reaches the minimum; a dealer (net, € 20,66) does not.
    const koffie5 = rule({ minOrder: 2500, minOrderBasis: 'gross' });
    expect(discountProblem(koffie5, cart(2065, 2500), 'gross', now)).toBeNull();
    expect(discountProblem(koffie5, cart(2065, 2499), 'gross', now)).toBe('min_order');
    expect(discountProblem(koffie5, cart(2065, 2500), 'net', now)).toBe('min_order');
    expect(discountProblem(koffie5, cart(2066, 2500), 'net', now)).toBeNull();
    // A net minimum: net against it, gross against its gross.
    const net = rule({ minOrder: 2066, minOrderBasis: 'net' });
    expect(discountProblem(net, cart(2065, 2600), 'net', now)).toBe('min_order');
    expect(discountProblem(net, cart(2066, 2400), 'net', now)).toBeNull();
    expect(discountProblem(net, cart(2000, 2500), 'gross', now)).toBeNull();
    expect(discountProblem(net, cart(2100, 2499), 'gross', now)).toBe('min_order');
  });

  it('states a minimum in either prices: the least net that grosses to a gross one, the gross of a net one', () => {
    expect(minOrderIn({ minOrder: 2500, minOrderBasis: 'gross' }, 'gross')).toBe(2500);
    expect(minOrderIn({ minOrder: 2500, minOrderBasis: 'gross' }, 'net')).toBe(2066);
    expect(minOrderIn({ minOrder: 2066, minOrderBasis: 'net' }, 'gross')).toBe(2500);
    expect(minOrderIn({ minOrder: 2066, minOrderBasis: 'net' }, 'net')).toBe(2066);
    expect(minOrderIn({ minOrder: 0, minOrderBasis: 'gross' }, 'net')).toBe(0);
    // Every gross minimum up to € 1000: its net reaches it, one cent less does not.
    const wrong: number[] = [];
    for (let g = 1; g <= 100_000; g++) {
      const n = minOrderIn({ minOrder: g, minOrderBasis: 'gross' }, 'net');
      if (grossCents(n, 2100) < g || grossCents(n - 1, 2100) >= g) wrong.push(g);
    }
    expect(wrong).toEqual([]);
  });

  it('derives shipping net from the gross price and answers euros', () => {
    expect(netFromGross(695, 2100)).toBe(574);
    expect(grossCents(netFromGross(695, 2100), 2100)).toBe(695);
    expect(netFromGross(0, 2100)).toBe(0);
    const euros = totalsInEuros(cartTotals([{ netCents: 4131, amount: 1, rate: 2100 }], null, postnl, 5000));
    expect(euros).toMatchObject({
      net: 41.31,
      gross: 49.99,
      shipping: 5.74,
      shipping_gross: 6.95,
      to_pay: 47.05,
      to_pay_gross: 56.94,
      vat: 9.89,
      free_shipping_threshold: 50,
      free_shipping_remaining: 0.01,
    });
  });

  it('keeps each rate apart: coffee at 9 %, equipment at 21 %', () => {
    // A € 13,95 bag of beans (1280 net at 9 %) and a € 6,05 tamper (500 net at 21 %).
    const t = cartTotals(
      [
        { netCents: 1280, amount: 2, rate: 900 },
        { netCents: 500, amount: 1, rate: 2100 },
      ],
      null,
      postnl,
      5000,
    );
    expect(t.gross).toBe(2 * 1395 + 605);
    // Shipping € 6,95 split by the rates' gross: 2790 / 3395 of it at 9 %, the rest at 21 %.
    expect(t.shippingGross).toBe(695);
    const [high, low] = t.vatLines;
    expect(high!.rate).toBe(2100);
    expect(low!.rate).toBe(900);
    // 695 × 605 / 3395 = 123.85 → 124 at 21 % (net 102); 571 at 9 % (net 524).
    expect(high).toEqual({ rate: 2100, base: 500 + 102, vat: 605 + 124 - 500 - 102 });
    expect(low).toEqual({ rate: 900, base: 2560 + 524, vat: 2790 + 571 - 2560 - 524 });
    expect(t.shipping).toBe(102 + 524);
    expect(t.vat).toBe(high!.vat + low!.vat);
    expect(t.toPayGross).toBe(t.toPay + t.vat);
  });

  it('splits a discount over the rates by their net, to the cent', () => {
    const t = cartTotals(
      [
        { netCents: 1280, amount: 1, rate: 900 },
        { netCents: 999, amount: 1, rate: 2100 },
        { netCents: 1, amount: 1, rate: 0 },
      ],
      { kind: 'amount', value: 1000 },
      pickup,
      5000,
    );
    expect(t.discount).toBe(1000);
    // 1000 over 999 / 1280 / 1 of 2280: 438.16, 561.40, 0.44 → 438, 561 and the last cent to the largest remainder.
    const byRate = Object.fromEntries(t.vatLines.map((v) => [v.rate, v]));
    expect(byRate[2100]!.base + byRate[900]!.base + byRate[0]!.base).toBe(2280 - 1000);
    expect(byRate[2100]!.base).toBe(999 - 438);
    expect(byRate[900]!.base).toBe(1280 - 561);
    expect(byRate[0]).toEqual({ rate: 0, base: 0, vat: 0 });
    expect(t.vat).toBe(byRate[2100]!.vat + byRate[900]!.vat);
    expect(t.toPayGross - t.toPay).toBe(t.vat);
  });

  it('reconciles to the cent whatever the lines', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let k = 0; k < 500; k++) {
      const lines = Array.from({ length: 1 + rnd(5) }, () => ({
        netCents: 1 + rnd(200_000),
        amount: 1 + rnd(4),
        rate: [2100, 900, 0][rnd(3)]!,
      }));
      const t = cartTotals(lines, { kind: 'percent', value: 1 + rnd(30) }, postnl, 5000);
      expect(t.vatLines.reduce((s, v) => s + v.base, 0)).toBe(t.toPay);
      expect(t.vatLines.reduce((s, v) => s + v.vat, 0)).toBe(t.vat);
      expect(t.toPay + t.vat).toBe(t.toPayGross);
      for (const v of t.vatLines) if (v.rate === 0) expect(v.vat).toBe(0);
    }
  });

  it('splits cents by weight, the parts adding up', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(5, [0, 0])).toEqual([5, 0]);
    expect(splitCents(0, [3, 4])).toEqual([0, 0]);
    expect(splitCents(7, [])).toEqual([]);
  });
});
