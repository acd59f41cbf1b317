/**
 * Who sells (issue 40, decision 091): the seller's identity comes from the shop's settings, in
 * shopInfo (the footer and contact page) and in every mail, and changes when the settings do.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { passesCheckDigits } from '../../shared/vat-number.ts';
import { outbox, shopSettings } from '../db/schema.ts';
import { renderMail } from '../mail/layout.ts';
import { createMailer } from '../mail/mailer.ts';
import { withSellerFooter } from '../mail/seller-footer.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { sellerIdentity } from './seller.ts';

describeEachDatabase('who sells', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const set = (key: string, value: unknown) =>
    db().update(shopSettings).set({ value }).where(eq(shopSettings.key, key));

  it('reads the seeded identity: names, structured visiting address, KvK, a VAT id that passes its check digits', async () => {
    const seller = await sellerIdentity(db());
    expect(seller).toEqual({
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
    });
    expect(passesCheckDigits(seller.vat_number)).toBe(true);
    // A KvK number has 8 digits (Handelsregisterbesluit 2008, art. 9).
    expect(seller.kvk).toMatch(/^\d{8}$/);
  });

  it('serves it in shopInfo in the request language, and changes it when a setting changes', async () => {
    const nl = (await request(t.app).get('/api/shopInfo').expect(200)).body.data;
    expect(nl.address).toBe('Koffiestraat 12, 3511 AB Utrecht');
    expect(nl.seller).toMatchObject({ legal_name: 'Koffie en Keuken B.V.', kvk: '12345678' });
    expect(nl.seller.address.country_name).toBe('Nederland');
    const en = (await request(t.app).get('/api/shopInfo').set('X-FZ-Language-Id', '4').expect(200)).body.data;
    expect(en.seller.address.country_name).toBe('Netherlands');

    await set('legal_name', 'Andere Winkel B.V.');
    await set('kvk', '87654321');
    await set('vat_number', 'NL004495445B01');
    await set('visiting_address', {
      street: 'Grote Markt',
      house_number: '1a',
      postcode: '9711 LV',
      city: 'Groningen',
      country: 'NL',
    });
    const changed = (await request(t.app).get('/api/shopInfo').expect(200)).body.data;
    expect(changed.address).toBe('Grote Markt 1a, 9711 LV Groningen');
    expect(changed.seller).toMatchObject({
      legal_name: 'Andere Winkel B.V.',
      kvk: '87654321',
      vat_number: 'NL004495445B01',
    });

    // Every mail the mail path writes names the seller as the settings now say.
    const mailer = createMailer({ db: db(), log: () => {} });
    const mail = renderMail({
      to: 'eva@example.nl',
      subject: 'Test',
      locale: 'en',
      blocks: [{ p: 'Hello' }],
    });
    const { id } = await mailer.send(mail);
    const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
    expect(row!.text).toContain('Andere Winkel B.V. (Koffie & Keuken)');
    expect(row!.text).toContain('Grote Markt 1a, 9711 LV Groningen, Netherlands');
    expect(row!.text).toContain('Chamber of Commerce (KvK) 87654321 · VAT NL004495445B01');
    expect(row!.html).toContain('Andere Winkel B.V. (Koffie &amp; Keuken)');
    expect(row!.html).not.toContain('<!--seller');
  });

  it('puts the lines inside the mail card in the mail language, once, and escapes them', () => {
    const seller = {
      legal_name: 'A <b> & Zn B.V.',
      trade_name: 'A <b> & Zn B.V.',
      address: { street: 'Straat', house_number: '1', postcode: '1234 AB', city: 'Plaats', country: 'BE' },
      kvk: '12345678',
      vat_number: 'NL123456782B01',
      email: 'a@b.nl',
      phone: '',
    };
    const mail = renderMail({ to: 'x@y.nl', subject: 'S', locale: 'nl', blocks: [{ p: 'Hoi' }] });
    const out = withSellerFooter(mail, seller);
    expect(out.text).toMatch(
      /\n-- \nA <b> & Zn B\.V\.\nStraat 1, 1234 AB Plaats, België\nKvK 12345678 · Btw-id NL123456782B01\na@b\.nl\n$/,
    );
    expect(out.html).toContain('A &lt;b&gt; &amp; Zn B.V.');
    expect(out.html!.indexOf('data-seller')).toBeLessThan(out.html!.indexOf('</table>'));
    expect(withSellerFooter(out, seller)).toEqual(out);
    // A text-only mail gets the lines too.
    expect(withSellerFooter({ to: 'x@y.nl', subject: 'S', text: 'Hoi' }, seller).text).toContain('Btw-id');
  });
});
