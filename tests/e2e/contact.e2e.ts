/**
 * The contact and about pages and the shop's logo (issue 26), in both languages:
 * - the contact page: the shop's address, opening hours and the map with its pin; the form checks
 *   its fields as the visitor types (nothing sent while they are wrong), then sends the message
 *   through the API's outbox (a mail to the shop, Reply-To the visitor) and confirms it;
 * - the about page: the story, the address and the map, reached from the footer;
 * - the logo (mark and name) readable on a 390 px phone, on the home page and an error page.
 * Screenshots of each are attached to the report.
 */

import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { expect, hydrated, test } from './support/fixtures.ts';
import { runsIn } from './support/languages.ts';
import { latestMail } from './support/mail.ts';

const SHOP_NAME = 'Koffie & Keuken';
const SHOP_EMAIL = 'info@koffieenkeuken.nl';

const locales = [
  {
    locale: 'nl',
    home: '/',
    contact: '/contact',
    about: '/over-ons',
    aboutLink: 'Over ons',
    aboutStory: 'Ons verhaal',
    visit: 'Bezoek onze winkel',
    hours: 'Openingstijden',
    name: 'Naam',
    email: 'E-mailadres',
    orderNumber: 'Bestelnummer (optioneel)',
    subject: 'Onderwerp (optioneel)',
    text: 'Uw bericht',
    send: 'Bericht versturen',
    required: 'Dit veld is verplicht.',
    badEmail: 'Vul een geldig e-mailadres in.',
    sentTitle: 'Bedankt voor uw bericht',
    message: 'Mijn molen maakt sinds gisteren een vreemd geluid. Kan ik langskomen?',
    language: 'Taal: Nederlands',
    missing: '/bestaat-niet',
  },
  {
    locale: 'en',
    home: '/en',
    contact: '/en/contact',
    about: '/en/about-us',
    aboutLink: 'About us',
    aboutStory: 'Our story',
    visit: 'Visit our shop',
    hours: 'Opening hours',
    name: 'Name',
    email: 'E-mail address',
    orderNumber: 'Order number (optional)',
    subject: 'Subject (optional)',
    text: 'Your message',
    send: 'Send message',
    required: 'This field is required.',
    badEmail: 'Enter a valid e-mail address.',
    sentTitle: 'Thank you for your message',
    message: 'My grinder has been making a strange noise since yesterday. Can I drop by?',
    language: 'Taal: Engels',
    missing: '/en/does-not-exist',
  },
] as const;

