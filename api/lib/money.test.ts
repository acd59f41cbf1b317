import { describe, expect, it } from 'vitest';
import { euros, grossCents } from './money.ts';

describe('prices', () => {
  it('adds 21% VAT and rounds half up to the cent', () => {
    expect(grossCents(100)).toBe(121);
    expect(grossCents(50)).toBe(61); // 60.5 → 61
    expect(grossCents(1)).toBe(1); // 1.21 → 1
    expect(grossCents(413)).toBe(500); // 499.73 → 500
  });

  it('answers euros with two decimals', () => {
    expect(euros(12345)).toBe(123.45);
  });
});
