import { describe, expect, it } from 'vitest';
import type { Language } from '../http/language.ts';
import { orderPdf } from './order-pdf.ts';

type Order = Parameters<typeof orderPdf>[0];

const order = (shippingNet: number) =>
  ({
    id: 1,
    number: 'KK-2026-1001',
    created_at: '2026-03-01T10:00:00Z',
    invoice_address: { firstname: 'Eva', lastname: 'Jansen' },
    delivery_address: { firstname: 'Eva', lastname: 'Jansen' },
    lines: [
      { name: 'Espressomachine', option_name: '', amount: 1, price_net: 160_000, price_gross: 193_600 },
    ],
    shipping_net: shippingNet,
    discount_net: 0,
    discount_code: null,
    total_net: 160_000 + shippingNet,
    total_gross: 193_600,
    vat_lines: [{ rate: 21, base: 160_000, vat: 33_600 }],
    reverse_charge: false,
    vat_number: null,
  }) as unknown as Order;

/** The text lines of an uncompressed pdfkit PDF: its TJ arrays' hex strings, WinAnsi (0x80 is €). */
async function pdfLines(o: Order, locale: 'nl' | 'en'): Promise<string[]> {
  const pdf = (await orderPdf(o, { locale } as Language, { compress: false })).toString('latin1');
  return [...pdf.matchAll(/\[(.*)\] TJ/g)].map((m) =>
    [...m[1]!.matchAll(/<([0-9a-f]*)>/g)]
      .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
      .join('')
      .replace(/\x80/g, '€')
      .replace(/\u00a0/g, ' '),
  );
}

describe('orderPdf', () => {
  it('writes amounts in the shop money format and free shipping as a word, in both languages', async () => {
    const nl = await pdfLines(order(0), 'nl');
    expect(nl).toContain('€ 1.600,-');
    expect(nl).toContain('€ 1.936,-');
    expect(nl[nl.indexOf('Verzendkosten') + 1]).toBe('Gratis');
    const en = await pdfLines(order(0), 'en');
    expect(en[en.indexOf('Shipping') + 1]).toBe('Free');
    const charged = await pdfLines(order(1395), 'en');
    expect(charged[charged.indexOf('Shipping') + 1]).toBe('€ 13,95');
  });

  it('writes the VAT per rate, and the legal note of a reverse charged order', async () => {
    const mixed = {
      ...order(0),
      vat_lines: [
        { rate: 21, base: 50_000, vat: 10_500 },
        { rate: 9, base: 2_560, vat: 230 },
      ],
    } as Order;
    const nl = await pdfLines(mixed, 'nl');
    expect(nl[nl.indexOf('Btw 21% over € 500,-') + 1]).toBe('€ 105,-');
    expect(nl[nl.indexOf('Btw 9% over € 25,60') + 1]).toBe('€ 2,30');
    const reversed = {
      ...order(0),
      total_gross: 160_000,
      vat_lines: [{ rate: 0, base: 160_000, vat: 0 }],
      reverse_charge: true,
      vat_number: 'BE0123456789',
    } as Order;
    // (a long note wraps: lines joined, spaces as one)
    expect((await pdfLines(reversed, 'nl')).join(' ').replace(/\s+/g, ' ')).toContain(
      'Btw verlegd: intracommunautaire levering (art. 138 Btw-richtlijn). Btw-nummer afnemer: BE0123456789',
    );
    expect((await pdfLines(reversed, 'en')).join(' ').replace(/\s+/g, ' ')).toContain(
      'VAT reverse charged: intra-Community supply (Article 138 VAT Directive). Customer VAT number: BE0123456789',
    );
    expect((await pdfLines(order(0), 'nl')).join(' ')).not.toContain('verlegd');
    // VIES's consultation number and the day of the check (decision 072).
    const confirmed = {
      ...reversed,
      vies_consultation_number: 'WAPIAAAAZ0000042',
      vies_checked_at: '2026-12-04T10:00:00.000Z',
    } as Order;
    // (the note wraps, also after a hyphen: compared without the spaces)
    const bare = (text: string) => text.replace(/\s+/g, '');
    const words = async (locale: 'nl' | 'en') => bare((await pdfLines(confirmed, locale)).join(' '));
    expect(await words('nl')).toContain(
      bare('BE0123456789. VIES-raadplegingsnummer: WAPIAAAAZ0000042 (2026-12-04)'),
    );
    expect(await words('en')).toContain(
      bare('BE0123456789. VIES consultation number: WAPIAAAAZ0000042 (2026-12-04)'),
    );
  });
});
