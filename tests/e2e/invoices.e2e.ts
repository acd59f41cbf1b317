/**
 * Invoices in both languages (issue 40, decision 094): a consumer opens a paid order in the
 * dashboard and downloads its invoice as a PDF whose text names its number, the seller's VAT id and
 * the order; an order awaiting payment says that its invoice comes once paid; a guest who just paid
 * downloads the invoice from the order's page, and the confirmation mail carries it.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { extractText } from 'unpdf';
import * as checkoutOrderScreen from '../../client/routes/checkout-order/texts.ts';
import * as dashboardScreen from '../../client/routes/dashboard/texts.ts';
import * as paymentRedirectScreen from '../../client/routes/payment-redirect/texts.ts';
import type { ProductResponse } from '../../shared/contract/catalog.ts';
import { en as checkoutEn, nl as checkoutNl } from '../../shared/i18n/sections/checkout.ts';
import { en as dashboardEn, nl as dashboardNl } from '../../shared/i18n/sections/dashboard.ts';
import { expect, hydrated, logIn, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';
import { e2eMailDir } from './support/mail.ts';
import { WCAG_TAGS } from './support/wcag.ts';

/** The invoice list's WCAG 2.2 A/AA violations (axe, the list only: the rest of the page is checked elsewhere). */
async function listViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('[data-testid="order-invoices"]')
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The form labels the journey reads, from the dictionaries themselves. */
const labels = {
  nl: {
    ...dashboardNl,
    ...dashboardScreen.nl,
    ...checkoutNl,
    ...checkoutOrderScreen.nl,
    ...paymentRedirectScreen.nl,
  },
  en: {
    ...dashboardEn,
    ...dashboardScreen.en,
    ...checkoutEn,
    ...checkoutOrderScreen.en,
    ...paymentRedirectScreen.en,
  },
} as const;
/** A seed product without options. */
const GLASS = 'bodum-latte-macchiato-glas-250-ml';

/** The PDF a link downloads, as text (spaces folded). */
async function downloadedText(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  return (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
}

const texts = {
  nl: {
    paidOrder: '/dashboard/orders/3',
    cart: '/winkelwagen',
    checkout: '/winkelwagen/bestellen',
    toCheckout: 'Verder naar bestellen',
    add: 'In winkelwagen',
    buyer: 'Eva Jansen',
    mail: 'Orderbevestiging',
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
    cart: '/en/checkout',
    checkout: '/en/checkout/order',
    toCheckout: 'Proceed to checkout',
    add: 'Add to cart',
    buyer: 'Eva Jansen',
    mail: 'Order confirmation',
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

  test(`${locale}: a consumer downloads a paid order's invoice from the dashboard`, async ({
    page,
    watch,
  }) => {
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
    expect(await listViolations(page)).toEqual([]);
    // The browser's download: the PDF itself.
    const text = await downloadedText(page, link);
    expect(text).toContain(`${x.number} ${number}`);
    expect(text).toContain(x.vat);
    expect(text).toContain(x.order);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: an order awaiting payment has no invoice yet`, async ({ page, watch }) => {
    await logIn(page, locale, 'klant@demo.nl', x.unpaidOrder);
    await expect(page.getByTestId('invoices-empty')).toHaveText(x.empty);
    await expect(page.getByTestId('invoice-pdf')).toHaveCount(0);
    expect(await listViolations(page)).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a guest pays and downloads the invoice from the order's page; the mail carries it`, async ({
    page,
    watch,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = `factuur-${locale}-${Date.now()}@example.com`;
    const product = await page.request.get(`/api/products/${GLASS}?lang=nl`);
    const data = ((await product.json()) as { data: ProductResponse }).data;
    const uri = data.alternate_lang_hrefs.find((a) => a.language_id === (locale === 'nl' ? 1 : 4))?.uri;
    await page.goto(locale === 'nl' ? `/${GLASS}` : `/en${uri ?? `/${GLASS}`}`);
    await hydrated(page);
    await page.getByTestId('add-to-cart').getByRole('button', { name: x.add }).click();
    await expect(page.getByTestId('toast-success').first()).toBeVisible();
    await page.goto(x.cart);
    await hydrated(page);
    await page.getByTestId('cart-summary').getByRole('link', { name: x.toCheckout }).click();
    await page.getByTestId('checkout-as-guest').click();
    await expect(page).toHaveURL((url) => url.pathname === x.checkout);
    await hydrated(page);
    const form = page.getByTestId('checkout-invoice');
    const l = labels[locale];
    const fields: [string, string][] = [
      [l.email, email],
      [l.firstname, 'Eva'],
      [l.lastname, 'Jansen'],
      [l.street, 'Oudegracht'],
      [l.house_number, '12'],
      [l.postcode, '3511 AB'],
      [l.city, 'Utrecht'],
    ];
    for (const [label, value] of fields) await form.getByLabel(label).fill(value);
    await page.getByTestId('checkout-payment').getByLabel('iDEAL').check();
    await page.getByTestId('checkout-terms').check();
    await page.getByTestId('checkout-place').click();
    await page.waitForURL(/\/api\/payments\/test\/tst_/);
    await page.locator('button[data-outcome="paid"]').click();
    await page.waitForURL(
      (url) => url.pathname.endsWith('/payment-redirect') && url.searchParams.has('order'),
    );
    await hydrated(page);
    await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid');
    const orderNumber = (await page.getByTestId('payment-order-number').textContent()) ?? '';
    const link = page.getByTestId('order-invoices').getByTestId('invoice-pdf');
    await expect(link).toHaveText(x.link);
    await page.getByTestId('order-invoices').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/invoices-guest-${locale}.png` });
    expect(await listViolations(page)).toEqual([]);
    const number = (await link.getAttribute('data-number')) ?? '';
    const text = await downloadedText(page, link);
    for (const part of [`${x.number} ${number}`, x.vat, orderNumber, x.buyer, 'Oudegracht 12'])
      expect(text, part).toContain(part);
    // The confirmation mail (MAIL_DIR) carries the same invoice as a PDF.
    const { readdirSync, readFileSync } = await import('node:fs');
    const mails = readdirSync(e2eMailDir())
      .filter((n) => n.endsWith('.json'))
      .map(
        (n) =>
          JSON.parse(readFileSync(`${e2eMailDir()}/${n}`, 'utf8')) as {
            to: string;
            subject: string;
            attachments?: { filename: string; content: string }[];
          },
      )
      .filter((m) => m.to === email && m.subject.startsWith(x.mail));
    expect(mails).toHaveLength(1);
    // (the terms may ride along too: the invoice is one of the attachments)
    expect(mails[0]!.attachments?.filter((a) => a.filename.endsWith(`${number}.pdf`))).toHaveLength(1);
    expect(watch.consoleErrors).toEqual([]);
  });
}
