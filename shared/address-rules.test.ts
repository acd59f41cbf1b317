import { describe, expect, it } from 'vitest';
import { normalizePostcode, postcodeProblem } from './address-rules.ts';

describe('address rules', () => {
  it('takes Dutch postcodes with or without the space, not starting with 0', () => {
    expect(postcodeProblem('NL', '3511 AB')).toBeNull();
    expect(postcodeProblem('nl', '3511ab')).toBeNull();
    expect(postcodeProblem('NL', '0511 AB')).toBe('postcode_nl');
    expect(postcodeProblem('NL', '3511')).toBe('postcode_nl');
    expect(normalizePostcode('NL', ' 3511ab ')).toBe('3511 AB');
  });
  it('takes four-digit Belgian postcodes and sensible others', () => {
    expect(postcodeProblem('BE', '2000')).toBeNull();
    expect(postcodeProblem('BE', '2000 AB')).toBe('postcode_be');
    expect(postcodeProblem('DE', '10115')).toBeNull();
    expect(postcodeProblem('DE', '<script>')).toBe('postcode_other');
    expect(postcodeProblem(undefined, 'x')).toBe('postcode_other');
  });
});
