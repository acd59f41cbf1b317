/** A mail as the shop writes it to the outbox (mailer.ts sends it; layout.ts renders its HTML). */
export interface Mail {
  to: string;
  subject: string;
  /** the plain-text part: every mail has one */
  text: string;
  /** the HTML part (api/mail/layout.ts): with it, the mail goes out as multipart/alternative */
  html?: string | null;
  /** where a reply goes (a contact form's visitor), instead of the sender */
  replyTo?: string | null;
  /** attached files, content base64 (an invoice's PDF, decision 094) */
  attachments?: MailAttachment[] | null;
}

export interface MailAttachment {
  filename: string;
  content_type: string;
  /** base64 */
  content: string;
}
