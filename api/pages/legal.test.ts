/**
 * The legal texts (issue 40, decision 091): terms and privacy statement are content pages whose
 * seller comes from the settings, each downloadable as a PDF whose text reads back. What each must
 * say is taken from the law: the trader's identity before the contract (art. 6:230m BW, Consumer
 * Rights Directive art. 6(1)(b)-(c)), the withdrawal conditions (art. 6(1)(h)), and the privacy
 * statement's elements (GDPR art. 13(1)-(2)).
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { address, checkoutFixtures } from '../checkout/checkout-fixtures.ts';
import { countries, outbox, shopSettings } from '../db/schema.ts';
import { DEFAULT_RETURN_DAYS } from '../returns/service.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { htmlBlocks, legalPageId } from './legal.ts';
import { fillSeller } from './seller-placeholders.ts';

const seller = {
  legal_name: 'Koffie en Keuken B.V.',
  trade_name: 'Koffie & Keuken',
  address: {
    street: 'Koffiestraat',
    house_number: '12',
    postcode: '3511 AB',
    city: 'Utrecht',
    country: 'NL',
  },
  kvk: '12345678',
  vat_number: 'NL123456782B01',
  email: 'info@koffieenkeuken.nl',
  phone: '+31 30 200 1234',
};

describe('the placeholders and the HTML blocks', () => {
  it('fills {{seller.x}} HTML-escaped, and leaves unknown names as they are', () => {
    expect(
      fillSeller('<p>{{seller.trade_name}}, {{ seller.address }}; {{seller.iban}}</p>', seller, 'en'),
    ).toBe('<p>Koffie &amp; Keuken, Koffiestraat 12, 3511 AB Utrecht, Netherlands; {{seller.iban}}</p>');
  });
  it('reads headings, paragraphs and list items as text, entities decoded', () => {
    expect(htmlBlocks('<h2>A &amp; B</h2><p>x<br>y <strong>z</strong></p><ul><li>één</li></ul>')).toEqual([
      { kind: 'h', text: 'A & B' },
      { kind: 'p', text: 'x y z' },
      { kind: 'li', text: 'één' },
    ]);
    expect(htmlBlocks('bare text')).toEqual([{ kind: 'p', text: 'bare text' }]);
  });
});

/** What the law asks each text to say, per language: [element, pattern]. */
const required: Record<'terms' | 'privacy', Record<'nl' | 'en', [string, RegExp][]>> = {
  terms: {
    nl: [
      ['identiteit: statutaire naam (6:230m lid 1 sub b)', /Koffie en Keuken B\.V\./],
      ['handelsnaam', /Koffie & Keuken/],
      ['adres (sub c)', /Koffiestraat 12, 3511 AB Utrecht, Nederland/],
      ['KvK-nummer', /12345678/],
      ['btw-id', /NL123456782B01/],
      ['e-mail en telefoon (sub c)', /info@koffieenkeuken\.nl[\s\S]*\+31 30 200 1234/],
      ['bedenktijd (sub h)', /30 dagen/],
      ['herroepingsfunctie (art. 11a)', /herroep hier/],
      ['terugbetaling binnen 14 dagen (6:230r)', /binnen 14 dagen/],
      ['uitzondering verzegelde producten (6:230p)', /verzegel/],
      ['betaling (sub g)', /Mollie/],
      ['leveringslanden', /België[\s\S]*Verenigd Koninkrijk/],
      ['wettelijke garantie (sub k)', /wettelijke garantie/],
      ['klachten (sub l)', /klacht/i],
    ],
    en: [
      ['identity: registered name', /Koffie en Keuken B\.V\./],
      ['address', /Koffiestraat 12, 3511 AB Utrecht, Netherlands/],
      ['KvK number', /12345678/],
      ['VAT id', /NL123456782B01/],
      ['withdrawal period', /30 days/],
      ['withdrawal function', /withdraw from contract here/],
      ['refund within 14 days', /within 14 days/],
      ['sealed goods exception', /sealed/],
      ['payment', /Mollie/],
      ['legal guarantee', /legal guarantee/],
      ['complaints', /complaint/i],
    ],
  },
  privacy: {
    nl: [
      ['verwerkingsverantwoordelijke (13(1)(a))', /Koffie en Keuken B\.V\./],
      ['contactgegevens (13(1)(a))', /info@koffieenkeuken\.nl/],
      ['doeleinden en grondslag (13(1)(c))', /art\. 6 lid 1 sub b AVG/],
      ['gerechtvaardigd belang (13(1)(d))', /gerechtvaardigd belang/],
      ['ontvangers (13(1)(e))', /Mollie[\s\S]*e-maildienst[\s\S]*vervoerder/],
      ['doorgifte buiten de EER (13(1)(f))', /Data Privacy Framework/],
      ['bewaartermijn (13(2)(a))', /7 jaar[\s\S]*art\. 52 AWR/],
      [
        'rechten (13(2)(b))',
        /inzage, rectificatie, wissing, beperking[\s\S]*overdraagbaarheid[\s\S]*bezwaar/,
      ],
      ['toestemming intrekken (13(2)(c))', /toestemming altijd intrekken/],
      ['klacht bij de toezichthouder (13(2)(d))', /Autoriteit Persoonsgegevens/],
      ['geautomatiseerde besluitvorming (13(2)(f))', /geautomatiseerde verwerking/],
      ['analytics alleen met toestemming', /alleen als u daarvoor toestemming geeft[\s\S]*Google Analytics/],
    ],
    en: [
      ['controller', /Koffie en Keuken B\.V\./],
      ['purposes and legal basis', /art\. 6\(1\)\(b\) GDPR/],
      ['recipients', /Mollie[\s\S]*e-mail service[\s\S]*carrier/],
      ['retention', /7 years[\s\S]*art\. 52 AWR/],
      ['rights', /access, rectification, erasure, restriction[\s\S]*portability[\s\S]*objection/],
      ['withdraw consent', /withdraw your consent at any time/],
      ['supervisory authority', /Autoriteit Persoonsgegevens/],
      ['analytics only with consent', /only if you consent[\s\S]*Google Analytics/],
    ],
  },
};

