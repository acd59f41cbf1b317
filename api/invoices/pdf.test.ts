/**
 * The invoice and credit-note PDFs read back as text (unpdf) hold every element art. 226 of the
 * VAT Directive 2006/112/EC (art. 35a Wet OB) asks for these sales; a credit note names the
 * invoice it corrects (art. 219). One table row per element of the law, checked for a domestic
 * consumer, a dealer, a reverse-charged EU business, an export and a credit note, in both languages.
 */

import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-api.ts';
import type { InvoiceDocument } from './document.ts';
import {
  dealer,
  domestic,
  exported,
  type FixtureOrder,
  insertOrder,
  lineIds,
  reverseCharged,
} from './fixtures.ts';
import { invoicePdf } from './pdf.ts';
import { createInvoice, issueCreditNote } from './service.ts';

async function textOf(doc: InvoiceDocument, locale: 'nl' | 'en'): Promise<string> {
  const pdf = await invoicePdf(doc, locale);
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/[\s\u00a0]+/g, ' ');
}

/** Art. 226's elements as they read on this shop's documents. */
const ELEMENTS = {
  nl: {
    date: 'Factuurdatum: 1 maart 2027', // (1) date of issue
    number: 'Factuurnummer: F-2027-', // (2) sequential number
    sellerVat: 'Btw-id: NL123456782B01', // (3) supplier's VAT id
    seller: ['Koffie en Keuken B.V.'], // (5) supplier's name and address
    supply: 'Leverdatum: 1 maart 2027', // (7) date of supply
    head: ['Omschrijving', 'Aantal', 'Prijs excl. btw', 'Korting', 'Btw', 'Bedrag excl. btw'], // (6), (8), (9)
  },
  en: {
    date: 'Invoice date: 1 March 2027',
    number: 'Invoice number: F-2027-',
    sellerVat: 'VAT number: NL123456782B01',
    seller: ['Koffie en Keuken B.V.'],
    supply: 'Date of supply: 1 March 2027',
    head: ['Description', 'Quantity', 'Unit price excl. VAT', 'Discount', 'VAT', 'Amount excl. VAT'],
  },
};

/** The buyer's name and address (5) as the fixtures write them. */
const BUYER = ['Eva van Dijk', 'Oudegracht 12 A', '3511 AB Utrecht'];

