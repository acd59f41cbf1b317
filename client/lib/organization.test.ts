/** The shop's Organization JSON-LD (issue 26): its address in parts, from the one address setting. */
import { describe, expect, it } from 'vitest';
import type { ShopInfo } from '../../shared/contract/shop.ts';
import { organizationJsonLd, postalAddress } from './organization.ts';

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

describe('organizationJsonLd', () => {
  it('names the seller from the settings: legal name, VAT id, KvK number and the structured address (issue 40)', () => {
    const shop = {
      name: 'Koffie & Keuken',
      email: 'info@koffieenkeuken.nl',
      phone: '+31 30 200 1234',
      address: 'Koffiestraat 12, 3511 AB Utrecht',
      socials: [],
      kiyoh_stats: { average_rating_12_months: 9.2, number_reviews: 1234 },
      seller: {
        legal_name: 'Andere Winkel B.V.',
        trade_name: 'Koffie & Keuken',
        address: {
          street: 'Meir',
          house_number: '1',
          postcode: '2000',
          city: 'Antwerpen',
          country: 'BE',
          country_name: 'België',
        },
        kvk: '87654321',
        vat_number: 'NL123456782B01',
        email: 'info@koffieenkeuken.nl',
        phone: '+31 30 200 1234',
      },
    } as unknown as ShopInfo;
    expect(organizationJsonLd(shop, 'https://shop.example')).toMatchObject({
      legalName: 'Andere Winkel B.V.',
      vatID: 'NL123456782B01',
      identifier: { '@type': 'PropertyValue', propertyID: 'KvK', value: '87654321' },
      address: {
        streetAddress: 'Meir 1',
        postalCode: '2000',
        addressLocality: 'Antwerpen',
        addressCountry: 'BE',
      },
    });
  });
});
