/**
 * Withdrawal and returns in both languages (issue 40, decision 093): a guest finds "Overeenkomst
 * hier herroepen" / "Withdraw from contract here" in the footer, identifies the order by its number
 * and e-mail address (a wrong address first: the same message as an unknown order), chooses one
 * item, confirms with "Herroeping bevestigen" / "Confirm withdrawal" and gets the acknowledgement
 * mail; a customer starts it from the order in the dashboard and sees the return in the dashboard's
 * returns; the model withdrawal form shows the seller and offers its PDF.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, holdChunk, hydrated, logIn, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';
import { latestMail } from './support/mail.ts';
import { paidOrder } from './support/orders.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The API itself (the journeys' topology: playwright.config.ts), to place and pay an order quickly. */
const api = `http://127.0.0.1:${port + 1}/api`;

/** The WCAG 2.0–2.2 A/AA violations axe finds on the page as it is now (legacy mode: one frame). */
async function wcagViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** How far the page scrolls sideways (1.4.10 Reflow: 0 at 320 px). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });

const texts = {
  nl: {
    withdraw: 'Overeenkomst hier herroepen',
    confirm: 'Herroeping bevestigen',
    find: 'Bestelling zoeken',
    next: 'Verder',
    some: 'Alleen de artikelen die ik kies',
    notFound: 'Wij vinden geen bestelling met dit bestelnummer en e-mailadres',
    done: 'Uw herroeping is ontvangen',
    subject: 'Bevestiging van uw herroeping',
    modelForm: 'Modelformulier voor herroeping',
    pdf: 'Download als pdf',
    returns: 'Retouren',
    requested: 'Aangemeld',
    orders: '/dashboard/orders',
    returnsPath: '/dashboard/retouren',
    required: 'Dit veld is verplicht',
  },
  en: {
    withdraw: 'Withdraw from contract here',
    confirm: 'Confirm withdrawal',
    find: 'Find order',
    next: 'Next',
    some: 'Only the items I choose',
    notFound: 'We cannot find an order with this order number and e-mail address',
    done: 'Your withdrawal has been received',
    subject: 'Acknowledgement of your withdrawal',
    modelForm: 'Model withdrawal form',
    pdf: 'Download as PDF',
    returns: 'Returns',
    requested: 'Requested',
    orders: '/en/dashboard/orders',
    returnsPath: '/en/dashboard/returns',
    required: 'This field is required',
  },
} as const;

