import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { sellerIdentity } from '../shop/seller.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-api.ts';
import { renderMail } from './layout.ts';
import { createMailer, type Mail } from './mailer.ts';
import { withSellerFooter } from './seller-footer.ts';

describeEachDatabase('the mail path', (driver) => {
  let test: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    test = await createTestDatabase(driver);
    dir = mkdtempSync(path.join(os.tmpdir(), 'mail-'));
  });
  afterAll(async () => {
    await test?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const mail = {
    to: 'klant@demo.nl',
    subject: 'Test',
    text: 'Klik op https://shop.test/reset-password/abc om verder te gaan.',
  };
  /** The mail as the path writes it: with the seller's lines from the settings (issue 40). */
  const written = async <M extends Mail>(m: M) =>
    withSellerFooter(m, await sellerIdentity(test.database.db)) as M;
  const row = async (id: number) =>
    (await test.database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it('without SMTP: keeps the mail in the outbox, logs its links, writes it to MAIL_DIR', async () => {
    const logged: Record<string, unknown>[] = [];
    const mailer = createMailer({
      db: test.database.db,
      mailDir: dir,
      log: (_l, msg, f) => logged.push({ msg, ...f }),
    });
    const { id, sent } = await mailer.send(mail);
    expect(sent).toBe(false);
    expect((await row(id))?.sentAt).toBeNull();
    expect(logged[0]).toMatchObject({ links: ['https://shop.test/reset-password/abc'] });
    expect(JSON.stringify(logged)).not.toContain('klant@demo.nl');
    const file = readdirSync(dir).find((f) => f.endsWith(`-${id}.json`));
    expect(JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))).toMatchObject(await written(mail));
  });

  it('with SMTP: sends and marks sent; a failed send stays unsent for the next flush, without failing', async () => {
    const delivered: unknown[] = [];
    let failing = true;
    const mailer = createMailer({
      db: test.database.db,
      smtpUrl: 'smtp://mail.test',
      log: () => {},
      transport: () => ({
        async sendMail(m) {
          if (failing) throw new Error('connection refused');
          delivered.push(m);
        },
      }),
    });
    const first = await mailer.send(mail);
    expect(first.sent).toBe(false);
    expect((await row(first.id))?.sentAt).toBeNull();
    failing = false;
    expect(await mailer.flushOutbox()).toBeGreaterThanOrEqual(1);
    expect((await row(first.id))?.sentAt).toBeInstanceOf(Date);
    const second = await mailer.send(mail);
    expect(second.sent).toBe(true);
    expect(delivered.at(-1)).toMatchObject({
      ...(await written(mail)),
      from: 'Koffie & Keuken <noreply@koffieenkeuken.nl>',
    });
  });
  it('keeps the HTML part and Reply-To next to the text, and sends them as multipart/alternative over SMTP', async () => {
    const both = {
      ...renderMail({
        to: 'klant@demo.nl',
        subject: 'Twee delen',
        locale: 'nl',
        name: { first: 'Eva', last: 'Jansen' },
        blocks: [{ p: 'Een regel met <tekens> & "aanhalingstekens".' }],
      }),
      replyTo: 'eva@example.nl',
    };
    expect(both.html).toContain('&lt;tekens&gt; &amp; &quot;aanhalingstekens&quot;');
    const raw: string[] = [];
    const given: unknown[] = [];
    // nodemailer itself builds the message (its stream transport): what an SMTP server receives.
    const { createTransport } = await import('nodemailer');
    const streamed = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    let failing = true;
    const mailer = createMailer({
      db: test.database.db,
      smtpUrl: 'smtp://mail.test',
      mailDir: dir,
      log: () => {},
      transport: () => ({
        async sendMail(m) {
          given.push(m);
          if (failing) throw new Error('connection refused');
          const info = await streamed.sendMail(m);
          raw.push(String(info.message));
        },
      }),
    });
    // The first try fails: the flush sends it from the outbox row, with both parts still there.
    const { id, sent } = await mailer.send(both);
    expect(sent).toBe(false);
    const out = await written(both);
    expect(await row(id)).toMatchObject({ text: out.text, html: out.html, replyTo: 'eva@example.nl' });
    const file = readdirSync(dir).find((f) => f.endsWith(`-${id}.json`));
    expect(JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))).toMatchObject({ html: out.html });
    failing = false;
    await mailer.flushOutbox(1000);
    expect(given.at(-1)).toEqual({
      from: 'Koffie & Keuken <noreply@koffieenkeuken.nl>',
      to: 'klant@demo.nl',
      subject: 'Twee delen',
      text: out.text,
      html: out.html,
      replyTo: 'eva@example.nl',
    });
    const message = raw.find((m) => m.includes('Subject: Twee delen'))!;
    expect(message).toMatch(/Content-Type: multipart\/alternative/);
    expect(message).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(message).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(message).toMatch(/Reply-To: eva@example\.nl/);
    // A text-only mail stays a single text part.
    await mailer.send(mail);
    expect(given.at(-1)).not.toHaveProperty('html');
    expect(raw.at(-1)).not.toMatch(/multipart/);
  });

  it('with several instances flushing at once, each mail goes out once (leases)', async () => {
    const delivered: string[] = [];
    const slow = () => ({
      async sendMail(m: { subject: string }) {
        await new Promise((r) => setTimeout(r, 5));
        delivered.push(m.subject);
      },
    });
    const instance = () =>
      createMailer({ db: test.database.db, smtpUrl: 'smtp://mail.test', log: () => {}, transport: slow });
    // Whatever earlier tests left unsent goes first, so the count below is this test's alone.
    await instance().flushOutbox(1000);
    delivered.length = 0;
    const subjects = Array.from({ length: 12 }, (_, i) => `Achterstand ${i}`);
    for (const subject of subjects)
      await test.database.db.insert(outbox).values({ to: 'klant@demo.nl', subject, text: 'Hallo' });
    const [a, b, c] = [instance(), instance(), instance()];
    // Three instances flush the backlog while a fourth sends a new mail straight away.
    const [sentA, sentB, sentC, fresh] = await Promise.all([
      a.flushOutbox(),
      b.flushOutbox(),
      c.flushOutbox(),
      instance().send({ to: 'klant@demo.nl', subject: 'Nieuw', text: 'Hallo' }),
    ]);
    expect(fresh.sent).toBe(true);
    expect(sentA + sentB + sentC).toBe(subjects.length);
    expect([...delivered].sort()).toEqual([...subjects, 'Nieuw'].sort());
    // Nothing is left to send, and nothing goes twice on a later flush.
    expect(await a.flushOutbox()).toBe(0);
    expect(delivered).toHaveLength(subjects.length + 1);
  });
});
