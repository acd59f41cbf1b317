/** Page utilities for journeys: console errors, failed requests and /api calls are recorded on every page. */
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface Watch {
  consoleErrors: string[];
  apiRequests: string[];
}

/** The cookie-consent choice a journey starts with (local storage `fz-consent`), or null: a first visit. */
export type StartConsent = 'all' | 'functional' | null;

export const test = base.extend<{ watch: Watch; consent: StartConsent; cspGuard: undefined }>({
  /**
   * Every journey, whatever it checks itself: no Content-Security-Policy violation on any of its
   * pages (issue 8). Chromium reports each one on the console; the page's own listener catches any
   * it might not.
   */
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await context.exposeBinding('__fzCspViolation', (_source, text: string) => violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { __fzCspViolation(t: string): void }).__fzCspViolation(
            `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
          ),
        );
      });
      await use(undefined);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Journeys start with consent given ('functional': no analytics), so the consent dialog, which
   * covers the page on a first visit, is not in their way. A journey about consent sets
   * `test.use({ consent: null })`. Through `storageState`, so contexts a test makes itself with
   * `browser.newContext()` get it too (Playwright passes the test's context options on).
   */
  consent: ['functional', { option: true }],
  storageState: async ({ consent, baseURL }, use) => {
    await use(
      consent && baseURL
        ? {
            cookies: [],
            origins: [
              { origin: new URL(baseURL).origin, localStorage: [{ name: 'fz-consent', value: consent }] },
            ],
          }
        : undefined,
    );
  },
  watch: async ({ page }, use) => {
    const watch: Watch = { consoleErrors: [], apiRequests: [] };
    page.on('console', (msg) => {
      if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat/i.test(msg.text()))) {
        watch.consoleErrors.push(msg.text());
      }
    });
    page.on('pageerror', (error) => watch.consoleErrors.push(`pageerror: ${error.message}`));
    page.on('response', (res) => {
      if (res.status() >= 500)
        watch.consoleErrors.push(`${res.status()} ${res.request().method()} ${res.url()}`);
    });
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) {
        watch.apiRequests.push(`${req.method()} ${url.pathname}${url.search}`);
      }
    });
    await use(watch);
  },
});

export { expect };

/**
 * Waits until React has hydrated the document (the app marks <html data-hydrated>). The islands
 * (client/lib/island.tsx) may still be waiting for their code then: a button clicked in one is
 * clicked again once it has hydrated, and links navigate meanwhile (decision 109). A journey that
 * needs an island's own behaviour before it acts waits for the island's `data-ready`.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Waits for the finite CSS animations on `locator` and its descendants (fade-ins, slides) to end:
 * measured mid-way, text is half transparent (axe reads low contrast) and boxes sit off their place.
 * Endless ones (spinners) are left alone.
 */
export async function animationsSettled(locator: Locator) {
  await locator.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Holds back the chunk(s) matching `url` (an island's code) until the returned function is called,
 * so a test can act on the page before that part hydrates.
 */
export async function holdChunk(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'Demo1234!';

/** Logs in on the login page and waits until the guard has sent the visitor on to `then` (a local path). */
export async function logIn(page: Page, locale: 'nl' | 'en', email: string, then: string) {
  await page.goto(`${locale === 'en' ? '/en/login' : '/login'}?redirect=${encodeURIComponent(then)}`);
  await hydrated(page);
  const form = page.getByTestId('login-page-form');
  await form.getByLabel(/mail/i).fill(email);
  await form.getByLabel(/wachtwoord|password/i).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: locale === 'en' ? 'Log in' : 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === then);
  await hydrated(page);
}
