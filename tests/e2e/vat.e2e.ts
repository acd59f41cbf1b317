/**
 * VAT per product and country of delivery in the browser, both languages (issue 26, decision 050):
 * a bag of coffee (9 %) and a tool (21 %) show their VAT per rate in the cart; at checkout a
 * malformed VAT number and a country the shop does not deliver to are refused at their field; a
 * number with wrong check digits is charged Belgian VAT, said at the field (issue 37, decision
 * 072); a Belgian business whose number VIES (the journeys' stand-in) confirms is reverse charged
 * (the note shows, the VAT is 0).
 */
import type { Page } from '@playwright/test';
import * as checkoutOrderScreen from '../../client/routes/checkout-order/texts.ts';
import { en as checkoutEn, nl as checkoutNl } from '../../shared/i18n/sections/checkout.ts';
import { en as dashboardEn, nl as dashboardNl } from '../../shared/i18n/sections/dashboard.ts';
import { expect, hydrated, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

const paths = {
  nl: { cart: '/winkelwagen', checkout: '/winkelwagen/bestellen' },
  en: { cart: '/en/checkout', checkout: '/en/checkout/order' },
} as const;
const COFFEE = 'friedhats-lungo-capsules-10-stuks';
const TOOL = 'motta-coffee-tool';
const texts = {
  nl: {
    vat9: 'Waarvan btw 9%',
    vat21: 'Waarvan btw 21%',
    reverse: 'Btw verlegd',
    belgium: 'België',
    swiss: 'Zwitserland',
  },
  en: {
    vat9: 'Of which VAT 9%',
    vat21: 'Of which VAT 21%',
    reverse: 'VAT reverse charged',
    belgium: 'Belgium',
    swiss: 'Switzerland',
  },
} as const;

/** Puts one of a product's default option in the cart through the storefront's proxy. */
async function addProduct(page: Page, baseURL: string, slug: string) {
  const product = await page.request.get(`/api/products/${slug}?lang=nl`);
  expect(product.ok()).toBe(true);
  const { data } = (await product.json()) as { data: { product: { po_id: number | null } } };
  const poId = data.product.po_id;
  const res = await page.request.post('/api/shoppingCart/add?lang=nl', {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: { po_id: poId, amount: 1 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe.configure({ timeout: 90_000 });

for (const locale of journeyLocales('nl')) {
  const x =
    locale === 'en'
      ? { ...dashboardEn, ...checkoutOrderScreen.en }
      : { ...dashboardNl, ...checkoutOrderScreen.nl };
  const c =
    locale === 'en'
      ? { ...checkoutEn, ...checkoutOrderScreen.en }
      : { ...checkoutNl, ...checkoutOrderScreen.nl };
  const t = texts[locale];

  /** The checkout with a Belgian business's invoice address filled in (no e-mail, no VAT number yet). */
  async function checkoutAsBelgianBusiness(page: Page) {
    await page.goto(paths[locale].checkout);
    await hydrated(page);
    const form = page.getByTestId('checkout-invoice');
    await form.getByLabel(x.firstname).fill('Lotte');
    await form.getByLabel(x.lastname).fill('Peeters');
    await form.getByLabel(x.company).fill('Koffiebar Meir BV');
    await form.getByLabel(x.street).fill('Meir');
    await form.getByLabel(x.house_number).fill('50');
    await form.getByLabel(x.postcode).fill('2000');
    await form.getByLabel(x.city).fill('Antwerpen');
    await form.locator('select[name="country_id"]').selectOption({ label: t.belgium });
    return form;
  }

  test(`${locale}: VAT per rate in the cart; reverse charge, a bad VAT number and Switzerland at checkout`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(paths[locale].cart);
    await addProduct(page, baseURL!, COFFEE);
    await addProduct(page, baseURL!, TOOL);
    await page.goto(paths[locale].cart);
    await hydrated(page);
    const summary = page.getByTestId('cart-summary');
    await expect(summary.locator('[data-row="vat_included"][data-rate="21"] dt')).toHaveText(t.vat21);
    await expect(summary.locator('[data-row="vat_included"][data-rate="9"] dt')).toHaveText(t.vat9);

    const form = await checkoutAsBelgianBusiness(page);
    const email = form.getByRole('textbox', { name: /e-mail/i });
    if (await email.count()) await email.first().fill(`vat-${locale}-${Date.now()}@example.com`);
    const totals = page.getByTestId('checkout-totals');
    // A Belgian consumer first: Belgium's 6 % on coffee.
    await expect(totals.locator('[data-row="vat_included"][data-rate="6"]')).toBeVisible();

    // A malformed VAT number: its message at the field, still Belgian VAT.
    const vat = form.getByLabel(x.vat_number);
    await vat.fill('BE123');
    await vat.blur();
    await expect(form.getByText(x.vat_number_format.replace('{{example}}', 'BE0123456789'))).toBeVisible();
    await expect(page.getByTestId('reverse-charge')).toHaveCount(0);

    // The right shape, wrong check digits: Belgian VAT, and why, at the field.
    await vat.fill('BE 0123.456.789');
    await vat.blur();
    await expect(form.getByTestId('vat-check')).toHaveText(
      c.vat_check_check_digits.replace('{{country}}', t.belgium),
    );
    await expect(page.getByTestId('reverse-charge')).toHaveCount(0);
    await expect(totals.locator('[data-row="vat_included"][data-rate="6"]')).toBeVisible();

    // A number VIES confirms: reverse charged, no VAT.
    await vat.fill('BE 0428.759.497');
    await vat.blur();
    await expect(form.getByTestId('vat-check')).toHaveText(c.vat_check_confirmed);
    await expect(page.getByTestId('reverse-charge')).toContainText(t.reverse);
    await expect(totals.locator('[data-row="vat_included"][data-rate="0"] dd')).toHaveText(/€\s0,-|€\s0,00/);

    // Switzerland: not delivered to, said at the country field; the cart stays priced for Belgium.
    await form.locator('select[name="country_id"]').selectOption({ label: t.swiss });
    await expect(form.getByText(x.not_shipped)).toBeVisible();
    await expect(page.getByTestId('reverse-charge')).toBeVisible();
  });

  test(`${locale}: a late answer to an earlier address write does not undo the VAT number's check`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(paths[locale].cart);
    await addProduct(page, baseURL!, TOOL);
    const form = await checkoutAsBelgianBusiness(page);
    await expect(
      page.getByTestId('checkout-totals').locator('[data-row="vat_included"][data-rate="21"]'),
    ).toBeVisible();

    // The first address write (the complete address, when focus moves on) is held, as a busy
    // host might; the one with the VAT number follows it. Were the second sent and answered first,
    // the first's late answer would put back a cart without the number's check.
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let secondAnswered: Promise<void> | undefined;
    let writes = 0;
    await page.route('**/api/shoppingCart/addressData**', async (route) => {
      writes += 1;
      if (writes === 1) {
        await firstHeld;
        await route.continue();
        return;
      }
      if (writes === 2) {
        const answered = route.fetch().then((response) => route.fulfill({ response }));
        secondAnswered = answered;
        await answered;
        return;
      }
      await route.continue();
    });
    const email = form.getByRole('textbox', { name: /e-mail/i });
    if (await email.count()) await email.first().fill(`late-${locale}-${Date.now()}@example.com`);
    const vat = form.getByLabel(x.vat_number);
    await vat.fill('BE 0123.456.789');
    await expect.poll(() => writes).toBeGreaterThanOrEqual(1);
    await vat.blur();
    // Written one at a time, the second is not sent while the first is held; written at once, it
    // is sent at the blur and answered before the first is let go.
    await page.waitForTimeout(1000);
    if (secondAnswered) await secondAnswered;
    releaseFirst();
    await expect.poll(() => writes).toBeGreaterThanOrEqual(2);
    await expect(form.getByTestId('vat-check')).toHaveText(
      c.vat_check_check_digits.replace('{{country}}', t.belgium),
    );
    await page.waitForLoadState('networkidle');
    await expect(form.getByTestId('vat-check')).toHaveText(
      c.vat_check_check_digits.replace('{{country}}', t.belgium),
    );
  });
}
