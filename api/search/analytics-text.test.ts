/** What search analytics keeps of a query: folded, collapsed, cut, and without e-mail or phone. */
import { describe, expect, it } from 'vitest';
import { MAX_STORED_QUERY, redactPersonalData, storedQuery } from './analytics-text.ts';

describe('storedQuery', () => {
  it('folds like search does: lower case, no accents, whitespace collapsed and trimmed', () => {
    expect(storedQuery('  Caffè   CRÈME\tMachine \n')).toBe('caffe creme machine');
    expect(storedQuery('Cafeïnevrij')).toBe('cafeinevrij');
  });

  it('keeps at most 200 characters, whole code points, and nothing for an empty query', () => {
    expect(storedQuery('x'.repeat(300))).toBe('x'.repeat(MAX_STORED_QUERY));
    const emoji = storedQuery(`${'a'.repeat(199)}☕☕`)!;
    expect(Array.from(emoji)).toHaveLength(200);
    expect(emoji.endsWith('☕')).toBe(true);
    expect(storedQuery('')).toBeNull();
    expect(storedQuery(' \t\n ')).toBeNull();
    expect(storedQuery('\u0000\u0007')).toBeNull();
  });

  it('replaces e-mail addresses', () => {
    expect(storedQuery('bestelling Jan.Jansen+shop@Example.NL koffie')).toBe('bestelling [e-mail] koffie');
    expect(storedQuery('a@b')).toBe('[e-mail]');
    // An @ alone or at a word's edge is no address.
    expect(storedQuery('@home koffie@')).toBe('@home koffie@');
  });

  it('replaces phone numbers, Dutch and international, with separators', () => {
    for (const phone of [
      '+31 6 12345678',
      '+31612345678',
      '0612345678',
      '06-12345678',
      '06 1234 5678',
      '020-123 4567',
      '0031 (0)6 1234 5678',
      '+32 470 12 34 56',
    ]) {
      expect(storedQuery(`bel ${phone} molen`), phone).toBe('bel [phone] molen');
    }
  });

  it('keeps product codes, measurements and short numbers', () => {
    for (const kept of [
      '8712345678901',
      'eureka mignon 58 mm',
      'ref 871234',
      '0,5 liter',
      '2024 model',
      'e61',
    ]) {
      expect(storedQuery(kept), kept).toBe(kept);
    }
  });

  it('redacts before cutting: an address at the 200-character edge is not stored in part', () => {
    // Cut first, 'jan.ja' would be left; redacted first, at most part of the placeholder is.
    expect(storedQuery(`${'a '.repeat(97)}jan.jansen@example.com`)).toBe(`${'a '.repeat(97)}[e-mai`);
    expect(storedQuery(`${'a '.repeat(96)}jan.jansen@example.com`)).toBe(`${'a '.repeat(96)}[e-mail]`);
    expect(storedQuery(`${'a '.repeat(95)}06 1234 5678`)).toBe(`${'a '.repeat(95)}[phone]`);
  });
});

describe('redactPersonalData', () => {
  it('leaves text without personal data alone', () => {
    expect(redactPersonalData('Koffiemolen Handmolen 58mm')).toBe('Koffiemolen Handmolen 58mm');
  });
});
