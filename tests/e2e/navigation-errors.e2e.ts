/**
 * Spec 4 and 8: a chunk that fails to load during a client navigation reloads the page, at most
 * once per 60 s; a second failure within that window shows the error page (status 500) with a way home.
 */
import { expect, holdChunk, hydrated, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

for (const locale of journeyLocales('en')) {
  const home = locale === 'nl' ? '/' : '/en';
  const about = locale === 'nl' ? '/over-ons' : '/en/about-us';
  const category = locale === 'nl' ? '/espressomachines' : '/en/espresso-machines';

  test(`${locale}: a page chunk that fails to load reloads the page once, then shows the error page`, async ({
    page,
  }) => {
    await page.goto(home);
    await hydrated(page);

    // The content page's code fails once: the navigation reloads the target page from the server.
    let failedOnce = false;
    await page.route(/\/assets\/chunks\/content-page-[^/]+\.js$/, (route) => {
      if (failedOnce) return route.continue();
      failedOnce = true;
      return route.abort('failed');
    });
    const reloaded = page.waitForRequest((req) => req.isNavigationRequest() && req.url().endsWith(about));
    await page.evaluate((path) => {
      const a = Object.assign(document.createElement('a'), { href: path, textContent: 'go' });
      document.body.append(a);
      a.click();
    }, about);
    await reloaded;
    await expect(page).toHaveURL((url) => url.pathname === about);
    await hydrated(page);
    await expect(page.locator('main h1')).toBeVisible();
    expect(failedOnce).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('fz-chunk-reload'))).toMatch(/^\d+$/);

    // Within 60 s another failing chunk does not reload again: the error page, with a way home.
    await page.route(/\/assets\/chunks\/category-page-[^/]+\.js$/, (route) => route.abort('failed'));
    let navigations = 0;
    page.on('request', (req) => {
      if (req.isNavigationRequest()) navigations++;
    });
    await page.evaluate((path) => {
      const a = Object.assign(document.createElement('a'), { href: path, textContent: 'go' });
      document.body.append(a);
      a.click();
    }, category);
    await expect(page.locator('.error-page[data-status="500"]')).toBeVisible();
    await expect(page.locator('.error-page').locator(`a[href="${home}"]`)).toBeVisible();
    expect(navigations).toBe(0);
  });

  test(`${locale}: a page whose code fails after its one reload shows the error page with a retry, not its loading state`, async ({
    page,
  }) => {
    test.setTimeout(90_000); // two documents and a retry, on a busy machine
    const compare = locale === 'nl' ? '/vergelijken' : '/en/compare';
    const loading = locale === 'nl' ? 'Vergelijking laden…' : 'Loading the comparison…';
    const retry = locale === 'nl' ? 'Opnieuw proberen' : 'Try again';
    await page.goto(home);
    await hydrated(page);
    // The comparison page's code fails every time: the navigation reloads it once, the document the
    // server sends (its loading state) cannot load it either (issue 41: it stayed "loading" for good).
    const chunk = /\/assets\/chunks\/compare-page-[^/]+\.js$/;
    let failures = 0;
    await page.route(chunk, (route) => {
      failures++;
      return route.abort('failed');
    });
    const reloaded = page.waitForRequest((req) => req.isNavigationRequest() && req.url().endsWith(compare));
    await page.evaluate((path) => {
      const a = Object.assign(document.createElement('a'), { href: path, textContent: 'go' });
      document.body.append(a);
      a.click();
    }, compare);
    await reloaded;
    const error = page.locator('.error-page[data-status="500"]');
    await expect(error).toBeVisible();
    await expect(page.getByText(loading)).toHaveCount(0);
    expect(failures).toBeGreaterThanOrEqual(2);
    await expect(error.locator(`a[href="${home}"]`)).toBeVisible();
    // The way on: once the code can load again, "try again" shows the page.
    await page.unroute(chunk);
    await error.getByRole('button', { name: retry }).click();
    await expect(page.getByTestId('compare-empty')).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test(`${locale}: while the next page's code loads, the page stays on screen, never an empty main`, async ({
    page,
    watch,
  }) => {
    test.setTimeout(90_000); // two documents and a held chunk, on a busy machine
    const checkoutLogin = locale === 'nl' ? '/winkelwagen/inloggen' : '/en/checkout/login';
    await page.goto(about);
    await hydrated(page);
    const heading = (await page.locator('main h1').textContent()) ?? '';
    expect(heading).not.toBe('');
    // The checkout login page's code (a guarded screen: its guard's chunk too) arrives late.
    const release = await holdChunk(page, /\/assets\/chunks\/checkout-login-page-[^/]+\.js$/);
    const requested = page.waitForRequest(/checkout-login-page-[^/]+\.js$/);
    await page.evaluate((path) => {
      const a = Object.assign(document.createElement('a'), { href: path, textContent: 'go' });
      document.body.append(a);
      a.click();
    }, checkoutLogin);
    await requested;
    // Issue 26: the main area went blank (an empty loading box) until the code came.
    for (let i = 0; i < 5; i++) {
      await expect(page.locator('main .page-loading')).toHaveCount(0);
      await expect(page.locator('main h1')).toHaveText(heading);
      await page.waitForTimeout(100);
    }
    release();
    await expect(page.locator('[data-screen="checkoutLogin"] h1')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === checkoutLogin);
    expect(watch.consoleErrors).toEqual([]);
  });
}
