/**
 * The order confirmation is the durable medium (issue 40, decision 091): it links the terms and
 * the privacy statement as PDFs, on the storefront that made the order's link, in its language.
 */
import { describe, expect, it } from 'vitest';
import { type ConfirmationInput, confirmationMail } from './order-mail.ts';

const order = (
  locale: 'nl' | 'en',
  link = 'https://shop.example/payment-redirect?order=x',
): ConfirmationInput => ({
  to: 'klant@example.nl',
  locale,
  number: 'KK-2026-1001',
  lines: [{ name: 'Espressomachine', optionName: '', amount: 1, priceGross: 160_000 }],
  shipping: 0,
  discount: 0,
  total: 160_000,
  vat: 27_769,
  deliverTo: ['Straat 1', '1234 AB Utrecht'],
  pickup: false,
  link,
});

describe('the order confirmation links the terms and the privacy statement', () => {
  it.each([
    ['nl', 'Algemene voorwaarden (PDF)', 'Privacybeleid (PDF)'],
    ['en', 'Terms and conditions (PDF)', 'Privacy policy (PDF)'],
  ] as const)('in %s, in the text and the HTML part', (locale, terms, privacy) => {
    const mail = confirmationMail(order(locale));
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain(`${terms}: https://shop.example/api/legal/terms.pdf?lang=${locale}`);
      expect(part).toContain(`${privacy}: https://shop.example/api/legal/privacy.pdf?lang=${locale}`);
    }
  });

  it('leaves them out where the order link is no web address', () => {
    expect(confirmationMail(order('nl', 'not a url')).text).not.toContain('/api/legal/');
  });
});
