/**
 * Dealer quick order and "order again" in both languages (issue 5): a dealer picks a product in the
 * typeahead, pastes four lines from the sample file and one unknown reference, uploads the sample
 * as a CSV, and puts the five orderable lines in the cart at net prices; a consumer orders a past
 * order again. The cart is read back through the API, since journeys in parallel share accounts.
 */
import type { Page } from '@playwright/test';
import { expect, logIn, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

const texts = {
  nl: {
    path: '/dealer-order',
    orders: '/dashboard/orders',
    unknown: 'Onbekend referentienummer.',
    invalid: 'Het aantal moet een heel getal van 1 tot 999 zijn.',
    added: 'toegevoegd aan uw winkelwagen',
    reordered: 'De producten staan weer in uw winkelwagen',
  },
  en: {
    path: '/en/dealer-order',
    orders: '/en/dashboard/orders',
    unknown: 'Unknown reference number.',
    invalid: 'The amount must be a whole number from 1 to 999.',
    added: 'added to your cart',
    reordered: 'The products are back in your cart',
  },
} as const;

interface CartAnswer {
  data: { items: { po_id: number; amount: number; info: { price: number } }[] };
}

async function cartOf(page: Page, locale: string): Promise<CartAnswer['data']> {
  const res = await page.request.get(`/api/shoppingCart?lang=${locale}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as CartAnswer).data;
}

for (const locale of journeyLocales('nl')) {
  const x = texts[locale];

  test(`${locale}: a dealer quick-orders five lines by typeahead, paste and CSV, one unknown`, async ({
    page,
    watch,
  }) => {
    await logIn(page, locale, 'dealer@demo.nl', x.path);
    await expect(page.getByTestId('quick-empty')).toBeVisible();

    // 1. The typeahead: a name finds products; Enter on the first match adds a line.
    const search = page.getByTestId('quick-search');
    await search.fill('Lelit');
    const matches = page.getByTestId('quick-matches').getByRole('option');
    await expect(matches.first()).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page.getByTestId('quick-line')).toHaveCount(1);

    // 2. The sample file holds real references; paste four of them and one unknown reference.
    const sample = await page.request.get(
      (await page.getByTestId('quick-sample').getAttribute('href')) ?? '',
    );
    expect(sample.status()).toBe(200);
    expect(sample.headers()['content-type']).toContain('text/csv');
    const sampleText = await sample.text();
    const references = sampleText
      .split(/\r?\n/)
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(';')[0]);
    expect(references.length).toBeGreaterThanOrEqual(4);
    const pasted = `${references
      .slice(0, 4)
      .map((r, i) => `${r}\t${i + 2}`)
      .join('\n')}\nONBEKEND-0000;3\n`;
    await page.getByTestId('quick-paste').fill(pasted);
    await page.getByTestId('quick-paste-add').click();
    await expect(page.getByTestId('quick-line')).toHaveCount(6);
    await expect(page.getByTestId('quick-line-error')).toHaveText([x.unknown]);

    // 3. A wrong amount shows its error and keeps the line out; a right one brings it back.
    const firstAmount = page.getByTestId('quick-line').first().locator('input[type="number"]');
    await firstAmount.fill('1000');
    await expect(page.getByTestId('quick-line-error')).toHaveText([x.invalid, x.unknown]);
    await firstAmount.fill('3');
    await expect(page.getByTestId('quick-line-error')).toHaveText([x.unknown]);

    // 4. Uploading the sample adds its lines too (same references: they are added up in the cart).
    await page.getByTestId('quick-upload').setInputFiles({
      name: 'order.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(sampleText),
    });
    await expect(page.getByTestId('quick-line')).toHaveCount(6 + references.length);

    // 5. Add all: the orderable lines go to the cart at net prices; the unknown line stays.
    const before = await cartOf(page, locale);
    await page.getByTestId('quick-add-all').click();
    await expect(page.getByTestId('toast-success').filter({ hasText: x.added })).toBeVisible();
    await expect(page.getByTestId('quick-line')).toHaveCount(1);
    await expect(page.getByTestId('quick-line-error')).toHaveText([x.unknown]);
    await expect(page.getByTestId('quick-to-cart')).toBeVisible();
    const after = await cartOf(page, locale);
    expect(after.items.length).toBeGreaterThanOrEqual(5);
    const amountOf = (cart: CartAnswer['data'], po: number) =>
      cart.items.find((i) => i.po_id === po)?.amount ?? 0;
    const grew = after.items.filter((i) => amountOf(after, i.po_id) > amountOf(before, i.po_id));
    expect(grew.length).toBeGreaterThanOrEqual(5);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a consumer orders a past order again and its lines are in the cart`, async ({
    page,
    watch,
  }) => {
    await logIn(page, locale, 'klant@demo.nl', x.orders);
    await page.getByTestId('orders').locator('a').first().click();
    await expect(page.getByTestId('order-pdf')).toBeVisible();
    await page.getByTestId('order-reorder').click();
    const result = page.getByTestId('order-reorder-result');
    await expect(result).toBeVisible();
    const cart = await cartOf(page, locale);
    if ((await result.textContent())?.includes(x.reordered)) expect(cart.items.length).toBeGreaterThan(0);
    expect(watch.consoleErrors).toEqual([]);
  });
}
