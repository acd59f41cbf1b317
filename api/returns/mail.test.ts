/**
 * The mails of withdrawal (decision 093): the acknowledgement states the withdrawal's content, its
 * date and time and where the goods go (CRD art. 11a(3)); the order confirmation, the durable
 * medium of the contract, links the withdrawal function ("withdraw from contract here", art. 11a(1))
 * with the order filled in and the model withdrawal form.
 */
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../shared/contract/returns.ts';
import { confirmationMail } from '../checkout/order-mail.ts';
import type { SellerIdentity } from '../shop/seller.ts';
import { acknowledgementMail } from './mail.ts';

const seller: SellerIdentity = {
  legal_name: 'Winkel B.V.',
  trade_name: 'Winkel',
  address: { street: 'Kade', house_number: '7', postcode: '1011 AA', city: 'Amsterdam', country: 'NL' },
  kvk: '12345678',
  vat_number: 'NL123456782B01',
  email: 'info@winkel.example',
  phone: '+31 20 000 0000',
};

const withdrawal = (): Withdrawal => ({
  id: 1,
  order_id: 9,
  order_number: 'KK-2026-1009',
  name: 'Eva de Vries',
  email: 'eva@example.com',
  whole_order: true,
  created_at: '2026-12-05T01:18:48.000Z',
  created_at_local: '5 december 2026 om 02:18:48 CET',
  refund_gross: 1644.9,
  shipping_refunded: true,
  refund_due_at: '2026-12-19T01:18:48.000Z',
  refunded_at: null,
  status: 'requested',
  returns: [
    {
      id: 1,
      order_line_id: 3,
      name: 'Espressomachine',
      option_name: 'RVS',
      amount: 1,
      refund_gross: 1600,
      status: 'requested',
      received_at: null,
      refunded_at: null,
    },
  ],
});

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('the acknowledgement of a withdrawal', () => {
  it('states content, date and time, the refund and the return address, in Dutch', () => {
    const mail = acknowledgementMail({
      to: 'eva@example.com',
      locale: 'nl',
      withdrawal: withdrawal(),
      seller,
    });
    expect(mail.to).toBe('eva@example.com');
    expect(mail.subject).toBe('Bevestiging van uw herroeping – bestelling KK-2026-1009');
    const text = plain(mail.text);
    for (const part of [
      'Wij hebben uw herroeping ontvangen op 5 december 2026 om 02:18:48 CET',
      'Naam: Eva de Vries',
      'E-mailadres: eva@example.com',
      'Bestelling: KK-2026-1009',
      'Herroepen: de hele bestelling',
      'Espressomachine',
      '€ 1.644,90',
      'inclusief de verzendkosten',
      '19 december 2026',
      'Winkel B.V.',
      'Kade 7',
      '1011 AA Amsterdam',
    ])
      expect(text).toContain(part);
    expect(mail.html).toContain('Eva de Vries');
  });

  it('is in English for an English withdrawal and says which items when not the whole order', () => {
    const w = {
      ...withdrawal(),
      whole_order: false,
      shipping_refunded: false,
      created_at_local: '5 December 2026 at 02:18:48 CET',
    };
    const text = plain(
      acknowledgementMail({ to: 'eva@example.com', locale: 'en', withdrawal: w, seller }).text,
    );
    expect(text).toContain('We received your withdrawal on 5 December 2026 at 02:18:48 CET');
    expect(text).toContain('Withdrawn from: the items below');
    expect(text).not.toContain('shipping');
  });
});

describe('the order confirmation', () => {
  const order = (locale: 'nl' | 'en') =>
    confirmationMail({
      to: 'eva@example.com',
      locale,
      number: 'KK-2026-1009',
      lines: [{ name: 'Espressomachine', optionName: '', amount: 1, priceGross: 160_000 }],
      shipping: 0,
      discount: 0,
      total: 160_000,
      vat: 27_769,
      deliverTo: ['Kade 7', '1011 AA Amsterdam'],
      pickup: false,
      link: 'https://shop.example/payment-redirect?order=secret',
    });

  it('links the withdrawal function with the law’s label and the order filled in, and the model form', () => {
    const nl = order('nl');
    expect(nl.text).toContain('Overeenkomst hier herroepen');
    expect(nl.text).toContain('https://shop.example/herroepen?order=KK-2026-1009');
    expect(nl.text).toContain(
      'Modelformulier voor herroeping: https://shop.example/modelformulier-herroeping',
    );
    const en = order('en');
    expect(en.text).toContain('Withdraw from contract here');
    expect(en.text).toContain('https://shop.example/en/withdraw?order=KK-2026-1009');
    expect(en.text).toContain('Model withdrawal form: https://shop.example/en/model-withdrawal-form');
    expect(en.html).toContain('href="https://shop.example/en/withdraw?order=KK-2026-1009"');
  });
});
