/**
 * The one layout of every mail the shop sends (issue 26): a mail is described once, as blocks
 * (paragraphs, a button link, an address, a table of order lines with totals, small print), and
 * rendered twice from that same data: an HTML part (inline styles only, tables for the layout, as
 * mail clients need; every interpolated value HTML-escaped) and its plain-text twin. Both open
 * with the customer's name in the customer's language and close with the shop's name.
 *
 * Dutch addresses the customer formally: "Beste mevrouw/heer Jansen" (the shop does not know who
 * is a man or a woman); English by first name: "Dear Eva". Without the name they need: "Beste
 * klant" / "Dear customer".
 */
import { SHOP_NAME } from '../../shared/brand.ts';
import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mail.ts';

/** The shop's one name (shared/brand.ts): every mail's signature and header. */
export { escapeHtml, SHOP_NAME };

type MailLocale = 'nl' | 'en';

/** A customer's name as mails address them; `last` includes a tussenvoegsel ("de Vries"). */
export interface CustomerName {
  first: string;
  last: string;
}

/** A row of the order-lines table: the amounts already formatted (shared/format.ts). */
export interface ItemRow {
  name: string;
  /** the chosen option ("Zwart", "1 kg"), or empty */
  option?: string;
  amount: number;
  unit: string;
  total: string;
}

export interface TotalRow {
  label: string;
  value: string;
  /** the grand total: bold, with a rule above */
  strong?: boolean;
  /** a detail under the totals (VAT per rate): smaller and grey */
  minor?: boolean;
}

export type Block =
  /** a paragraph of plain text; a newline is a line break */
  | { p: string }
  /** a call to action: a button in HTML, the label and the URL on their own lines in text */
  | { button: { label: string; url: string } }
  /** a titled group of lines (an address) */
  | { lines: { title: string; lines: string[] } }
  /** the order lines and their totals */
  | { items: { head: { item: string; amount: string; unit: string; total: string }; rows: ItemRow[] } }
  | { totals: TotalRow[] }
  /** small print (why this mail came) */
  | { note: string };

interface MailContent {
  to: string;
  subject: string;
  locale: MailLocale;
  /** who the mail greets; without it a greeting that needs no name */
  name?: CustomerName | null;
  blocks: Block[];
  replyTo?: string;
}

/** A name from its parts as the shop stores them (firstname, middle_name, lastname), or null. */
export function customerName(first?: string | null, middle?: string | null, last?: string | null) {
  const name = {
    first: (first ?? '').trim(),
    last: [middle, last]
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' '),
  };
  return name.first || name.last ? name : null;
}

/** Line breaks and control characters in a name would break the greeting's line. */
const oneLine = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

/**
 * "Beste mevrouw/heer De Vries," (a tussenvoegsel takes a capital without the first name) or
 * "Dear Eva,"; without the name the mail needs, "Beste klant," / "Dear customer,".
 */
export function greeting(locale: MailLocale, name?: CustomerName | null): string {
  if (locale === 'en') {
    const first = oneLine(name?.first ?? '');
    return first ? `Dear ${first},` : 'Dear customer,';
  }
  const last = oneLine(name?.last ?? '');
  return last ? `Beste mevrouw/heer ${last.charAt(0).toUpperCase()}${last.slice(1)},` : 'Beste klant,';
}

function signature(locale: MailLocale): string {
  return `${locale === 'en' ? 'Kind regards' : 'Met vriendelijke groet'},\n${SHOP_NAME}`;
}

