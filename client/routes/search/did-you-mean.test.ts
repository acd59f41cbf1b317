import { describe, expect, it } from 'vitest';
import { correctedQuery } from './did-you-mean.ts';

describe('correctedQuery', () => {
  it('offers a corrected query', () => {
    expect(correctedQuery({ did_you_mean: 'koffiemolen' }, 'kofiemolen')).toBe('koffiemolen');
    expect(correctedQuery({ did_you_mean: ' coffee grinder ' }, 'cofee grinder')).toBe('coffee grinder');
  });

  it('offers nothing without one, or when it is the term in other case or spacing', () => {
    expect(correctedQuery({}, 'koffiemolen')).toBeNull();
    expect(correctedQuery({ did_you_mean: null }, 'koffiemolen')).toBeNull();
    expect(correctedQuery({ did_you_mean: '  ' }, 'koffiemolen')).toBeNull();
    expect(correctedQuery({ did_you_mean: 'Coffee  Grinder' }, 'coffee grinder ')).toBeNull();
  });
});
