/**
 * Issue 7, decision 025: the review promotion page (a valid link invites, a refused one says why),
 * the small page furniture (scroll-to-top, offline status, the loading bar during a slow client
 * navigation) and the dark-mode theme, in both languages. Screenshots go to data/screenshots/furniture/.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';
import { reviewHash, validReviewPath } from './support/review-links.ts';

/** Outside test-results/ (which every Playwright run empties, parallel suites included). */
const shots = (name: string) => `${process.env.E2E_SHOTS_DIR ?? 'data/screenshots/furniture'}/${name}.png`;

const texts = {
  nl: {
    home: '/',
    category: '/espressomachines',
    heading: 'Hoe was uw ervaring met Koffie & Keuken?',
    average: '9,2 / 10',
    count: 'Gemiddelde van de laatste 12 maanden uit 1.234 beoordelingen',
    cta: 'Schrijf uw beoordeling',
    invalid: 'Deze reviewlink is ongeldig',
    malformed: 'Deze reviewlink is onvolledig',
    toTop: 'Terug naar boven',
    offline: /^U bent offline/,
    loading: 'Pagina wordt geladen',
  },
  en: {
    home: '/en',
    category: '/en/espresso-machines',
    heading: 'How was your experience with Koffie & Keuken?',
    average: '9.2 / 10',
    count: 'Average of the last 12 months from 1,234 reviews',
    cta: 'Write your review',
    invalid: 'This review link is not valid',
    malformed: 'This review link is incomplete',
    toTop: 'Back to top',
    offline: /^You are offline/,
    loading: 'Page is loading',
  },
} as const;

/** The furniture mounts after the first interaction (or idle): interact, then wait for it. */
async function furnitureReady(page: Page) {
  await hydrated(page);
  await page.mouse.move(5, 5);
  await expect(page.getByTestId('progress-bar')).toBeAttached();
  await expect(page.getByTestId('offline-status')).toBeAttached();
}

for (const locale of journeyLocales('en')) {
  const t = texts[locale];
  const prefix = locale === 'en' ? '/en' : '';

  test(`${locale}: a review promotion link invites to review; a refused one says why`, async ({
    page,
    watch,
  }) => {
    const uuid = randomUUID();
    await page.goto(validReviewPath(uuid, locale));
    await hydrated(page);
    const invitation = page.getByTestId('review-invitation');
    await expect(invitation.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    // (visible: while React moves a streamed boundary into place, its copy can exist twice)
    await expect(page.getByTestId('review-average').filter({ visible: true })).toHaveText(t.average);
    await expect(page.getByTestId('review-count').filter({ visible: true })).toHaveText(t.count);
    const cta = page.getByRole('link', { name: t.cta });
    await expect(cta).toHaveAttribute('href', new RegExp(`kiyoh\\.com/.*lang=${locale}$`));
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.screenshot({ path: shots(`review-invitation-${locale}`) });

    // Not a link of ours: a well-formed uuid with another uuid's hash.
    await page.goto(`${prefix}/review-promotion/${uuid}/${reviewHash(randomUUID())}`);
    await hydrated(page);
    const problem = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(problem.getByRole('heading', { level: 1 })).toHaveText(t.invalid);
    await expect(page.getByTestId('review-invitation')).toHaveCount(0);
    await page.screenshot({ path: shots(`review-invalid-${locale}`) });

    // Incomplete: the hash is missing.
    await page.goto(`${prefix}/review-promotion/${uuid}`);
    await hydrated(page);
    await expect(page.getByTestId('review-problem')).toHaveAttribute('data-problem', 'malformed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.malformed);

    // A client-side navigation to a valid link fetches the invitation in the browser.
    await page.evaluate(
      (path) => {
        const a = Object.assign(document.createElement('a'), { href: path, textContent: 'go' });
        document.body.append(a);
        a.click();
      },
      validReviewPath(randomUUID(), locale),
    );
    await expect(page.getByTestId('review-invitation').getByRole('heading', { level: 1 })).toHaveText(
      t.heading,
    );
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: scroll-to-top shows beyond the viewport minus 200 px and takes the visitor up`, async ({
    page,
    watch,
  }) => {
    await page.goto(t.category);
    await furnitureReady(page);
    const toTop = page.getByRole('button', { name: t.toTop });
    await expect(toTop).toHaveCount(0);
    const { vh, height } = await page.evaluate(() => ({
      vh: window.innerHeight,
      height: document.documentElement.scrollHeight,
    }));
    expect(height).toBeGreaterThan(vh * 2);

    await page.evaluate((y) => window.scrollTo(0, y), vh - 210);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, vh - 210);
    await page.waitForTimeout(150);
    await expect(toTop).toHaveCount(0);

    await page.evaluate((y) => window.scrollTo(0, y), vh - 180);
    await expect(toTop).toBeVisible();
    // Above the chat launcher's corner (right 1rem, bottom 1rem, about 56 px).
    const box = (await toTop.boundingBox())!;
    expect(vh - (box.y + box.height)).toBeGreaterThanOrEqual(16 + 56);
    await page.screenshot({ path: shots(`scroll-to-top-${locale}`) });

    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toHaveCount(0);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: going offline shows the offline status, coming back hides it`, async ({
    page,
    context,
  }) => {
    await page.goto(t.home);
    await furnitureReady(page);
    const status = page.getByRole('status').filter({ has: page.locator('.offline-status-text') });
    await expect(page.getByTestId('offline-status')).toHaveText('');

    await context.setOffline(true);
    await expect(status).toHaveText(t.offline);
    await expect(page.locator('html')).toHaveAttribute('data-offline', '');
    await page.screenshot({ path: shots(`offline-${locale}`) });

    await context.setOffline(false);
    await expect(page.getByTestId('offline-status')).toHaveText('');
    await expect(page.locator('html')).not.toHaveAttribute('data-offline', '');
  });

  test(`${locale}: a 3 px loading bar shows during a slow client navigation, then goes`, async ({
    page,
    watch,
  }) => {
    await page.goto(t.home);
    await furnitureReady(page);
    const bar = page.getByTestId('progress-bar');
    await expect(bar).toBeHidden();

    // The category's products answer slowly: the navigation waits for them (a React transition).
    await page.route('**/api/queryProducts*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Every value the bar takes, recorded in the page.
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="progress-bar"]')!;
      const w = window as unknown as { barValues: number[] };
      w.barValues = [];
      new MutationObserver(() => {
        if (!el.hasAttribute('hidden')) w.barValues.push(Number(el.getAttribute('aria-valuenow')));
      }).observe(el, { attributes: true, attributeFilter: ['aria-valuenow', 'hidden'] });
    });
    await page.locator(`main a[href="${t.category}"]`).first().click();
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-label', t.loading);
    expect(await bar.evaluate((el) => getComputedStyle(el).height)).toBe('3px');
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // Still loading after a second: the products are on their way.
    await page.waitForTimeout(1000);
    await expect(bar).toBeVisible();
    await page.screenshot({
      path: shots(`progress-bar-${locale}`),
      clip: { x: 0, y: 0, width: 1280, height: 120 },
    });

    await expect(bar).toBeHidden({ timeout: 10_000 });
    await expect(page).toHaveURL((url) => url.pathname === t.category);
    await expect(page.getByTestId('listing-products').first()).toBeVisible();
    // It showed 10 or more while loading (how far depends on which loads finished before it showed:
    // overlays-logic.test.ts), never went back, and reached 100 only once the page had rendered.
    const values = await page.evaluate(() => (window as unknown as { barValues: number[] }).barValues);
    const before = values.slice(0, values.indexOf(100));
    expect(values.at(-1)).toBe(100);
    expect(before.length).toBeGreaterThanOrEqual(1);
    expect(Math.min(...before)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...before)).toBeLessThan(100);
    expect([...before].sort((a, b) => a - b)).toEqual(before);

    // Back (popstate) is a navigation too; the home page is quick, so the bar may never show.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === t.home);
    await expect(bar).toBeHidden();
    expect(watch.consoleErrors).toEqual([]);
  });
}

