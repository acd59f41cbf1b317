import { describe, expect, it } from 'vitest';
import { euros, grossCents, netFromGross, ratePercent } from './money.ts';

describe('prices', () => {
  it('adds the rate and rounds half up to the cent', () => {
    expect(grossCents(100, 2100)).toBe(121);
    expect(grossCents(50, 2100)).toBe(61); // 60.5 → 61
    expect(grossCents(1, 2100)).toBe(1); // 1.21 → 1
    expect(grossCents(413, 2100)).toBe(500); // 499.73 → 500
    // Coffee at 9 %: a € 13,95 bag is € 12,80 net (1280 × 1.09 = 1395.2), not 13.95 ÷ 1.21 = 11,53.
    expect(grossCents(1280, 900)).toBe(1395);
    expect(grossCents(1000, 550)).toBe(1055);
    expect(grossCents(1234, 0)).toBe(1234);
  });

  it('finds the net of a gross price at a rate', () => {
    expect(netFromGross(695, 2100)).toBe(574);
    expect(netFromGross(1395, 900)).toBe(1280);
    expect(netFromGross(2495, 0)).toBe(2495);
  });

  it('reads basis points as a percentage', () => {
    expect(ratePercent(900)).toBe(9);
    expect(ratePercent(550)).toBe(5.5);
  });

  it('answers euros with two decimals', () => {
    expect(euros(12345)).toBe(123.45);
  });
});
