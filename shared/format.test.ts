import { describe, expect, it } from 'vitest';
import { cleanReferenceNumber, formatPrettyPrice, formatPrice } from './format.ts';

describe('money', () => {
  it('formats euros the Dutch way', () => {
    expect(formatPrice(1234.5).replace(/\s/g, ' ')).toBe('€ 1.234,50');
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
