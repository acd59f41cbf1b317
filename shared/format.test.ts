import { describe, expect, it } from 'vitest';
import { cleanReferenceNumber, formatPrettyPrice, formatPrice } from './format.ts';
import { formatNumber } from './format-number.ts';

/** Edge cases and 60,000 pseudo-random amounts of up to four decimals, some negative. */
function sampleNumbers(): number[] {
  const values = [0, -0, 0.005, 0.015, 0.125, 1.005, 2.675, 999.995, 1000, 1234.5, -1234.5, -0.001, 0.0049];
  values.push(1e9, 12_345_678.9, 99_999_999_999.99, 1e-7, 1e21, Number.NaN, Number.POSITIVE_INFINITY);
  values.push(Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER / 1000, 0.1 + 0.2, 1 / 3);
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < 20_000; i++) {
    const scale = 10 ** Math.floor(random() * 8);
    const decimals = Math.floor(random() * 5);
    const value = Math.round(random() * scale * 10 ** decimals) / 10 ** decimals;
    values.push(random() < 0.1 ? -value : value, value + 0.005, value * 1.21);
  }
  return values;
}

describe('money', () => {
  it('formats euros the Dutch way', () => {
    expect(formatPrice(1234.5).replace(/\s/g, ' ')).toBe('€ 1.234,50');
  });
  it('writes every amount exactly as Intl does', () => {
    const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
    const values = sampleNumbers();
    const differ = values.filter((value) => formatPrice(value) !== intl.format(value));
    expect(differ.map((value) => [value, formatPrice(value), intl.format(value)])).toEqual([]);
  });
  it('writes plain numbers exactly as toLocaleString("nl-NL") does (filter ranges)', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    const values = [...sampleNumbers(), 1, 12, 123, 1500, 2.25, 0.333, -7.125];
    const differ = values.filter((value) => formatNumber(value) !== value.toLocaleString('nl-NL'));
    expect(differ.map((value) => [value, formatNumber(value), value.toLocaleString('nl-NL')])).toEqual([]);
  });
  it('shows a whole amount with a dash', () => {
    expect(formatPrettyPrice(1299).replace(/\s/g, ' ')).toBe('€ 1.299,-');
    expect(formatPrettyPrice(12.95).replace(/\s/g, ' ')).toBe('€ 12,95');
  });
  it('drops a trailing ,PCS from reference numbers', () => {
    expect(cleanReferenceNumber('ABC-123,PCS')).toBe('ABC-123');
    expect(cleanReferenceNumber('ABC-123')).toBe('ABC-123');
  });
});
