/**
 * The documents in the customer's mail (decision 094): the invoice PDF goes with the order
 * confirmation (checkout/confirmation.ts), and each credit note goes out in a mail of its own,
 * written to the outbox in the transaction that makes the credit note (so there is never one
 * without the other); the mailer's flush sends it.
 */
import { formatPrice } from '../../shared/format.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { renderMail } from '../mail/layout.ts';
import type { MailAttachment } from '../mail/mailer.ts';
import { withSellerFooter } from '../mail/seller-footer.ts';
import type { InvoiceDocument } from './document.ts';
import { documentFileName, invoicePdf } from './pdf.ts';

type Locale = 'nl' | 'en';

/** The document as a mail attachment (base64 PDF), in `locale`. */
export async function documentAttachment(doc: InvoiceDocument, locale: Locale): Promise<MailAttachment> {
  const pdf = await invoicePdf(doc, locale);
  return {
    filename: documentFileName(doc, locale),
    content_type: 'application/pdf',
    content: pdf.toString('base64'),
  };
}

const TEXTS = {
  nl: {
    subject: (n: string) => `Creditfactuur ${n}`,
    body: (d: InvoiceDocument) =>
      `Hierbij ontvangt u creditfactuur ${d.number} bij factuur ${d.credit_for?.number} van bestelling ${d.order_number}${
        d.reason === 'cancellation' ? ' (annulering)' : ' (retour)'
      }. Het bedrag van ${formatPrice(-d.total_gross / 100)} wordt terugbetaald via de betaalmethode van uw bestelling.`,
    note: 'De creditfactuur zit als pdf bij deze e-mail. U vindt hem ook bij de bestelling in uw account.',
  },
  en: {
    subject: (n: string) => `Credit note ${n}`,
    body: (d: InvoiceDocument) =>
      `Please find credit note ${d.number} for invoice ${d.credit_for?.number} of order ${d.order_number}${
        d.reason === 'cancellation' ? ' (cancellation)' : ' (return)'
      }. The amount of ${formatPrice(-d.total_gross / 100)} is refunded through your order's payment method.`,
    note: 'The credit note is attached to this e-mail as a PDF. You can also find it with the order in your account.',
  },
} as const;

/** Writes the credit note's mail, with its PDF, to the outbox (inside the caller's transaction). */
export async function queueCreditNoteMail(
  db: Db,
  doc: InvoiceDocument,
  to: { email: string; firstname?: string; lastname?: string },
  locale: Locale,
): Promise<void> {
  if (!to.email) return;
  const t = TEXTS[locale];
  const mail = withSellerFooter(
    {
      ...renderMail({
        to: to.email,
        subject: t.subject(doc.number),
        locale,
        name: { first: to.firstname ?? '', last: to.lastname ?? '' },
        blocks: [{ p: t.body(doc) }, { note: t.note }],
      }),
    },
    doc.seller,
  );
  await db.insert(outbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html || null,
    attachments: [await documentAttachment(doc, locale)],
  });
}
