/**
 * Invoices in the dashboard, in both languages (issue 40, decision 094): a consumer opens a paid
 * order and downloads its invoice as a PDF whose text names its number, the seller's VAT id and
 * the order; an order awaiting payment says that its invoice comes once paid.
 */
import { extractText } from 'unpdf';
import { expect, logIn, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

const texts = {
  nl: {
    paidOrder: '/dashboard/orders/3',
    unpaidOrder: '/dashboard/orders/2',
    title: 'Facturen',
    link: /^Factuur F-\d{4}-\d{6}$/,
    number: 'Factuurnummer:',
    vat: 'Btw-id: NL',
    order: 'Bestelling: KK-2026-1003',
    empty: 'Nog geen factuur: die maken we zodra uw betaling binnen is.',
  },
  en: {
    paidOrder: '/en/dashboard/orders/3',
    unpaidOrder: '/en/dashboard/orders/2',
    title: 'Invoices',
    link: /^Invoice F-\d{4}-\d{6}$/,
    number: 'Invoice number:',
    vat: 'VAT number: NL',
    order: 'Order: KK-2026-1003',
    empty: 'No invoice yet: we make it as soon as your payment is in.',
  },
} as const;

for (const locale of journeyLocales('en')) {
  const x = texts[locale];

  test(`${locale}: a consumer downloads a paid order's invoice from the dashboard`, async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, locale, 'klant@demo.nl', x.paidOrder);
    const invoices = page.getByTestId('order-invoices');
    await expect(invoices.getByRole('heading', { name: x.title })).toBeVisible();
    const link = invoices.getByTestId('invoice-pdf');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText(x.link);
    const number = (await link.getAttribute('data-number')) ?? '';
    await invoices.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/invoices-${locale}.png` });
    // The browser's download: the PDF itself.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const pdf = await readFile(file!);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(`${x.number} ${number}`);
    expect(text).toContain(x.vat);
    expect(text).toContain(x.order);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: an order awaiting payment has no invoice yet`, async ({ page, watch }) => {
    await logIn(page, locale, 'klant@demo.nl', x.unpaidOrder);
    await expect(page.getByTestId('invoices-empty')).toHaveText(x.empty);
    await expect(page.getByTestId('invoice-pdf')).toHaveCount(0);
    expect(watch.consoleErrors).toEqual([]);
  });
}
