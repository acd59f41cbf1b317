import { describe, expect, it } from 'vitest';
import { formatNumberIn, specValueText } from './format-number.ts';

describe('spec values', () => {
  it('write a numeric value with a decimal comma in Dutch and a point in English, with the unit', () => {
    expect(specValueText({ title: '58.5', numeric: 58.5, unit: 'mm' }, 'nl')).toBe('58,5 mm');
    expect(specValueText({ title: '58.5', numeric: 58.5, unit: 'mm' }, 'en')).toBe('58.5 mm');
    expect(specValueText({ title: '1.8', numeric: 1.8 }, 'nl')).toBe('1,8');
    expect(specValueText({ title: '1200', numeric: 1200, unit: 'W' }, 'nl')).toBe('1200 W');
  });
  it("leave the translators' own titles alone", () => {
    expect(specValueText({ title: 'Dubbele boiler', numeric: null, unit: null }, 'nl')).toBe(
      'Dubbele boiler',
    );
    expect(specValueText({ title: '1.200', numeric: 1200 }, 'nl')).toBe('1.200');
    expect(specValueText({ title: '2.5', numeric: null }, 'nl')).toBe('2.5');
  });
});

describe('numbers per language', () => {
  it('group and separate decimals as each language does', () => {
    expect(formatNumberIn(2300, 'nl')).toBe('2.300');
    expect(formatNumberIn(2300, 'en')).toBe('2,300');
    expect(formatNumberIn(1.5, 'nl')).toBe('1,5');
    expect(formatNumberIn(1.5, 'en')).toBe('1.5');
  });
});
