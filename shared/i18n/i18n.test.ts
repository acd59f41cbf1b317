import { describe, expect, it } from 'vitest';
import { translator } from './index.ts';

describe('translations', () => {
  it('translates nested keys with parameters in each language', () => {
    expect(translator('nl')('pages.search.results_for', { q: 'bonen' })).toBe('Zoekresultaten voor “bonen”');
    expect(translator('en')('pages.search.results_for', { q: 'beans' })).toBe('Search results for “beans”');
  });
  it('keeps the two languages apart when used together', () => {
    const nl = translator('nl');
    const en = translator('en');
    expect([nl('not_found'), en('not_found'), nl('not_found')]).toEqual([
      'Deze pagina kon niet worden gevonden',
      'This page could not be found',
      'Deze pagina kon niet worden gevonden',
    ]);
  });
  it('answers an unknown key with the key itself', () => {
    expect(translator('en')('no.such.key')).toBe('no.such.key');
  });
});
