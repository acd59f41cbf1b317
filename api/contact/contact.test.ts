/**
 * The contact form's endpoint (issue 26): a valid message is one mail in the outbox, to the shop's
 * address with Reply-To the visitor; a bad one is a 400 with each field's message in the visitor's
 * language and nothing sent; hostile input (/work/shared/security-battery.md: scripts, header
 * injection, prototype keys, wrong types and shapes) never reaches a mail header or unescaped HTML;
 * a client sending too many gets 429.
 */
import { desc, sql } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { CONTACT_PER_IP } from './routes.ts';

describeEachDatabase('contact form', (driver) => {
  const t = useTestApi(driver);
  let client = 0;
  /** Each test is its own client (the API trusts the loopback hop's X-Forwarded-For). */
  const ip = () => `198.51.100.${++client}`;
  const post = (body: unknown, options: { lang?: '1' | '4'; from?: string } = {}) =>
    request(t.app)
      .post('/api/contact')
      .set('X-FZ-Language-Id', options.lang ?? '1')
      .set('X-Forwarded-For', options.from ?? ip())
      .send(body as object);
  const count = async () =>
    Number((await t.api.database.db.select({ n: sql<number>`count(*)` }).from(outbox))[0]!.n);
  const latest = async () =>
    (await t.api.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]!;

  const valid = {
    name: 'Eva de Vries',
    email: 'eva.devries@gmail.com',
    subject: 'Ontkalken van mijn Lelit',
    text: 'Hoe vaak moet ik mijn Lelit Bianca ontkalken?\nIk gebruik gefilterd water.',
  };

  it('puts a valid message in the outbox: to the shop, Reply-To the visitor, text and escaped HTML', async () => {
    const before = await count();
    const res = await post(valid).expect(202);
    expect(res.body).toEqual({ data: { sent: true } });
    expect(await count()).toBe(before + 1);
    const mail = await latest();
    expect(mail.to).toBe('info@koffieenkeuken.nl');
    expect(mail.replyTo).toBe('eva.devries@gmail.com');
    expect(mail.subject).toBe('Contactformulier: Ontkalken van mijn Lelit');
    expect(mail.text).toContain('Naam: Eva de Vries');
    expect(mail.text).toContain('E-mail: eva.devries@gmail.com');
    expect(mail.text).toContain('Hoe vaak moet ik mijn Lelit Bianca ontkalken?\nIk gebruik gefilterd water.');
    expect(mail.text).toContain('Taal: Nederlands');
    expect(mail.html).toContain(
      'Hoe vaak moet ik mijn Lelit Bianca ontkalken?<br>Ik gebruik gefilterd water.',
    );
  });

  it('takes an English visitor’s message with an order number and no subject (trimmed)', async () => {
    await post(
      {
        name: '  Tom Baker ',
        email: ' tom@baker.co.uk ',
        order_number: 'KK-2026-00042',
        text: 'Where is my parcel?',
      },
      { lang: '4' },
    ).expect(202);
    const mail = await latest();
    expect(mail.replyTo).toBe('tom@baker.co.uk');
    expect(mail.subject).toBe('Contactformulier: bericht van Tom Baker (bestelling KK-2026-00042)');
    expect(mail.text).toContain('Bestelnummer: KK-2026-00042');
    expect(mail.text).toContain('Taal: Engels');
  });

  it('refuses missing and bad fields with a message per field in the visitor’s language, and sends nothing', async () => {
    const before = await count();
    const nl = await post({ name: ' ', email: 'eva@', text: 'kort' }).expect(400);
    expect(nl.body).toMatchObject({
      error: 'validation_failed',
      message: 'Controleer de gemarkeerde velden.',
      fields: {
        name: 'Dit veld is verplicht.',
        email: 'Vul een geldig e-mailadres in.',
        text: 'Schrijf minimaal 10 tekens.',
      },
    });
    const en = await post({ order_number: 'order #12' }, { lang: '4' }).expect(400);
    expect(en.body.fields).toEqual({
      name: 'This field is required.',
      email: 'This field is required.',
      order_number: 'An order number consists of letters, digits and hyphens.',
      text: 'This field is required.',
    });
    const long = await post({ ...valid, text: 'x'.repeat(5001), subject: 's'.repeat(151) }).expect(400);
    expect(long.body.fields).toEqual({ text: 'Deze tekst is te lang.', subject: 'Deze tekst is te lang.' });
    expect(await count()).toBe(before);
  });

  it('refuses hostile input (security battery): no header injection, no unknown or non-text fields', async () => {
    const before = await count();
    const refused: [string, unknown, number][] = [
      [
        'CRLF in the subject (header injection)',
        { ...valid, subject: 'Hallo\r\nBcc: victim@evil.example' },
        400,
      ],
      [
        'CRLF in the e-mail (header injection)',
        { ...valid, email: 'a@b.nl\r\nBcc: victim@evil.example' },
        400,
      ],
      ['two addresses', { ...valid, email: 'a@b.nl, victim@evil.example' }, 400],
      ['a display name in the address', { ...valid, email: '"Evil" <a@b.nl>' }, 400],
      ['NUL in the message', { ...valid, text: 'Hallo daar\u0000 wereld' }, 400],
      [
        'prototype pollution',
        JSON.parse(`{"__proto__":{"admin":true},${JSON.stringify(valid).slice(1)}`),
        400,
      ],
      ['constructor key', { ...valid, constructor: { prototype: { admin: true } } }, 400],
      ['mass assignment', { ...valid, to: 'victim@evil.example' }, 400],
      ['an array for a field', { ...valid, name: ['a', 'b'] }, 400],
      ['an object for a field', { ...valid, email: { $ne: '' } }, 400],
      ['a number for a field', { ...valid, text: 12345678901 }, 400],
      ['a body that is an array', [valid], 400],
    ];
    for (const [what, body, status] of refused) {
      const res = await post(body);
      expect(res.status, what).toBe(status);
      expect(res.body.error, what).toBe('validation_failed');
    }
    const asText = await request(t.app)
      .post('/api/contact')
      .set('X-Forwarded-For', ip())
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(valid));
    expect(asText.status).toBe(415);
    const bare = await request(t.app)
      .post('/api/contact')
      .set('X-Forwarded-For', ip())
      .set('Content-Type', 'application/json')
      .send('"hallo"');
    expect(bare.status).toBe(400);
    const nested = await post({ ...valid, name: JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`) });
    expect(nested.status).toBe(400);
    expect(await count()).toBe(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('takes markup as text: the HTML part escapes it, the subject stays on one line', async () => {
    await post({
      ...valid,
      name: '<script>__xss(1)</script>',
      subject: '"><img src=x onerror=__xss(2)>',
      text: '<a href="javascript:__xss(3)">klik</a> & meer',
    }).expect(202);
    const mail = await latest();
    expect(mail.html).not.toMatch(/<script|<img|<a href/);
    expect(mail.html).toContain('&lt;script&gt;__xss(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;a href=&quot;javascript:__xss(3)&quot;&gt;klik&lt;/a&gt; &amp; meer');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Naam: <script>__xss(1)</script>');
  });

  it(`lets one client send ${CONTACT_PER_IP.max} messages per window, then answers 429 with Retry-After`, async () => {
    const from = ip();
    for (let i = 0; i < CONTACT_PER_IP.max; i++) await post(valid, { from }).expect(202);
    const before = await count();
    const res = await post(valid, { from }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.error).toBe('rate_limited');
    expect(await count()).toBe(before);
    // Another client is not held back.
    await post(valid).expect(202);
  });
});
