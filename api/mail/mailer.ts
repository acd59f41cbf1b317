/**
 * The one mail path (issue 5): every mail goes into the `outbox` table first. With SMTP_URL set it
 * is sent through nodemailer and marked sent (a failure leaves it unsent for the next flush, and
 * never fails the request that wrote it); without, its links are logged so a developer can follow
 * a password reset on a fresh machine (`logLinks`: only where the shop is a demo, since links carry
 * tokens). MAIL_DIR also writes each mail as a JSON file (browser tests read reset links from it).
 * The recipient's address is never logged; mail text and tokens never when SMTP is configured.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Transport {
  sendMail(mail: Mail & { from: string }): Promise<unknown>;
}

export interface MailerOptions {
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

export const DEFAULT_MAIL_FROM = 'Koffie & Keuken <noreply@koffiedemo.nl>';

const defaultLog: NonNullable<MailerOptions['log']> = (level, msg, fields) =>
  process.stdout.write(`${JSON.stringify({ ts: new Date().toISOString(), level, msg, ...fields })}\n`);

async function nodemailerTransport(smtpUrl: string): Promise<Transport> {
  const { createTransport } = await import('nodemailer');
  return createTransport(smtpUrl) as unknown as Transport;
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

  async function deliver(id: number, mail: Mail): Promise<boolean> {
    if (!smtpUrl) return false;
    try {
      await (await transportOf()).sendMail({ ...mail, from });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
      return true;
    } catch (error) {
      log('warn', 'mail not sent', { id, error: (error as Error)?.message?.slice(0, 200) });
      return false;
    }
  }

  return {
    /** Writes the mail to the outbox (and MAIL_DIR), then sends it when SMTP is configured. */
    async send(mail: Mail): Promise<{ id: number; sent: boolean }> {
      const [row] = await db
        .insert(outbox)
        .values(mail)
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
      const rows = await db
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt)))
        .orderBy(asc(outbox.createdAt))
        .limit(limit);
      let sent = 0;
      for (const row of rows) if (await deliver(row.id, row)) sent++;
      return sent;
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
