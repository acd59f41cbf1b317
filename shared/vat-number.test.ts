import { describe, expect, it } from 'vitest';
import { normalizeVatNumber, vatNumberExample, vatNumberProblem } from './vat-number.ts';

describe('EU VAT number format', () => {
  it('accepts each country’s shape, written as people write it', () => {
    expect(vatNumberProblem('BE', 'BE 0123.456.789')).toBeNull();
    expect(vatNumberProblem('NL', 'nl123456789b01')).toBeNull();
    expect(vatNumberProblem('DE', 'DE-123456789')).toBeNull();
    expect(vatNumberProblem('AT', 'ATU12345678')).toBeNull();
    expect(vatNumberProblem('FR', 'FRXX123456789')).toBeNull();
    expect(vatNumberProblem('GR', 'EL123456789')).toBeNull();
    expect(normalizeVatNumber('be 0123.456.789')).toBe('BE0123456789');
  });

  it('refuses a wrong shape, a prefix of another country and a country without EU VAT', () => {
    expect(vatNumberProblem('BE', 'BE123456789')).toBe('vat_number_format');
    expect(vatNumberProblem('BE', 'BE2123456789')).toBe('vat_number_format');
    expect(vatNumberProblem('NL', 'NL123456789')).toBe('vat_number_format');
    expect(vatNumberProblem('DE', 'DE12345678X')).toBe('vat_number_format');
    expect(vatNumberProblem('BE', 'NL123456789B01')).toBe('vat_number_country');
    expect(vatNumberProblem('GB', 'GB123456789')).toBe('vat_number_country');
    expect(vatNumberProblem(undefined, 'BE0123456789')).toBe('vat_number_country');
    expect(vatNumberProblem('BE', '<script>')).toBe('vat_number_country');
  });

  it('gives an example per country it ships to', () => {
    expect(vatNumberExample('BE')).toBe('BE0123456789');
    expect(vatNumberExample('GB')).toBeNull();
  });
});
