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

describe('disguised personal data (issue 39): redacted after NFKC normalisation', () => {
  it.each([
    ['full-width at sign', 'jan＠example.com'],
    ['full-width everything', 'ｊａｎ＠ｅｘａｍｐｌｅ．ｃｏｍ'],
    ['small commercial at', 'jan﹫example.com'],
    ['zero-width space before the at', 'jan\u200b@example.com'],
    ['spaced at', 'jan @ example.com'],
    ['bracketed at', 'jan [at] example.com'],
    ['parenthesised at and dot', 'jan (at) example (dot) com'],
    ['written out', 'jan at example dot com'],
    ['written out in Dutch', 'jan at voorbeeld punt nl'],
    ['upper case written out', 'JAN AT EXAMPLE DOT COM'],
  ])('e-mail, %s', (_, address) => {
    expect(storedQuery(`bestelling ${address} molen`)).toBe('bestelling [e-mail] molen');
  });

  it.each([
    ['full-width digits', '０６１２３４５６７８'],
    ['full-width plus', '＋３１ ６ １２３４５６７８'],
    ['en dashes', '06–1234–5678'],
    ['minus sign', '06−12345678'],
    ['zero-width spaces', '06\u200b1234\u200b5678'],
    ['non-breaking spaces', '06\u00a01234\u00a05678'],
    ['full-width parentheses', '0031 （0）6 1234 5678'],
    ['superscript-free dots', '06.12.34.56.78'],
  ])('phone, %s', (_, phone) => {
    expect(storedQuery(`bel ${phone} molen`)).toBe('bel [phone] molen');
  });

  it('keeps what only looks a little like them', () => {
    for (const kept of ['koffie @ home', 'espresso at home', 'molen (at) 58 mm', 'ｅｓｐｒｅｓｓｏ'])
      expect(redactPersonalData(kept).includes('[e-mail]'), kept).toBe(false);
    expect(storedQuery('ｅｓｐｒｅｓｓｏ')).toBe('espresso');
  });
});

describe('redactPersonalData', () => {
  it('leaves text without personal data alone', () => {
    expect(redactPersonalData('Koffiemolen Handmolen 58mm')).toBe('Koffiemolen Handmolen 58mm');
  });
});