test('dark mode: home, category and product pages (and a product in its own dark theme)', async ({
  page,
  watch,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // The sitemap's first page of products: every seeded one.
  const { data: products } = (await (await page.request.get('/api/sitemap/products?limit=5000')).json()) as {
    data: { alternates: { language_id: number; uri: string }[] }[];
  };
  const dark = products.find((p) => /nera|zwart/.test(p.alternates[0]!.uri))!.alternates[0]!.uri;
  const light = products.find((p) => !/nera|zwart/.test(p.alternates[0]!.uri))!.alternates[0]!.uri;
  const pages: [string, string][] = [
    ['home', '/'],
    ['category', '/espressomachines'],
    ['product', light],
    ['product-theme-dark', dark],
    ['home-en', '/en'],
  ];
  for (const [name, path] of pages) {
    await page.goto(path);
    await furnitureReady(page);
    const colours = await page.evaluate(() => {
      const bg = (selector: string) => {
        const el = document.querySelector(selector);
        return el ? getComputedStyle(el).backgroundColor : null;
      };
      return {
        page: getComputedStyle(document.documentElement).backgroundColor,
        text: getComputedStyle(document.documentElement).color,
        header: bg('.site-header'),
        footer: bg('.site-footer'),
        scheme: getComputedStyle(document.documentElement).colorScheme,
      };
    });
    expect(colours.page, name).toBe('rgb(23, 18, 15)');
    expect(colours.text, name).toBe('rgb(239, 230, 218)');
    expect(colours.header, name).toBe('rgb(33, 25, 21)');
    expect(colours.footer, name).toBe('rgb(14, 10, 8)');
    expect(colours.scheme, name).toBe('dark');
    if (name === 'product-theme-dark')
      await expect(page.locator('.product-page')).toHaveAttribute('data-theme', 'dark');
    await page.screenshot({ path: shots(`dark-${name}`), fullPage: name === 'home' });
  }
  // The captcha badge, were it there, stays hidden.
  const badge = await page.evaluate(() => {
    const el = Object.assign(document.createElement('div'), { className: 'grecaptcha-badge' });
    document.body.append(el);
    return getComputedStyle(el).visibility;
  });
  expect(badge).toBe('hidden');
  expect(watch.consoleErrors).toEqual([]);
});
