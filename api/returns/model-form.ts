/**
 * The model withdrawal form (Directive 2011/83/EU, Annex I(B)) as an A4 PDF in the request's
 * language (decision 093): the Directive's own words (shared/contract/withdrawal-form.ts, the
 * same text the storefront's page shows) with the seller's name, address and e-mail address filled in
 * from the shop's settings (shop/seller.ts). pdfkit with its built-in Helvetica, as the order PDF.
 */
import PDFDocument from 'pdfkit';
import { MODEL_WITHDRAWAL_FORM } from '../../shared/contract/withdrawal-form.ts';
import type { Language } from '../http/language.ts';
import { formatSellerAddress, type SellerIdentity } from '../shop/seller.ts';

/** The seller as the form's "To" line names them: name, address, e-mail address. */
export function sellerLines(seller: SellerIdentity): string[] {
  return [
    seller.legal_name || seller.trade_name,
    formatSellerAddress(seller.address),
    seller.address.country && seller.address.country !== 'NL' ? seller.address.country : '',
    seller.email,
  ].filter(Boolean);
}

export function modelFormPdf(
  seller: SellerIdentity,
  lang: Language,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const f = MODEL_WITHDRAWAL_FORM[lang.locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 60,
    compress: options.compress ?? true,
    info: { Title: f.title, Author: seller.trade_name || seller.legal_name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(doc.page.margins.left, doc.y + 14)
      .lineTo(doc.page.width - doc.page.margins.right, doc.y + 14)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(1.6);
  };
  doc.font('Helvetica-Bold').fontSize(16).text(f.title);
  doc.font('Helvetica').fontSize(10).text(f.subtitle);
  doc.moveDown(1.2).fontSize(11);
  doc.font('Helvetica-Bold').text(`— ${f.to}:`);
  doc.font('Helvetica').text(sellerLines(seller).join('\n'), { indent: 14 });
  doc.moveDown(0.8);
  doc.text(`— ${f.notice}`);
  line();
  line();
  for (const label of [f.ordered, f.consumer_name, f.consumer_address, f.signature, f.date]) {
    doc.text(`— ${label}`);
    line();
  }
  doc.moveDown(0.5).fontSize(9).text(f.strike);
  doc.moveDown(0.5).fillColor('#666666').text(f.source);
  doc.end();
  return done;
}