/** Only web links become links; anything else is shown as text and never as an `href`. */
const isWebLink = (url: string) => /^https?:\/\/[^\s"'<>]+$/i.test(url);

// ─── plain text ─────────────────────────────────────────────────────────────────────────────────

function textOf(block: Block): string {
  if ('p' in block) return block.p;
  if ('button' in block) return `${block.button.label}:\n${block.button.url}`;
  if ('lines' in block) return `${block.lines.title}:\n${block.lines.lines.join('\n')}`;
  if ('items' in block)
    return block.items.rows
      .map((r) => `${r.amount} × ${r.name}${r.option ? ` (${r.option})` : ''}  à ${r.unit}  ${r.total}`)
      .join('\n');
  if ('totals' in block) return block.totals.map((t) => `${t.label}: ${t.value}`).join('\n');
  return block.note;
}

// ─── HTML ───────────────────────────────────────────────────────────────────────────────────────

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";
const INK = '#2b2119';
const MUTED = '#6b5d52';
const ACCENT = '#6f4e37';
const RULE = '#e4dcd3';

/** Escaped text with its newlines as `<br>`. */
const html = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const cell = (content: string, style: string, tag: 'td' | 'th' = 'td') =>
  `<${tag} style="${FONT}${style}">${content}</${tag}>`;

function htmlOf(block: Block): string {
  if ('p' in block) return `<p style="margin:0 0 16px;">${html(block.p)}</p>`;
  if ('button' in block) {
    const { label, url } = block.button;
    if (!isWebLink(url)) return `<p style="margin:0 0 16px;">${html(label)}: ${html(url)}</p>`;
    const href = escapeHtml(url);
    return (
      '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;"><tr>' +
      `<td style="background:${ACCENT};border-radius:4px;">` +
      `<a href="${href}" style="${FONT}display:inline-block;padding:12px 22px;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none;">${html(label)}</a>` +
      '</td></tr></table>' +
      `<p style="margin:0 0 16px;font-size:13px;color:${MUTED};word-break:break-all;">` +
      `<a href="${href}" style="color:${ACCENT};">${html(url)}</a></p>`
    );
  }
  if ('lines' in block)
    return `<p style="margin:0 0 16px;"><strong>${html(block.lines.title)}</strong><br>${block.lines.lines.map(html).join('<br>')}</p>`;
  if ('items' in block) {
    const { head, rows } = block.items;
    const th = (text: string, align: 'left' | 'right') =>
      cell(
        html(text),
        `text-align:${align};padding:8px 6px;border-bottom:2px solid ${RULE};font-size:13px;color:${MUTED};font-weight:bold;`,
        'th',
      );
    const td = (content: string, align: 'left' | 'right', nowrap = align === 'right') =>
      cell(
        content,
        `text-align:${align};vertical-align:top;padding:10px 6px;border-bottom:1px solid ${RULE};font-size:14px;color:${INK};${nowrap ? 'white-space:nowrap;' : ''}`,
      );
    return (
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:8px 0 0;">' +
      `<tr>${th(head.item, 'left')}${th(head.amount, 'right')}${th(head.unit, 'right')}${th(head.total, 'right')}</tr>` +
      rows
        .map(
          (r) =>
            `<tr>${td(
              `${html(r.name)}${r.option ? `<br><span style="color:${MUTED};font-size:13px;">${html(r.option)}</span>` : ''}`,
              'left',
            )}${td(escapeHtml(r.amount), 'right')}${td(html(r.unit), 'right')}${td(html(r.total), 'right')}</tr>`,
        )
        .join('') +
      '</table>'
    );
  }
  if ('totals' in block)
    return (
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:0 0 20px;">' +
      block.totals
        .map((t) => {
          const style = t.strong
            ? `padding:10px 6px 6px;border-top:2px solid ${RULE};font-size:16px;font-weight:bold;color:${INK};`
            : t.minor
              ? `padding:2px 6px;font-size:13px;color:${MUTED};`
              : `padding:6px 6px 2px;font-size:14px;color:${INK};`;
          return `<tr>${cell(html(t.label), `text-align:right;${style}`)}${cell(html(t.value), `text-align:right;white-space:nowrap;width:1%;${style}`)}</tr>`;
        })
        .join('') +
      '</table>'
    );
  return `<p style="margin:16px 0 0;font-size:13px;color:${MUTED};">${html(block.note)}</p>`;
}

/** The mail in both parts, from one description. */
export function renderMail(content: MailContent): Mail {
  const { locale, blocks } = content;
  const hello = greeting(locale, content.name);
  const bye = signature(locale);
  const text = [hello, ...blocks.map(textOf), bye].join('\n\n');
  const body = [
    `<p style="margin:0 0 16px;">${html(hello)}</p>`,
    ...blocks.map(htmlOf),
    `<p style="margin:24px 0 0;">${html(bye)}</p>`,
    // Who sells (issue 40): the mail path puts the seller's lines from the settings here (seller-footer.ts).
    `<!--seller:${locale === 'en' ? 'en' : 'nl'}-->`,
  ].join('\n');
  const page =
    '<!DOCTYPE html>\n' +
    `<html lang="${locale === 'en' ? 'en' : 'nl'}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(content.subject)}</title></head>\n` +
    `<body style="margin:0;padding:0;background:#f4f0ea;">\n` +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f0ea;">' +
    '<tr><td align="center" style="padding:24px 12px;">\n' +
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:6px;">\n' +
    `<tr><td style="${FONT}padding:20px 28px;background:${INK};color:#ffffff;font-size:20px;font-weight:bold;border-radius:6px 6px 0 0;">${escapeHtml(SHOP_NAME)}</td></tr>\n` +
    `<tr><td style="${FONT}padding:28px;font-size:15px;line-height:1.55;color:${INK};">\n${body}\n</td></tr>\n` +
    '</table>\n</td></tr></table>\n</body></html>\n';
  return {
    to: content.to,
    subject: oneLine(content.subject),
    text,
    html: page,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
