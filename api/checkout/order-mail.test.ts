import { describe, expect, it } from 'vitest';
import { SHOP_NAME } from '../mail/layout.ts';
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

/** Beans at 9 % and a machine at 21 %, with a discount, for Eva de Vries (VAT as the VAT engineer gives it). */
const mixed = (locale: 'nl' | 'en', more: Partial<ConfirmationInput> = {}): ConfirmationInput => ({
  ...order(locale, 0),
  customerName: { first: 'Eva', last: 'de Vries' },
  lines: [
    { name: 'Koffiebonen Brazilië', optionName: '1 kg', amount: 2, priceGross: 1395 },
    { name: 'Espressomachine', optionName: 'RVS', amount: 1, priceGross: 160_000 },
  ],
  discount: 500,
  total: 162_290,
  vat: [
    { rate: 9, base: 2_781, amount: 230 },
    { rate: 21, base: 159_509, amount: 27_683 },
  ],
  ...more,
});

/** The text part with no-break spaces as plain ones (the money format's). */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('confirmationMail', () => {
  it('writes amounts in the shop money format in both languages (spec 9)', () => {
    for (const locale of ['nl', 'en'] as const) {
      const mail = confirmationMail(order(locale, 1395));
      for (const part of [plain(mail.text), plain(mail.html!)]) {
        expect(part).toContain('€ 1.600,-');
        expect(part).toContain('€ 13,95');
        expect(part).toContain('€ 1.613,95');
        expect(part).not.toMatch(/€\d|\.00\b/);
      }
    }
  });

  it('says free shipping as a word, not as € 0', () => {
    expect(confirmationMail(order('nl', 0)).text).toContain('Verzendkosten: Gratis');
    expect(confirmationMail(order('en', 0)).text).toContain('Shipping: Free');
    expect(confirmationMail(order('nl', 0)).html).toMatch(/>Verzendkosten<\/td><td [^>]*>Gratis</);
  });

  it('greets the customer by name and lists every line with option, amount, unit and line price, in HTML and text', () => {
    const nl = confirmationMail(mixed('nl'));
    const text = plain(nl.text);
    expect(nl.subject).toBe('Orderbevestiging KK-2026-1001');
    expect(text).toMatch(/^Beste mevrouw\/heer De Vries,\n/);
    expect(text).toContain('2 × Koffiebonen Brazilië (1 kg)  à € 13,95  € 27,90');
    expect(text).toContain('1 × Espressomachine (RVS)  à € 1.600,-  € 1.600,-');
    expect(text).toContain(
      'Subtotaal: € 1.627,90\nKorting: − € 5,-\nVerzendkosten: Gratis\nTotaal: € 1.622,90',
    );
    expect(text).toMatch(new RegExp(`Met vriendelijke groet,\\n${SHOP_NAME}$`));

    const html = plain(nl.html!);
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Beste mevrouw/heer De Vries,');
    expect(html).toMatch(
      />Artikel<\/th><th [^>]*>Aantal<\/th><th [^>]*>Prijs per stuk<\/th><th [^>]*>Bedrag<\/th>/,
    );
    expect(html).toMatch(
      /<td [^>]*>Koffiebonen Brazilië<br><span [^>]*>1 kg<\/span><\/td><td [^>]*>2<\/td><td [^>]*>€ 13,95<\/td><td [^>]*>€ 27,90<\/td>/,
    );
    expect(html).toMatch(/>Korting<\/td><td [^>]*>− € 5,-</);
    expect(html).toMatch(/>Totaal<\/td><td [^>]*>€ 1.622,90</);
    expect(html).toContain('href="https://shop.example/payment-redirect?order=x"');

    const en = confirmationMail(mixed('en'));
    expect(en.subject).toBe('Order confirmation KK-2026-1001');
    expect(en.text).toMatch(/^Dear Eva,\n/);
    expect(en.html).toContain('Dear Eva,');
    expect(en.html).toContain('<html lang="en">');
    expect(plain(en.text)).toContain(
      'Subtotal: € 1.627,90\nDiscount: − € 5,-\nShipping: Free\nTotal: € 1.622,90',
    );
    expect(en.text).toMatch(new RegExp(`Kind regards,\\n${SHOP_NAME}$`));
  });

  it('shows the VAT per rate, with the base excl. VAT, highest rate first, in both parts and languages', () => {
    const nl = confirmationMail(mixed('nl'));
    expect(plain(nl.text)).toContain('Btw 21% over € 1.318,26: € 276,83\nBtw 9% over € 25,51: € 2,30');
    expect(plain(nl.html!)).toMatch(/>Btw 21% over € 1.318,26<\/td><td [^>]*>€ 276,83</);
    expect(plain(nl.html!)).toMatch(/>Btw 9% over € 25,51<\/td><td [^>]*>€ 2,30</);
    const en = confirmationMail(mixed('en', { vat: [{ rate: 5.5, base: 1055, amount: 55 }] }));
    expect(plain(en.text)).toContain('VAT 5,5% on € 10,-: € 0,55');
    expect(plain(en.html!)).toContain('VAT 5,5% on € 10,-');
  });

  it('prints the single VAT total while the order has no rates yet', () => {
    expect(plain(confirmationMail(order('nl', 0)).text)).toContain('Waarvan btw: € 277,69');
    expect(plain(confirmationMail(order('en', 0)).text)).toContain('Of which VAT: € 277,69');
    expect(confirmationMail(order('nl', 0)).text).toMatch(/^Beste klant,/);
    expect(confirmationMail(order('en', 0)).text).toMatch(/^Dear customer,/);
  });

  it('prints the reverse-charge note with the customer’s VAT number', () => {
    const charged = (locale: 'nl' | 'en') =>
      confirmationMail(
        mixed(locale, {
          reverseCharge: true,
          vatNumber: 'BE0123456789',
          vat: [{ rate: 0, base: 148_800, amount: 0 }],
        }),
      );
    const nlNote =
      'Btw verlegd: intracommunautaire levering (art. 138 Btw-richtlijn). Btw-nummer afnemer: BE0123456789';
    const enNote =
      'VAT reverse charged: intra-Community supply (Article 138 VAT Directive). Customer VAT number: BE0123456789';
    expect(charged('nl').text).toContain(nlNote);
    expect(charged('nl').html).toContain(nlNote);
    expect(charged('en').text).toContain(enNote);
    expect(charged('en').html).toContain(enNote);
    expect(confirmationMail(mixed('nl')).text).not.toContain('Btw verlegd');
    // VIES's consultation number and the day of the check (decision 072).
    const vies = { consultationNumber: 'WAPIAAAAZ0000042', checkedAt: '2026-12-04T10:00:00.000Z' };
    const proved = confirmationMail(
      mixed('nl', {
        reverseCharge: true,
        vatNumber: 'BE0428759497',
        vies,
        vat: [{ rate: 0, base: 148_800, amount: 0 }],
      }),
    );
    expect(plain(proved.text)).toContain(
      'Btw-nummer afnemer: BE0428759497. VIES-raadplegingsnummer: WAPIAAAAZ0000042 (2026-12-04)',
    );
  });

  it('escapes hostile names and product names in the HTML part (security battery rows 12 and 32)', () => {
    const hostile = '"><script>__xss(32)</script>';
    for (const locale of ['nl', 'en'] as const) {
      const mail = confirmationMail(
        mixed(locale, {
          customerName: { first: hostile, last: hostile },
          lines: [{ name: '<script>__xss(12)</script>', optionName: hostile, amount: 1, priceGross: 100 }],
          deliverTo: [hostile, "O'Brien & Zn."],
          vatNumber: hostile,
          reverseCharge: true,
        }),
      );
      expect(mail.html).not.toMatch(/<script/i);
      expect(mail.html).toContain('&quot;&gt;&lt;script&gt;__xss(32)&lt;/script&gt;');
      expect(mail.html).toContain('&lt;script&gt;__xss(12)&lt;/script&gt;');
      expect(mail.html).toContain('O&#39;Brien &amp; Zn.');
      expect(mail.text).toContain('<script>__xss(12)</script>');
    }
  });
});
