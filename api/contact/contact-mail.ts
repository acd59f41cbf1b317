/**
 * The mail a contact form message becomes (issue 26): to the shop's own address, in Dutch (the
 * shop's staff read it), with Reply-To the visitor, so that answering it answers the visitor. The
 * visitor's words are text in both parts: escaped in the HTML one, kept off the subject's line.
 */
import { escapeHtml, SHOP_NAME } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';

interface ContactMessage {
  name: string;
  email: string;
  order_number?: string;
  subject?: string;
  text: string;
  /** the language the visitor wrote in (the page's) */
  locale: 'nl' | 'en';
}

/** Line breaks and control characters would end a header line (the subject's). */
const oneLine = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

export function contactMail(message: ContactMessage, shopAddress: string): Mail {
  const order = message.order_number?.trim() || '';
  const topic = oneLine(message.subject ?? '') || `bericht van ${oneLine(message.name)}`;
  const subject = `Contactformulier: ${topic}${order ? ` (bestelling ${order})` : ''}`.slice(0, 200);
  const facts: [string, string][] = [
    ['Naam', oneLine(message.name)],
    ['E-mail', message.email],
    ...(order ? ([['Bestelnummer', order]] as [string, string][]) : []),
    ...(message.subject ? ([['Onderwerp', oneLine(message.subject)]] as [string, string][]) : []),
    ['Taal', message.locale === 'en' ? 'Engels (/en)' : 'Nederlands'],
  ];
  const intro = `Nieuw bericht via het contactformulier van ${SHOP_NAME}.`;
  const outro = `Beantwoord deze e-mail om ${oneLine(message.name)} te antwoorden: het antwoord gaat naar ${message.email}.`;
  const text = [
    intro,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `Bericht:\n${message.text}`,
    outro,
  ].join('\n\n');
  const html =
    '<!DOCTYPE html>\n<html lang="nl"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(subject)}</title></head>\n` +
    '<body style="margin:0;padding:24px;background:#f4f0ea;font-family:Arial,Helvetica,sans-serif;color:#2b2119;">\n' +
    `<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>\n` +
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">' +
    facts
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:2px 12px 2px 0;">${escapeHtml(label)}</th><td style="padding:2px 0;">${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    '</table>\n' +
    `<p style="margin:0 0 4px;"><strong>Bericht</strong></p>\n` +
    `<p style="margin:0 0 16px;white-space:pre-wrap;">${escapeHtml(message.text).replace(/\r?\n/g, '<br>')}</p>\n` +
    `<p style="margin:0;font-size:13px;color:#6b5d52;">${escapeHtml(outro)}</p>\n` +
    '</body></html>\n';
  return { to: shopAddress, subject, text, html, replyTo: message.email };
}
