/**
 * Attachments (an invoice's PDF, decision 094) go into the outbox with the mail and out with it
 * over SMTP as nodemailer attachments (bytes, not base64 text), also when a later flush sends a
 * mail whose first send failed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-api.ts';
import { createMailer } from './mailer.ts';

const PDF = Buffer.from('%PDF-1.3 test');

describeEachDatabase('mail attachments', (driver) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(driver);
  });
  afterAll(() => test?.close());

  it('keeps them in the outbox and sends them as bytes, first time or on a later flush', async () => {
    const delivered: { attachments?: { filename: string; contentType: string; content: Buffer }[] }[] = [];
    let failing = true;
    const mailer = createMailer({
      db: test.database.db,
      smtpUrl: 'smtp://mail.test',
      log: () => {},
      transport: () => ({
        async sendMail(m) {
          if (failing) throw new Error('connection refused');
          delivered.push(m as (typeof delivered)[number]);
        },
      }),
    });
    const attachment = {
      filename: 'factuur-F-2026-000001.pdf',
      content_type: 'application/pdf',
      content: PDF.toString('base64'),
    };
    const { id, sent } = await mailer.send({
      to: 'klant@demo.nl',
      subject: 'Orderbevestiging',
      text: 'Bedankt',
      attachments: [attachment],
    });
    expect(sent).toBe(false);
    const [row] = await test.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.attachments).toEqual([attachment]);
    failing = false;
    expect(await mailer.flushOutbox()).toBeGreaterThanOrEqual(1);
    const mine = delivered.find((m) => m.attachments?.length);
    expect(mine?.attachments).toEqual([
      { filename: attachment.filename, contentType: 'application/pdf', content: PDF },
    ]);
    // A mail without attachments sends none.
    const plain = await mailer.send({ to: 'klant@demo.nl', subject: 'Zonder', text: 'x' });
    expect(plain.sent).toBe(true);
    expect(delivered.at(-1)?.attachments).toBeUndefined();
  });
});
