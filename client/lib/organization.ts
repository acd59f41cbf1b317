/**
 * The shop as schema.org describes it (issue 26): one `Organization` built from the shop's settings
 * (GET shopInfo: the one name, address, e-mail, phone, social profiles, review rating) and the
 * public URL setting, with the logo (public/logo-512.png, a 512 px square of the mark that search
 * engines take). The home page carries it; the contact and about pages too.
 */
import logoPng from '../../public/logo-512.png?url';
import type { ShopInfo } from '../../shared/contract/shop.ts';

/** "Koffiestraat 12, 3511 AB Utrecht" → its parts (a Dutch or Belgian postcode), else the text as it is. */
export function postalAddress(address: string) {
  const match = /^(.+?),\s*(\d{4}\s?[A-Z]{2}|\d{4})\s+(.+)$/.exec(address.trim());
  if (!match) return { '@type': 'PostalAddress', streetAddress: address.trim() };
  const [, street, postcode, city] = match as unknown as [string, string, string, string];
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    postalCode: postcode,
    addressLocality: city,
    addressCountry: /[A-Z]/.test(postcode) ? 'NL' : 'BE',
  };
}

/** The seller's structured visiting address (issue 40, decision 091), when the settings have one. */
function sellerAddress(shop: ShopInfo) {
  const a = shop.seller.address;
  if (!a.street || !a.city) return null;
  return {
    '@type': 'PostalAddress',
    streetAddress: [a.street, a.house_number].filter(Boolean).join(' '),
    ...(a.postcode ? { postalCode: a.postcode } : {}),
    addressLocality: a.city,
    ...(a.country ? { addressCountry: a.country } : {}),
  };
}

export function organizationJsonLd(shop: ShopInfo, publicUrl: string) {
  const address = sellerAddress(shop) ?? (shop.address ? postalAddress(shop.address) : null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    // Who sells (issue 40): the registered name, VAT id and KvK number from the settings.
    ...(shop.seller.legal_name ? { legalName: shop.seller.legal_name } : {}),
    ...(shop.seller.vat_number ? { vatID: shop.seller.vat_number } : {}),
    ...(shop.seller.kvk
      ? { identifier: { '@type': 'PropertyValue', propertyID: 'KvK', value: shop.seller.kvk } }
      : {}),
    url: publicUrl,
    logo: `${publicUrl}${logoPng}`,
    ...(shop.email ? { email: shop.email } : {}),
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(address ? { address } : {}),
    ...(shop.socials.length ? { sameAs: shop.socials.map((s) => s.url) } : {}),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: shop.kiyoh_stats.average_rating_12_months,
      bestRating: 10,
      reviewCount: shop.kiyoh_stats.number_reviews,
    },
  };
}
