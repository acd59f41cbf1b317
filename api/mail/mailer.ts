/**
 * The one mail path (issue 5): every mail goes into the `outbox` table first, with its plain-text
 * part and, built by layout.ts (issue 26), its HTML part: over SMTP the two go as one
 * multipart/alternative message. With SMTP_URL set it
 * is sent through nodemailer and marked sent (a failure leaves it unsent for the next flush, and
 * never fails the request that wrote it); without, its links are logged so a developer can follow
 * a password reset on a fresh machine (`logLinks`: only where the shop is a demo, since links carry
 * tokens). MAIL_DIR also writes each mail as a JSON file (browser tests read reset links from it).
 * The recipient's address is never logged; mail text and tokens never when SMTP is configured.
 * Several API instances share the outbox: whoever delivers a mail holds its lease (`claimed_until`,
 * taken with `FOR UPDATE SKIP LOCKED`), so each mail goes out once however many instances flush.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SHOP_NAME } from '../../shared/brand.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { apiLog } from '../lib/log.ts';
import { sellerIdentity } from '../shop/seller.ts';
import type { Mail } from './mail.ts';
import { withSellerFooter } from './seller-footer.ts';

export type { Mail, MailAttachment } from './mail.ts';

/** What a transport is given: nodemailer's message fields (text and html: multipart/alternative). */
interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

interface Transport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
}

interface MailerOptions {
  db: Db;
  smtpUrl?: string;
  from?: string;
  mailDir?: string;
  /** one JSON line per event */
  log?: (level: 'info' | 'warn', msg: string, fields: Record<string, unknown>) => void;
  /** without SMTP, log the mail's links (they carry tokens: the demo only); default true */
  logLinks?: boolean;
  /** nodemailer by default; tests pass their own */
  transport?: (smtpUrl: string) => Transport | Promise<Transport>;
}

/** How long a sender holds a mail it is delivering (SMTP's own time-outs are shorter). */
const LEASE_SECONDS = 600;

const DEFAULT_MAIL_FROM = `${SHOP_NAME} <noreply@koffieenkeuken.nl>`;

const defaultLog: NonNullable<MailerOptions['log']> = (level, msg, fields) => apiLog()[level](msg, fields);

async function nodemailerTransport(smtpUrl: string): Promise<Transport> {
  const { createTransport } = await import('nodemailer');
  return createTransport(smtpUrl) as unknown as Transport;
}

/** Only the fields of a message (an outbox row also has its id and dates), the empty ones left out. */
function outgoing(mail: Mail, from: string): OutgoingMail {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.content_type,
            content: Buffer.from(a.content, 'base64'),
          })),
        }
      : {}),
  };
}

export function createMailer(options: MailerOptions) {
  const { db, smtpUrl, mailDir } = options;
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const log = options.log ?? defaultLog;
  let transport: Promise<Transport> | undefined;
  const transportOf = () => {
    transport ??= Promise.resolve((options.transport ?? nodemailerTransport)(smtpUrl as string));
    return transport;
  };

  /** Delivers a mail this instance holds the lease of; a failure gives the lease back for a retry. */
  async function deliver(id: number, mail: Mail): Promise<boolean> {
    if (!smtpUrl) return false;
    try {
      await (await transportOf()).sendMail(outgoing(mail, from));
      await db.update(outbox).set({ sentAt: new Date(), claimedUntil: null }).where(eq(outbox.id, id));
      return true;
    } catch (error) {
      log('warn', 'mail not sent', { id, error: (error as Error)?.message?.slice(0, 200) });
      await db
        .update(outbox)
        .set({ claimedUntil: null })
        .where(eq(outbox.id, id))
        .catch(() => {});
      return false;
    }
  }

  /**
   * Takes the lease of the oldest unsent mail nobody holds (several API instances flush at once:
   * each mail is taken by one of them, decision 044), or undefined when there is none.
   */
  async function claimNext() {
    const [row] = await db
      .update(outbox)
      .set({ claimedUntil: sql`now() + ${sql.raw(`interval '${LEASE_SECONDS} seconds'`)}` })
      .where(
        eq(
          outbox.id,
          sql`(select id from ${outbox} where ${outbox.sentAt} is null and (${outbox.claimedUntil} is null or ${outbox.claimedUntil} < now()) order by ${outbox.createdAt}, ${outbox.id} limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return row;
  }

  return {
    /** Writes the mail to the outbox (and MAIL_DIR), then sends it when SMTP is configured. */
    async send(message: Mail): Promise<{ id: number; sent: boolean }> {
      // Every mail names who sends it, from the settings (issue 40; a failed read sends it without).
      const mail = withSellerFooter(message, await sellerIdentity(db).catch(() => null));
      // Written with this instance's lease when it is about to send it, so no flush takes it too.
      const [row] = await db
        .insert(outbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html || null,
          replyTo: mail.replyTo || null,
          attachments: mail.attachments?.length ? mail.attachments : null,
          claimedUntil: smtpUrl ? sql`now() + ${sql.raw(`interval '${LEASE_SECONDS} seconds'`)}` : null,
        })
        .returning({ id: outbox.id, createdAt: outbox.createdAt });
      const id = row!.id;
      if (mailDir) {
        try {
          mkdirSync(mailDir, { recursive: true });
          writeFileSync(
            path.join(mailDir, `${Date.now()}-${id}.json`),
            JSON.stringify({ ...mail, created_at: row!.createdAt.toISOString() }),
          );
        } catch (error) {
          log('warn', 'mail not written to MAIL_DIR', { id, error: (error as Error)?.message });
        }
      }
      if (!smtpUrl) {
        const links = options.logLinks === false ? undefined : (mail.text.match(/https?:\/\/\S+/g) ?? []);
        log('info', 'mail not sent (no SMTP_URL): in the outbox', { id, subject: mail.subject, links });
        return { id, sent: false };
      }
      return { id, sent: await deliver(id, mail) };
    },

    /** Sends what is still unsent (older first, at most `limit`): back-in-stock notices, retries. */
    async flushOutbox(limit = 50): Promise<number> {
      if (!smtpUrl) return 0;
      let sent = 0;
      for (let i = 0; i < limit; i++) {
        const row = await claimNext();
        if (!row) break;
        if (await deliver(row.id, row)) sent++;
      }
      return sent;
    },
  };
}
