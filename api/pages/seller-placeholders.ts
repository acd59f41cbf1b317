/**
 * The seller's placeholders in CMS HTML (`{{seller.legal_name}}`, decision 091): filled in from the
 * shop's settings whenever a page is read (pages/service.ts) or printed (legal.ts).
 */
import { formatSellerAddress, type SellerIdentity } from '../shop/seller.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function countryName(iso: string, locale: 'nl' | 'en'): string {
  if (!/^[A-Z]{2}$/.test(iso)) return iso;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** The placeholders' values (plain text). */
export function sellerValues(seller: SellerIdentity, locale: 'nl' | 'en'): Record<string, string> {
  return {
    legal_name: seller.legal_name,
    trade_name: seller.trade_name,
    address: [formatSellerAddress(seller.address), countryName(seller.address.country, locale)]
      .filter(Boolean)
      .join(', '),
    kvk: seller.kvk,
    vat_number: seller.vat_number,
    email: seller.email,
    phone: seller.phone,
  };
}

const PLACEHOLDER = /\{\{\s*seller\.(\w+)\s*\}\}/g;

/** CMS HTML with `{{seller.x}}` filled in (HTML-escaped); an unknown name is left as it is. */
export function fillSeller(html: string, seller: SellerIdentity, locale: 'nl' | 'en'): string {
  if (!html.includes('{{')) return html;
  const values = sellerValues(seller, locale);
  return html.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? escapeHtml(values[name]!) : whole,
  );
}
