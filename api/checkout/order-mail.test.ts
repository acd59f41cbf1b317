import { describe, expect, it } from 'vitest';
import { type ConfirmationInput, confirmationMail } from './order-mail.ts';

const order = (locale: 'nl' | 'en', shipping: number): ConfirmationInput => ({
  to: 'klant@example.nl',
  locale,
  number: 'KK-2026-1001',
  lines: [{ name: 'Espressomachine', optionName: '', amount: 1, priceGross: 160_000 }],
  shipping,
  discount: 0,
  total: 160_000 + shipping,
  vat: 27_769,
  deliverTo: ['Straat 1', '1234 AB Utrecht'],
  pickup: false,
  link: 'https://shop.example/payment-redirect?order=x',
});

describe('confirmationMail', () => {
  it('writes amounts in the shop money format in both languages (spec 9)', () => {
    for (const locale of ['nl', 'en'] as const) {
      const text = confirmationMail(order(locale, 1395)).text.replace(/\u00a0/g, ' ');
      expect(text).toContain('€ 1.600,-');
      expect(text).toContain('€ 13,95');
      expect(text).toContain('€ 1.613,95');
      expect(text).not.toMatch(/€\d|\.00\b/);
    }
  });
  it('says free shipping as a word, not as € 0', () => {
    expect(confirmationMail(order('nl', 0)).text).toContain('Verzendkosten: Gratis');
    expect(confirmationMail(order('en', 0)).text).toContain('Shipping: Free');
  });
});
