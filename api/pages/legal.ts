/**
 * The legal texts (issue 40, decision 091): the terms (algemene voorwaarden) and the privacy
 * statement are content pages the shop edits, marked with the extra field `legal` = `terms` /
 * `privacy`. Their text names the seller with `{{seller.…}}` placeholders, filled in from the
 * shop's settings whenever a page is read, so the texts never copy the identity. Each is also a
 * PDF (GET /legal/terms.pdf, /legal/privacy.pdf; pdfkit, built-in Helvetica), the durable copy the
 * order confirmation mail links to.
 */
import { sql } from 'drizzle-orm';
import { Router } from 'express';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/client.ts';
import { pages } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { type Language, languageOf } from '../http/language.ts';
import { formatSellerAddress, type SellerIdentity, sellerIdentity } from '../shop/seller.ts';
import type { PageService } from './service.ts';

export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** The page id of a legal document, or undefined. */
export async function legalPageId(
  db: Pick<Db, 'select'>,
  document: LegalDocument,
): Promise<number | undefined> {
  const marker = JSON.stringify([{ key: 'legal', value: document }]);
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(sql`${pages.active} and ${pages.extraFields} @> ${marker}::jsonb`)
    .orderBy(pages.id)
    .limit(1);
  return row?.id;
}

// ─── HTML → PDF ─────────────────────────────────────────────────────────────────────────────────

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};
const decode = (s: string) =>
  s
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, e: string) => {
      if (e[0] === '#')
        return String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)),
        );
      return ENTITIES[e] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();

/** The blocks of simple CMS HTML: headings, paragraphs and list items, as plain text. */
export function htmlBlocks(html: string): { kind: 'h' | 'p' | 'li'; text: string }[] {
  const out: { kind: 'h' | 'p' | 'li'; text: string }[] = [];
  const re = /<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const m of html.matchAll(re)) {
    const tag = m[1]!.toLowerCase();
    const text = decode(m[2]!.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ''));
    if (text) out.push({ kind: tag === 'li' ? 'li' : tag === 'p' ? 'p' : 'h', text });
  }
  // Text that is in no block (a CMS editor's bare text) is not lost.
  if (out.length === 0) {
    const text = decode(html.replace(/<[^>]+>/g, ' '));
    if (text) out.push({ kind: 'p', text });
  }
  return out;
}

/** A legal page as an A4 PDF: the title, then its blocks, the seller and the date on every page's foot. */
export function legalPdf(
  page: { title: string; intro: string; content: string },
  seller: SellerIdentity,
  locale: 'nl' | 'en',
  options: { compress?: boolean; now?: Date } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 70, left: 56, right: 56 },
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: page.title, Author: seller.legal_name || seller.trade_name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  doc.font('Helvetica-Bold').fontSize(18).text(page.title, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555555');
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(options.now ?? new Date());
  doc.text(`${seller.legal_name} · ${locale === 'en' ? 'downloaded on' : 'gedownload op'} ${date}`, {
    width,
  });
  doc.fillColor('#000000').moveDown();
  const intro = decode(page.intro.replace(/<[^>]+>/g, ' '));
  if (intro) doc.font('Helvetica-Oblique').fontSize(11).text(intro, { width }).moveDown(0.6);
  for (const block of htmlBlocks(page.content)) {
    if (block.kind === 'h')
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12.5).text(block.text, { width });
    else if (block.kind === 'li')
      doc.font('Helvetica').fontSize(10.5).text(`•  ${block.text}`, { width, indent: 0, paragraphGap: 3 });
    else doc.font('Helvetica').fontSize(10.5).text(block.text, { width, paragraphGap: 6 });
    doc.moveDown(0.2);
  }
  // Every page's foot: who sells and where, and the page number.
  const foot = [
    [seller.legal_name, formatSellerAddress(seller.address)].filter(Boolean).join(' · '),
    [
      seller.kvk ? `KvK ${seller.kvk}` : '',
      seller.vat_number ? `${locale === 'en' ? 'VAT' : 'Btw-id'} ${seller.vat_number}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  ].join('\n');
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(`${foot}\n${i + 1} / ${range.count}`, 56, doc.page.height - 58, {
        width,
        align: 'center',
        lineBreak: true,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/**
 * The terms as a PDF attachment for the order confirmation (the durable medium, CRD art. 8(7)), in
 * the order's language; none when the shop has no terms page. A failure leaves the mail without it
 * (the mail links the PDFs as well).
 */
export async function legalAttachments(
  db: Db,
  pagesService: PageService,
  locale: 'nl' | 'en',
): Promise<{ filename: string; content_type: string; content: string }[]> {
  try {
    const id = await legalPageId(db, 'terms');
    if (id === undefined) return [];
    const lang: Language = { id: locale === 'en' ? 4 : 1, locale };
    const [page, seller] = await Promise.all([pagesService.one(lang, id), sellerIdentity(db)]);
    const pdf = await legalPdf(page, seller, locale);
    const name = `${page.uri.replace(/^\//, '').replace(/[^\w-]/g, '-') || 'terms'}.pdf`;
    return [{ filename: name, content_type: 'application/pdf', content: pdf.toString('base64') }];
  } catch {
    return [];
  }
}

/** GET /legal/:document.pdf (terms, privacy) in the request's language. */
export function legalRoutes(db: Db, pagesService: PageService): Router {
  const router = Router();
  router.get('/legal/:file', async (req, res) => {
    const m = /^(\w+)\.pdf$/.exec(req.params.file);
    const document = m?.[1] as LegalDocument | undefined;
    if (!document || !LEGAL_DOCUMENTS.includes(document))
      throw badRequest(
        `Unknown legal document; one of: ${LEGAL_DOCUMENTS.map((d) => `${d}.pdf`).join(', ')}`,
      );
    const lang = languageOf(req);
    const id = await legalPageId(db, document);
    if (id === undefined) throw notFound('The shop has not published this document');
    const [page, seller] = await Promise.all([pagesService.one(lang, id), sellerIdentity(db)]);
    const pdf = await legalPdf(page, seller, lang.locale);
    const name = `${page.uri.replace(/^\//, '').replace(/[^\w-]/g, '-') || document}.pdf`;
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', pdf.length);
    res.end(pdf);
  });
  return router;
}
