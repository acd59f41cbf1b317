/**
 * Review invitations (decision 042): a set number of days (REVIEW_INVITE_DAYS) after an order was
 * paid, one e-mail in the order's language with a review promotion link (decision 025, spec 2),
 * through the mail outbox. The UPDATE … RETURNING claims each invitation (`review_invite_sent_at`),
 * with `SKIP LOCKED` so that two instances split the work instead of waiting: each order is
 * invited once. Only orders paid through the shop have `paid_at`: the seeded history never does,
 * so it is never invited. A cancelled order (7) or one still awaiting payment is never invited.
 * The mail is HTML and text (mail/layout.ts) and greets the name on the invoice address.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiLog } from '../lib/log.ts';
import { type CustomerName, customerName, renderMail, SHOP_NAME } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';
import { makeReviewLink } from '../reviews/link.ts';

export const DEFAULT_REVIEW_INVITE_DAYS = 7;
/** Invitations claimed per run; the rest go with the next run. */
const INVITATION_BATCH = 100;

interface Claimed {
  id: number;
  number: string;
  language_id: number;
  email: string | null;
  firstname: string | null;
  middle_name: string | null;
  lastname: string | null;
}

/** The invitation in HTML and text, greeting the customer by name when the order has one. */
export function invitationMail(
  to: string,
  locale: 'nl' | 'en',
  number: string,
  link: string,
  name?: CustomerName | null,
): Mail {
  const en = locale === 'en';
  return renderMail({
    to,
    locale,
    name,
    subject: en ? `How was your order ${number}?` : `Hoe bevalt uw bestelling ${number}?`,
    blocks: en
      ? [
          {
            p: `You recently ordered from ${SHOP_NAME} (order ${number}). We would love to hear what you think of it. Would you write a short review? It takes only a minute.`,
          },
          { button: { label: 'Write a review', url: link } },
          { p: 'Thank you in advance!' },
        ]
      : [
          {
            p: `Onlangs bestelde u bij ${SHOP_NAME} (bestelling ${number}). We horen graag wat u ervan vindt. Wilt u een korte review schrijven? Het kost maar een minuut.`,
          },
          { button: { label: 'Review schrijven', url: link } },
          { p: 'Alvast bedankt!' },
        ],
  });
}

interface InvitationOptions {
  db: Db;
  send: (mail: Mail) => Promise<unknown>;
  /** REVIEW_LINK_SECRET (or the development secret outside production): signs the links */
  secret: string;
  /** the storefront's public URL: the links point there */
  storefrontUrl: string;
  /** days after payment; 0 or less: no invitations */
  days: number;
  /** what counts as `days` after payment; default the clock */
  now?: Date;
  limit?: number;
  log?: (level: 'info' | 'warn', msg: string, fields: Record<string, unknown>) => void;
}

const defaultLog: NonNullable<InvitationOptions['log']> = (level, msg, fields) =>
  apiLog()[level](msg, fields);

/** Claims and mails the invitations that are due; answers how many were sent to the outbox. */
export async function sendReviewInvitations({
  db,
  send,
  secret,
  storefrontUrl,
  days,
  now = new Date(),
  limit = INVITATION_BATCH,
  log = defaultLog,
}: InvitationOptions): Promise<{ sent: number; failed: number }> {
  if (days <= 0) return { sent: 0, failed: 0 };
  const paidBefore = new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = await db.execute(sql`
    UPDATE orders AS o
       SET review_invite_sent_at = now()
      FROM customers AS c
     WHERE o.id IN (
             SELECT id FROM orders
              WHERE review_invite_sent_at IS NULL
                AND paid_at IS NOT NULL
                AND paid_at <= ${paidBefore}::timestamptz
                AND status_id BETWEEN 3 AND 6
              ORDER BY paid_at
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
       AND c.id = o.customer_id
       AND o.review_invite_sent_at IS NULL
    RETURNING o.id, o.number, o.language_id, coalesce(nullif(o.invoice_address->>'email', ''), c.email) AS email,
              -- the name on the invoice address; an order without one: the account's
              CASE WHEN coalesce(o.invoice_address->>'firstname', '') <> '' OR coalesce(o.invoice_address->>'lastname', '') <> ''
                   THEN o.invoice_address->>'firstname' ELSE c.firstname END AS firstname,
              CASE WHEN coalesce(o.invoice_address->>'firstname', '') <> '' OR coalesce(o.invoice_address->>'lastname', '') <> ''
                   THEN o.invoice_address->>'middle_name' ELSE c.middle_name END AS middle_name,
              CASE WHEN coalesce(o.invoice_address->>'firstname', '') <> '' OR coalesce(o.invoice_address->>'lastname', '') <> ''
                   THEN o.invoice_address->>'lastname' ELSE c.lastname END AS lastname`);
  const rows = ((result as { rows?: Claimed[] }).rows ?? (result as unknown as Claimed[])) as Claimed[];
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    if (!row.email) continue;
    const locale = row.language_id === 4 ? 'en' : 'nl';
    const { url } = makeReviewLink({ secret, storefrontUrl, locale });
    try {
      await send(
        invitationMail(
          row.email,
          locale,
          row.number,
          url,
          customerName(row.firstname, row.middle_name, row.lastname),
        ),
      );
      sent++;
    } catch {
      // Claimed but not in the outbox: this one invitation is lost rather than ever sent twice.
      failed++;
      log('warn', 'review invitation not written to the outbox', { order: row.number });
    }
  }
  if (rows.length > 0) log('info', 'review invitations sent', { sent, failed });
  return { sent, failed };
}