describe('invoice PDFs', () => {
  let test: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    db = test.database.db;
  });
  afterAll(() => test?.close());

  const NOW = { now: new Date('2027-03-01T10:00:00Z') };
  const invoiceOf = async (o: FixtureOrder) => {
    const row = await createInvoice(db, await insertOrder(db, o), NOW);
    return row!.document as InvoiceDocument;
  };

  const common = (text: string, locale: 'nl' | 'en') => {
    const e = ELEMENTS[locale];
    for (const part of [e.date, e.number, e.sellerVat, ...e.seller, e.supply, ...e.head, ...BUYER])
      expect(text, part).toContain(part);
  };

  it('domestic consumer: lines, the code’s discount, shipping, the taxable amount and VAT per rate', async () => {
    const doc = await invoiceOf(domestic);
    const nl = await textOf(doc, 'nl');
    common(nl, 'nl');
    for (const part of [
      'Espressomachine Duo 1 € 500,00 € 0,00 21% € 500,00', // (6) (8) (9)
      'Koffiebonen Huismelange (1 kg) 2 € 10,00 € 0,00 9% € 20,00',
      'Korting (KORTING10) € -52,00', // (8) discount not in the unit price
      'Verzendkosten € 5,77',
      'Totaal excl. btw € 473,77',
      'Btw 21% over € 455,55 € 95,66', // (8) taxable amount per rate, (10) VAT
      'Btw 9% over € 18,22 € 1,64',
      'Totaal incl. btw € 571,07',
      'Nederland',
    ])
      expect(nl, part).toContain(part);
    expect(nl).not.toContain('verlegd');
    expect(nl).not.toContain('uitvoer');
    const en = await textOf(doc, 'en');
    common(en, 'en');
    expect(en).toContain('VAT 21% on € 455,55 € 95,66');
    expect(en).toContain('Total incl. VAT € 571,07');
    expect(en).toContain('Netherlands');
  });

  it('dealer: the company and its VAT id, net prices, 21 %', async () => {
    const doc = await invoiceOf(dealer);
    const nl = await textOf(doc, 'nl');
    common(nl, 'nl');
    for (const part of [
      'Café De Zwaan',
      'Btw-id afnemer: NL123456782B01',
      'Koffiemolen Pro 3 € 249,99 € 0,00 21% € 749,97',
      'Btw 21% over € 755,71 € 158,71',
      'Totaal incl. btw € 914,42',
    ])
      expect(nl, part).toContain(part);
  });

  it('EU business: the customer’s VAT id, 0 %, "btw verlegd" with the article, VIES', async () => {
    const doc = await invoiceOf(reverseCharged);
    const nl = await textOf(doc, 'nl');
    common(nl, 'nl');
    for (const part of [
      'Brasserie Anvers BV',
      'België',
      'Btw-id afnemer: BE0403170701', // (4) customer's VAT id
      'Btw verlegd', // (11a)
      'intracommunautaire levering',
      'art. 138 Btw-richtlijn 2006/112/EG',
      'Btw 0% over € 508,22 € 0,00',
      'VIES-raadplegingsnummer: WAPIAAAAZ0000042',
    ])
      expect(nl, part).toContain(part);
    const en = await textOf(doc, 'en');
    common(en, 'en');
    for (const part of [
      'VAT reverse charged',
      'Article 138 VAT Directive 2006/112/EC',
      'Customer VAT number: BE0403170701',
    ])
      expect(en, part).toContain(part);
  });

  it('export: 0 % with the article of the exemption, no reverse charge', async () => {
    const doc = await invoiceOf(exported);
    const en = await textOf(doc, 'en');
    common(en, 'en');
    for (const part of [
      'United Kingdom',
      'VAT 0%: export outside the EU (Article 146 VAT Directive 2006/112/EC', // (11)
      'VAT 0% on € 64,95 € 0,00',
      'Total incl. VAT € 64,95',
    ])
      expect(en, part).toContain(part);
    expect(en).not.toContain('reverse');
    expect(await textOf(doc, 'nl')).toContain(
      'Btw 0%: uitvoer buiten de EU (art. 146 Btw-richtlijn 2006/112/EG',
    );
  });

  it('credit note: its own number, the invoice it corrects, the reason, negative amounts per rate', async () => {
    const orderId = await insertOrder(db, domestic);
    const invoice = await createInvoice(db, orderId, NOW);
    const [, beans] = await lineIds(db, orderId);
    const { id, number } = await issueCreditNote(
      db,
      { orderId, lines: [{ orderLineId: beans!, amount: 1 }], shippingRefunded: false, reason: 'return' },
      { now: new Date('2027-03-10T10:00:00Z') },
    );
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    const doc = row!.document as InvoiceDocument;
    const nl = await textOf(doc, 'nl');
    for (const part of [
      `Creditfactuur ${number}`,
      `Creditfactuurnummer: ${number}`,
      'Datum creditfactuur: 10 maart 2027',
      `Creditering van factuur ${invoice!.number} van 1 maart 2027`, // art. 219
      'Reden: retour',
      'Btw-id: NL123456782B01',
      ...BUYER,
      'Koffiebonen Huismelange (1 kg) -1 € 10,00 € 0,00 9% € -10,00',
      'Korting (KORTING10) € 1,00',
      'Btw 9% over € -9,00 € -0,81',
      'Totaal incl. btw € -9,81',
    ])
      expect(nl, part).toContain(part);
    const en = await textOf(doc, 'en');
    expect(en).toContain(`Credit for invoice ${invoice!.number} of 1 March 2027`);
    expect(en).toContain('Reason: return');
  });
});
