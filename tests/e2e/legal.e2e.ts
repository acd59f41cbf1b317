/**
 * Who sells and the customer's data (issue 40, decision 091), in Dutch and English:
 * - the footer of every page and the contact page name the seller (registered name, KvK, VAT id)
 *   from the shop's settings;
 * - the terms and the privacy statement are pages with a PDF to download;
 * - the dashboard downloads my data as a JSON file, and deletes the account after a confirm step
 *   with the password (a wrong one is refused with a message); afterwards the dashboard asks to log
 *   in again and the account cannot log in.
 * Screenshots of each are attached to the report.
 */
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, expect, hydrated, logIn, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

const texts = {
  nl: {
    home: '/',
    contact: '/contact',
    terms: '/algemene-voorwaarden',
    privacy: '/privacy',
    personal: '/dashboard/persoonlijke-gegevens',
    login: '/login',
    termsTitle: 'Algemene voorwaarden',
    privacyTitle: 'Privacybeleid',
    pdf: 'Download als PDF',
    kvk: 'KvK 12345678',
    vat: 'Btw-id NL123456782B01',
    country: 'Nederland',
    myData: 'Mijn gegevens',
    download: 'Mijn gegevens downloaden (JSON)',
    del: 'Account verwijderen',
    confirm: 'Ja, verwijder mijn account',
    password: 'Uw wachtwoord ter bevestiging',
    wrong: 'Dit wachtwoord klopt niet.',
    deleted: 'Uw account is verwijderd.',
    erase: 'verwijder@demo.nl',
  },
  en: {
    home: '/en',
    contact: '/en/contact',
    terms: '/en/terms-and-conditions',
    privacy: '/en/privacy-policy',
    personal: '/en/dashboard/personal-information',
    login: '/en/login',
    termsTitle: 'Terms and conditions',
    privacyTitle: 'Privacy policy',
    pdf: 'Download as PDF',
    kvk: 'KvK 12345678',
    vat: 'VAT NL123456782B01',
    country: 'Netherlands',
    myData: 'My data',
    download: 'Download my data (JSON)',
    del: 'Delete account',
    confirm: 'Yes, delete my account',
    password: 'Your password, to confirm',
    wrong: 'This password is not right.',
    deleted: 'Your account has been deleted.',
    erase: 'erase@demo.nl',
  },
} as const;

async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const locale of journeyLocales('nl')) {
  const l = texts[locale];

  test(`(${locale}) the footer and the contact page name the seller; terms and privacy with their PDFs`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(l.home);
    await hydrated(page);
    const identity = page.getByTestId('footer-identity');
    await expect(identity).toContainText('Koffie en Keuken B.V.');
    await expect(identity).toContainText(l.kvk);
    await expect(identity).toContainText(l.vat);
    await identity.scrollIntoViewIfNeeded();
    await page
      .locator('footer.site-footer')
      .screenshot({ path: testInfo.outputPath(`footer-${locale}.png`) });
    await testInfo.attach(`footer-${locale}`, {
      path: testInfo.outputPath(`footer-${locale}.png`),
      contentType: 'image/png',
    });

    await page.goto(l.contact);
    await hydrated(page);
    const shop = page.getByTestId('shop-identity');
    await expect(shop).toContainText('Koffie en Keuken B.V.');
    await expect(shop).toContainText('12345678');
    await expect(shop).toContainText('NL123456782B01');
    await expect(page.getByTestId('shop-address').locator('address')).toContainText(l.country);
    await screenshot(page, testInfo, `contact-identity-${locale}`);

    for (const [path, title, name] of [
      [l.terms, l.termsTitle, 'terms'],
      [l.privacy, l.privacyTitle, 'privacy'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The seller filled in from the settings: no placeholder left.
      await expect(page.getByTestId('content-page')).toContainText('Koffie en Keuken B.V.');
      await expect(page.getByTestId('content-page')).not.toContainText('{{');
      const link = page.getByTestId('legal-pdf');
      await expect(link).toHaveText(l.pdf);
      const href = (await link.getAttribute('href'))!;
      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await screenshot(page, testInfo, `${name}-${locale}`);
    }
  });

  test(`(${locale}) the dashboard downloads my data and deletes the account after confirming`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, locale, l.erase, l.personal);
    const mine = page.getByTestId('my-data');
    await expect(mine.getByRole('heading', { name: l.myData })).toBeVisible();

    // The download: a JSON file with the account in it.
    const download = mine.getByRole('link', { name: l.download });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
    expect(data.account.email).toBe(l.erase);
    await screenshot(page, testInfo, `dashboard-my-data-${locale}`);

    // Delete: a confirm step; a wrong password is refused with a message, and nothing is deleted.
    await mine.getByRole('button', { name: l.del }).click();
    const confirm = page.getByTestId('delete-confirm');
    await expect(confirm).toBeVisible();
    await confirm.getByLabel(l.password).fill('not-my-password');
    await confirm.getByRole('button', { name: l.confirm }).click();
    await expect(page.getByTestId('delete-problem')).toHaveText(l.wrong);
    await screenshot(page, testInfo, `dashboard-delete-confirm-${locale}`);
    await confirm.getByLabel(l.password).fill(DEMO_PASSWORD);
    await confirm.getByRole('button', { name: l.confirm }).click();
    // As after a logout: the home page, nobody logged in, and a toast says the account is gone.
    await expect(page).toHaveURL((url) => url.pathname === l.home);
    await expect(page.getByText(l.deleted)).toBeVisible();
    await screenshot(page, testInfo, `dashboard-deleted-${locale}`, false);

    // Logged out: the dashboard asks to log in, and the account cannot log in any more.
    await page.goto(l.personal);
    await expect(page).toHaveURL((url) => url.pathname === l.login);
    const res = await page.request.post('/api/customerAuth/login', {
      data: { email: l.erase, password: DEMO_PASSWORD },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBeGreaterThanOrEqual(400);
    expect(res.status()).toBeLessThan(500);
  });
}