async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** No serious or critical axe violations (WCAG 2.1 A and AA) on the page as it is now. */
async function expectAccessible(page: Page, what: string) {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

/** The logo in the header: the mark loaded and the whole name shown, inside the viewport. */
async function expectLogo(page: Page) {
  const logo = page.getByTestId('logo');
  await expect(logo.locator('img.logo-mark')).toBeVisible();
  await expect(logo.locator('.logo-text')).toHaveText(SHOP_NAME);
  await expect(logo.locator('.logo-text')).toBeInViewport({ ratio: 1 });
  const seen = await logo.evaluate((a) => {
    const img = a.querySelector('img') as HTMLImageElement;
    const text = a.querySelector('.logo-text') as HTMLElement;
    const box = text.getBoundingClientRect();
    return {
      loaded: img.complete && img.naturalWidth > 0,
      mark: img.getBoundingClientRect().width,
      height: box.height,
      // nothing cut off or hidden
      whole: text.scrollWidth <= text.clientWidth + 1 && getComputedStyle(text).visibility === 'visible',
    };
  });
  expect(seen).toMatchObject({ loaded: true, whole: true });
  expect(seen.mark).toBeGreaterThanOrEqual(30);
  expect(seen.height).toBeGreaterThanOrEqual(12);
}

for (const l of locales.filter((l) => runsIn('en', l.locale))) {
  test(`(${l.locale}) the contact page: address, hours and map; the form checks, sends and confirms`, async ({
    page,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(l.contact);
    await hydrated(page);
    const address = page.getByTestId('shop-address');
    await expect(address.getByRole('heading', { name: l.visit })).toBeVisible();
    await expect(address.locator('address')).toContainText(SHOP_NAME);
    await expect(address.locator('address')).toContainText('3511 AB Utrecht');
    await expect(address.getByRole('link', { name: SHOP_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SHOP_EMAIL}`,
    );
    await expect(page.getByTestId('opening-hours')).toContainText(l.hours);
    const map = page.getByTestId('shop-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('img')).toBeVisible();
    expect(
      await map.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByTestId('shop-map-pin')).toBeVisible();
    await screenshot(page, testInfo, `contact-${l.locale}`);

    // Wrong fields: messages at the fields, nothing sent. (The form is an island: it hydrates at
    // the visitor's first interaction.)
    const form = page.getByTestId('contact-form');
    await form.getByLabel(l.name).focus();
    await expect(form).toHaveAttribute('data-hydrated', '');
    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/contact') posts++;
    });
    await form.getByLabel(l.email).fill('eva@');
    await form.getByRole('button', { name: l.send }).click();
    await expect(form.getByText(l.required).first()).toBeVisible();
    await expect(form.getByText(l.badEmail)).toBeVisible();
    await expect(form.getByLabel(l.name)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toBe(0);
    await screenshot(page, testInfo, `contact-errors-${l.locale}`, false);
    await expectAccessible(page, `${l.contact} with field errors`);

    // Right: sent through the outbox to the shop, with Reply-To the visitor, and confirmed.
    const since = Date.now();
    const visitor = `bezoeker-${l.locale}-${since}@gmail.com`;
    await form.getByLabel(l.name).fill('Eva de Vries');
    await form.getByLabel(l.email).fill(visitor);
    await form.getByLabel(l.orderNumber).fill('KK-2026-00042');
    await form.getByLabel(l.subject).fill('Molen');
    await form.getByLabel(l.text).fill(l.message);
    await form.getByRole('button', { name: l.send }).click();
    const sent = page.getByTestId('contact-sent');
    await expect(sent.getByRole('heading', { name: l.sentTitle })).toBeVisible();
    await expect(sent).toContainText(visitor);
    expect(posts).toBe(1);
    await screenshot(page, testInfo, `contact-sent-${l.locale}`, false);
    await expectAccessible(page, `${l.contact} sent`);
    await expect.poll(() => latestMail(SHOP_EMAIL, since - 1000)?.text ?? '').toContain(l.message);
    const mail = latestMail(SHOP_EMAIL, since - 1000) as unknown as {
      replyTo?: string;
      subject: string;
      text: string;
    };
    expect(mail.replyTo).toBe(visitor);
    expect(mail.subject).toBe('Contactformulier: Molen (bestelling KK-2026-00042)');
    expect(mail.text).toContain(l.language);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${l.locale}) the about page from the footer: the story, the address and the map`, async ({
    page,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(l.home);
    await hydrated(page);
    await page.locator('footer').getByRole('link', { name: l.aboutLink, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === l.about);
    await expect(page.locator('main h1')).toHaveText(l.aboutLink);
    await expect(page.getByRole('heading', { name: l.aboutStory })).toBeVisible();
    await expect(page.getByTestId('shop-address').locator('address')).toContainText('Koffiestraat 12');
    await expect(page.getByTestId('shop-map-pin')).toBeAttached();
    await screenshot(page, testInfo, `about-${l.locale}`);
    await expectAccessible(page, l.about);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${l.locale}) the logo shows its mark and the whole name on a 390 px phone, on the home and an error page`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(l.home);
    await hydrated(page);
    await expectLogo(page);
    await screenshot(page, testInfo, `logo-390-${l.locale}`, false);
    const missing = await page.goto(l.missing);
    expect(missing?.status()).toBe(404);
    await hydrated(page);
    await expectLogo(page);
    await screenshot(page, testInfo, `logo-404-390-${l.locale}`, false);
    await page.setViewportSize({ width: 320, height: 700 });
    await expectLogo(page);
  });
}
