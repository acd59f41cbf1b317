import { describe, expect, it } from 'vitest';
import { diminutiveBases, headCandidates, modifierCandidates, readCompound } from './compounds.ts';

describe('Dutch diminutives and compounds (issue 39)', () => {
  it.each([
    ['melkkannetje', 'melkkan'],
    ['weegschaaltje', 'weegschaal'],
    ['klopbakje', 'klopbak'],
    ['stoompijpje', 'stoompijp'],
    ['tampertje', 'tamper'],
    ['koninkje', 'koning'],
    ['bloempje', 'bloem'],
    ['kopjes', 'kop'],
    // a short vowel made long before -je (decision 110)
    ['glaasje', 'glas'],
    ['vaatje', 'vat'],
    ['paadje', 'pad'],
    ['blaadje', 'blad'],
    ['gaatje', 'gat'],
  ])('%s may be the diminutive of %s', (word, base) => {
    expect(diminutiveBases(word)).toContain(base);
  });

  it('reads a diminutive of a catalogue word first, then a head after a modifier, longest head first', () => {
    const words = new Set([
      'melkkan',
      'molen',
      'koffiemolen',
      'koffiebonen',
      'filter',
      'filterpapier',
      'koffie',
    ]);
    const isWord = (w: string) => words.has(w);
    expect(readCompound('melkkannetje', isWord)).toEqual({ kind: 'diminutive', base: 'melkkan' });
    expect(readCompound('koffiebonenmolen', isWord)).toEqual({
      kind: 'compound',
      head: 'molen',
      modifier: 'koffiebonen',
    });
    expect(readCompound('filterkoffiemolen', isWord)).toEqual({
      kind: 'compound',
      head: 'koffiemolen',
      modifier: 'filter',
    });
    expect(readCompound('koffiefilterpapier', isWord)).toMatchObject({ head: 'filterpapier' });
    // A linking s or (e)n is no part of the modifier.
    expect(readCompound('filtersmolen', isWord)).toMatchObject({ head: 'molen', modifier: 'filter' });
    // Both parts must be the catalogue's: a `wasmachine` is no machine of a coffee shop.
    expect(readCompound('wasmolen', isWord)).toBeNull();
    expect(readCompound('xylofoon', isWord)).toBeNull();
  });

  it('asks the lexicon for the heads first, then for modifiers only before a head that is a word', () => {
    const heads = headCandidates('bonenmolen');
    expect(heads).toEqual(expect.arrayContaining(['molen', 'enmolen', 'len']));
    expect(heads.every((w) => w.length >= 3)).toBe(true);
    expect(modifierCandidates('bonenmolen', (w) => w === 'molen')).toEqual(['bonen']);
    expect(modifierCandidates('xylofoon', () => false)).toEqual([]);
  });
});
