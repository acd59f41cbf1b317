import { describe, expect, it } from 'vitest';
import { editDistance, typoBudget } from './typos.ts';

describe('typo budget', () => {
  it('scales with the word: none under 4 letters, 1 up to 8, 2 above', () => {
    expect(typoBudget('pro')).toBe(0);
    expect(typoBudget('molen')).toBe(1);
    expect(typoBudget('weegscha')).toBe(1);
    expect(typoBudget('kofiemolen')).toBe(2);
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('kofiemolen', 'koffiemolen')).toBe(1);
    expect(editDistance('waterkooker', 'waterkoker')).toBe(1);
    expect(editDistance('expresso', 'espresso')).toBe(1);
    expect(editDistance('kettel', 'kettle')).toBe(1);
    expect(editDistance('molen', 'molen')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('weegschal', 'weegschalen')).toBe(2);
  });
  it('stops early past the limit', () => {
    expect(editDistance('koffie', 'xylofoon', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});
