import { describe, expect, it } from 'vitest';
import { spellingVariants } from './spelling.ts';

describe('British and American spellings (issue 39)', () => {
  it.each([
    ['gray', 'grey'],
    ['grey', 'gray'],
    ['color', 'colour'],
    ['colour', 'color'],
    ['liter', 'litre'],
    ['litre', 'liter'],
    ['customize', 'customise'],
    ['analyse', 'analyze'],
    ['aluminum', 'aluminium'],
  ])('%s is also looked up as %s', (word, other) => {
    expect(spellingVariants(word)).toContain(other);
  });
  it('leaves short words and codes alone', () => {
    expect(spellingVariants('or')).toEqual([]);
    expect(spellingVariants('e61')).toEqual([]);
  });
});