for (const locale of journeyLocales('nl')) {
  const x = texts[locale];
  const home = locale === 'en' ? '/en' : '/';

  test(`${locale}: a guest withdraws from one item by order number and e-mail, from the footer`, async ({
    page,
    request,
    watch,
  }) => {
    // Four axe runs on a busy host: more than the default 30 s.
    test.setTimeout(120_000);
    const email = `guest-${locale}-${Date.now()}@example.com`;
    const order = await paidOrder(request, { lang: locale === 'en' ? 4 : 1, email, amounts: [2, 1] });
    await page.goto(home);
    await hydrated(page);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: x.withdraw });
    await expect(footerLink).toBeVisible();
    await footerLink.click();
    await expect(page.getByRole('heading', { level: 1, name: x.withdraw })).toBeVisible();
    await hydrated(page);

    // Nothing filled in: each field says it is required, nothing is asked of the API.
    const identify = page.getByTestId('withdraw-identify');
    await identify.getByRole('button', { name: x.find }).click();
    await expect(identify.getByText(x.required)).toHaveCount(2);

    // A wrong address: the same answer as an unknown order.
    await identify.getByLabel(locale === 'en' ? 'Order number' : 'Bestelnummer').fill(order.number);
    await identify.getByLabel(/mail/i).fill('someone-else@example.com');
    await identify.getByRole('button', { name: x.find }).click();
    await expect(identify.getByRole('alert')).toContainText(x.notFound);
    await page.screenshot({ path: `test-results/withdraw-error-${locale}.png`, fullPage: true });
    expect(await wcagViolations(page), 'WCAG A/AA, the error state').toEqual([]);

    await identify.getByLabel(/mail/i).fill(email);
    await identify.getByRole('button', { name: x.find }).click();
    const choose = page.getByTestId('withdraw-choose');
    await expect(choose).toBeVisible();
    await expect(choose.getByLabel(locale === 'en' ? 'Your name' : 'Uw naam')).toHaveValue('Eva Jansen');
    await choose.getByLabel(x.some).check();
    await choose.getByRole('spinbutton').first().fill('1');
    await page.screenshot({ path: `test-results/withdraw-choose-${locale}.png`, fullPage: true });
    expect(await wcagViolations(page), 'WCAG A/AA, the choice').toEqual([]);
    await choose.getByRole('button', { name: x.next }).click();

    const review = page.getByTestId('withdraw-review');
    await expect(review).toContainText(order.number);
    await expect(review).toContainText(email);
    await page.screenshot({ path: `test-results/withdraw-review-${locale}.png`, fullPage: true });
    expect(await wcagViolations(page), 'WCAG A/AA, the review').toEqual([]);
    // At 320 px wide nothing scrolls sideways (1.4.10 Reflow).
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await sidewaysScroll(page)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    const since = Date.now() - 1000;
    await review.getByRole('button', { name: x.confirm }).click();

    const done = page.getByTestId('withdraw-done');
    await expect(page.getByRole('heading', { level: 1, name: x.done })).toBeVisible();
    await expect(done).toContainText(order.number);
    await expect(done).toContainText(email);
    await page.screenshot({ path: `test-results/withdraw-done-${locale}.png`, fullPage: true });
    expect(await wcagViolations(page), 'WCAG A/AA, done').toEqual([]);

    // The acknowledgement: at once, with the order, the name and the date and time.
    await expect.poll(() => latestMail(email, since)?.subject ?? '').toContain(x.subject);
    const mail = latestMail(email, since)!;
    expect(mail.text).toContain(order.number);
    expect(mail.text).toContain('Eva Jansen');
    expect(mail.text).toMatch(/\d{2}:\d{2}:\d{2} CES?T/);
    // The wrong address's 404 is the answer meant; the browser logs it as a failed resource.
    expect(watch.consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  test(`${locale}: the footer's link opens the page while the header still waits for its code`, async ({
    page,
    watch,
  }) => {
    // A client navigation changes the router's location above every island, and React hydrates a
    // boundary a change reaches before it commits the change: the link waited for every island's
    // code (10 s and more on a busy host). Islands now keep their first location until they have
    // hydrated (decision 109). The menu's code is held back for the whole test.
    await holdChunk(page, '**/assets/chunks/mega-menu-*.js');
    await page.goto(home);
    await hydrated(page);
    // The footer has hydrated (its dealer login says so): its link navigates within the document.
    await expect(page.getByTestId('dealer-login')).toHaveAttribute('data-ready', 'true');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: x.withdraw }).click();
    await expect(page.getByRole('heading', { level: 1, name: x.withdraw })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: the model withdrawal form names the seller and offers its PDF`, async ({
    page,
    request,
    watch,
  }) => {
    await page.goto(home);
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: x.modelForm }).click();
    await expect(page.getByRole('heading', { level: 1, name: x.modelForm })).toBeVisible();
    const shop = (await (await request.get(`${api}/shopInfo`)).json()).data;
    await expect(page.getByTestId('model-form-seller')).toContainText(shop.seller.email);
    await expect(page.getByTestId('model-form-seller')).toContainText(shop.seller.address.city);
    const pdf = page.getByRole('link', { name: x.pdf });
    const res = await request.get(new URL((await pdf.getAttribute('href'))!, page.url()).href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    await page.screenshot({ path: `test-results/model-form-${locale}.png`, fullPage: true });
    expect(await wcagViolations(page), 'WCAG A/AA, the model form').toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });
}

for (const locale of journeyLocales('nl')) {
  test(`${locale}: a customer without returns sees the empty list and the way to withdraw`, async ({
    page,
    watch,
  }) => {
    const x = texts[locale];
    await logIn(page, locale, 'dealer@demo.nl', x.returnsPath);
    await expect(page.getByTestId('returns-empty')).toBeVisible();
    await expect(page.getByTestId('returns-withdraw')).toHaveText(x.withdraw);
    expect(watch.consoleErrors).toEqual([]);
  });
}

// A customer of the journey's own (a paid guest order that made an account): the demo customer's
// orders are counted by other journeys running at the same time.
test.describe('a customer', () => {
  for (const locale of journeyLocales('nl')) {
    const x = texts[locale];
    test(`${locale}: a customer withdraws from an order in the dashboard and sees the return`, async ({
      page,
      request,
      watch,
    }) => {
      const email = `withdraw-${locale}-${Date.now()}@example.com`;
      const order = await paidOrder(request, { lang: locale === 'en' ? 4 : 1, email, amounts: [2, 1] });
      const made = await request.post(`${api}/checkout/createAccount`, {
        headers: order.headers,
        data: { order: order.token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
      });
      expect(made.status(), await made.text()).toBe(200);

      await logIn(page, locale, email, `${x.orders}/${order.id}`);
      await page.getByTestId('order-withdraw').click();
      await hydrated(page);
      const identify = page.getByTestId('withdraw-identify');
      await expect(identify.getByLabel(locale === 'en' ? 'Order number' : 'Bestelnummer')).toHaveValue(
        order.number,
      );
      await identify.getByRole('button', { name: x.find }).click();
      const choose = page.getByTestId('withdraw-choose');
      await choose.getByRole('button', { name: x.next }).click();
      await page.getByTestId('withdraw-review').getByRole('button', { name: x.confirm }).click();
      await expect(page.getByTestId('withdraw-done')).toBeVisible();
      await page.getByTestId('withdraw-done').getByRole('link').click();

      await expect(page).toHaveURL((url) => url.pathname === x.returnsPath);
      const item = page.getByTestId('returns-item').filter({ hasText: order.number });
      await expect(item).toBeVisible();
      await expect(item).toContainText(x.requested);
      await expect(item.locator('tbody tr').first()).toBeVisible();
      await expect(page.getByTestId('dashboard-nav').getByRole('link', { name: x.returns })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.screenshot({ path: `test-results/returns-${locale}.png`, fullPage: true });
      expect(await wcagViolations(page), 'WCAG A/AA, the returns').toEqual([]);
      expect(watch.consoleErrors).toEqual([]);
    });
  }
});