describeEachDatabase('the terms and the privacy statement', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const en = { 'X-FZ-Language-Id': '4' };
  const pdfText = async (path: string, headers: Record<string, string> = {}) => {
    const res = await request(t.app)
      .get(path)
      .set(headers)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(res.body as Buffer), { mergePages: true });
    return text.replace(/\s+/g, ' ');
  };

  for (const document of ['terms', 'privacy'] as const) {
    for (const locale of ['nl', 'en'] as const) {
      it(`${document} (${locale}): the page and its PDF say what the law asks, the seller from the settings`, async () => {
        const id = await legalPageId(db(), document);
        expect(id).toBeDefined();
        const page = (
          await request(t.app)
            .get(`/api/pages/${id}`)
            .set(locale === 'en' ? en : {})
            .expect(200)
        ).body.data;
        expect(page.content).not.toContain('{{');
        const pageText = htmlBlocks(page.content)
          .map((b) => b.text)
          .join(' ');
        const pdf = await pdfText(`/api/legal/${document}.pdf`, locale === 'en' ? en : {});
        expect(pdf).toContain(page.title);
        for (const [element, pattern] of required[document][locale]) {
          expect(pageText, element).toMatch(pattern);
          expect(pdf, `PDF: ${element}`).toMatch(pattern);
        }
      });
    }
  }

  it('promises what the shop does: every country it ships to, and its return period', async () => {
    const id = await legalPageId(db(), 'terms');
    for (const [lang, header, name, days] of [
      [1, {}, 'nameNl', 'dagen'],
      [4, en, 'nameEn', 'days'],
    ] as const) {
      const page = (await request(t.app).get(`/api/pages/${id}`).set(header).expect(200)).body.data;
      const shipsTo = await db().select().from(countries).where(eq(countries.ships, true));
      for (const c of shipsTo) expect(page.content, `${lang}: ${c.iso}`).toContain(c[name]);
      const notTo = await db().select().from(countries).where(eq(countries.ships, false));
      for (const c of notTo) expect(page.content, `${lang}: not ${c.iso}`).not.toContain(c[name]);
      expect(page.content).toContain(`${DEFAULT_RETURN_DAYS} ${days}`);
    }
  });

  it('follows a change of the settings in the page and the PDF', async () => {
    await db()
      .update(shopSettings)
      .set({ value: 'Nieuwe Naam B.V.' })
      .where(eq(shopSettings.key, 'legal_name'));
    await db().update(shopSettings).set({ value: '87654321' }).where(eq(shopSettings.key, 'kvk'));
    const id = await legalPageId(db(), 'terms');
    const page = (await request(t.app).get(`/api/pages/${id}`).expect(200)).body.data;
    expect(page.content).toContain('Statutaire naam: Nieuwe Naam B.V.');
    expect(page.content).toContain('KvK-nummer: 87654321');
    expect(page.content).not.toContain('Koffie en Keuken B.V.');
    const pdf = await pdfText('/api/legal/terms.pdf');
    expect(pdf).toContain('Nieuwe Naam B.V.');
    expect(pdf).toContain('87654321');
  });

  it('attaches the terms as a PDF to the confirmation of a paid order, in its language', async () => {
    const f = checkoutFixtures(() => t.app, db);
    await f.reserveOptions(1);
    const { who, cart } = await f.fill([{ po_id: f.take(), amount: 1 }], { lang: 4 });
    const body = f.orderBody(cart, { invoice: { ...address(), email: 'terms.attached@example.com' } });
    const res = await f.placeOrder(who, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await f.payAtTestProvider(f.placed(res.body).redirect_url, 'paid');
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, 'terms.attached@example.com'));
    const terms = mail?.attachments?.find((a) => a.filename === 'terms-and-conditions.pdf');
    expect(terms?.content_type).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(Buffer.from(terms!.content, 'base64')), {
      mergePages: true,
    });
    expect(text).toContain('Terms and conditions');
    expect(text.replace(/\s+/g, ' ')).toMatch(/30 days/);
  });

  it('answers an unknown document with a 400 and a message, never a 500', async () => {
    for (const path of ['/api/legal/cookies.pdf', '/api/legal/terms', '/api/legal/..%2Fterms.pdf']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/terms\.pdf, privacy\.pdf/);
    }
  });
});
