/**
 * Every mail names who sends it (issue 40, decision 091): the seller's registered and trade name,
 * visiting address, KvK number, VAT id, e-mail and phone, from the shop's settings
 * (api/shop/seller.ts), under the signature. The mail path (mailer.ts) adds it to every mail it
 * writes to the outbox, so no mail can leave it out: in the HTML part where layout.ts leaves its
 * marker (inside the white card), else before `</body>`; in the text part after a "-- " line.
 */

import { formatSellerAddress, type SellerIdentity } from '../shop/seller.ts';
import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mail.ts';

/** Where layout.ts's HTML wants the seller's lines; `lang` is the mail's language. */
export const SELLER_MARKER = /<!--seller:(nl|en)-->/;
export const sellerMarker = (locale: 'nl' | 'en') => `<!--seller:${locale}-->`;

const LABELS = {
  nl: { kvk: 'KvK', vat: 'Btw-id' },
  en: { kvk: 'Chamber of Commerce (KvK)', vat: 'VAT' },
} as const;

function countryName(iso: string, locale: 'nl' | 'en'): string {
  if (!/^[A-Z]{2}$/.test(iso)) return iso;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** The seller's lines in a language (empty values left out). */
export function sellerLines(seller: SellerIdentity, locale: 'nl' | 'en'): string[] {
  const l = LABELS[locale];
  const name =
    seller.trade_name && seller.trade_name !== seller.legal_name
      ? `${seller.legal_name} (${seller.trade_name})`
      : seller.legal_name;
  const address = [formatSellerAddress(seller.address), countryName(seller.address.country, locale)]
    .filter(Boolean)
    .join(', ');
  const registration = [
    seller.kvk ? `${l.kvk} ${seller.kvk}` : '',
    seller.vat_number ? `${l.vat} ${seller.vat_number}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const contact = [seller.email, seller.phone].filter(Boolean).join(' · ');
  return [name, address, registration, contact].filter(Boolean);
}

function localeOf(mail: Mail): 'nl' | 'en' {
  const marker = SELLER_MARKER.exec(mail.html ?? '');
  if (marker) return marker[1] as 'nl' | 'en';
  return /<html[^>]*\blang="en"/i.test(mail.html ?? '') ? 'en' : 'nl';
}

/** The mail with the seller's lines added (once: a mail that has them already is left alone). */
export function withSellerFooter(mail: Mail, seller: SellerIdentity | null): Mail {
  if (!seller?.legal_name) return mail;
  const locale = localeOf(mail);
  const lines = sellerLines(seller, locale);
  if (mail.text.includes(`\n-- \n${lines[0]}`)) return mail;
  const text = `${mail.text.replace(/\s+$/, '')}\n\n-- \n${lines.join('\n')}\n`;
  let html = mail.html;
  if (html) {
    const block =
      '<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #e4dcd3;font-family:Arial,\'Helvetica Neue\',Helvetica,sans-serif;font-size:12px;line-height:1.5;color:#6b5d52;" data-seller>' +
      `${lines.map((line) => escapeHtml(line)).join('<br>')}</p>`;
    if (SELLER_MARKER.test(html)) html = html.replace(SELLER_MARKER, block);
    else if (/<\/body>/i.test(html)) html = html.replace(/<\/body>/i, `${block}</body>`);
    else html = `${html}${block}`;
  }
  return { ...mail, text, ...(html ? { html } : {}) };
}
