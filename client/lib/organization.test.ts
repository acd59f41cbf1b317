/** The shop's Organization JSON-LD (issue 26): its address in parts, from the one address setting. */
import { describe, expect, it } from 'vitest';
import { postalAddress } from './organization.ts';

describe('postalAddress', () => {
  it('splits a Dutch or Belgian address into street, postcode and place', () => {
    expect(postalAddress('Koffiestraat 12, 3511 AB Utrecht')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Koffiestraat 12',
      postalCode: '3511 AB',
      addressLocality: 'Utrecht',
      addressCountry: 'NL',
    });
    expect(postalAddress('Meir 1, 2000 Antwerpen')).toMatchObject({
      postalCode: '2000',
      addressCountry: 'BE',
    });
  });

  it('keeps any other address as it is', () => {
    expect(postalAddress('Somewhere 1')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere 1' });
  });
});
