import { describe, expect, it } from 'vitest';
import { followApplied, priceText } from './price-draft.ts';

describe('price fields follow the URL one bound at a time', () => {
  it('keeps a maximum being typed when the minimum is applied', () => {
    const before = priceText(undefined);
    const after = priceText({ min: 500 });
    expect(followApplied({ min: '500', max: '10' }, before, after)).toEqual({ min: '500', max: '10' });
  });

  it('keeps a minimum being typed when the maximum is applied', () => {
    expect(followApplied({ min: '50', max: '1000' }, priceText(undefined), priceText({ max: 1000 }))).toEqual(
      { min: '50', max: '1000' },
    );
  });

  it('shows what the URL says when a bound changes from elsewhere (reset, back)', () => {
    const before = priceText({ min: 500, max: 1000 });
    expect(followApplied({ min: '500', max: '1000' }, before, priceText(undefined))).toEqual({
      min: '',
      max: '',
    });
    expect(followApplied({ min: '7', max: '1000' }, before, priceText({ min: 200, max: 1000 }))).toEqual({
      min: '200',
      max: '1000',
    });
  });

  it('writes bounds as the fields show them', () => {
    expect(priceText({ min: 12.5 })).toEqual({ min: '12.5', max: '' });
  });
});
