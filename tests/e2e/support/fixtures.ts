/** Page utilities for journeys: console errors, failed requests and /api calls are recorded on every page. */
import { test as base, expect, type Page } from '@playwright/test';

export interface Watch {
  consoleErrors: string[];
  apiRequests: string[];
}

export const test = base.extend<{ watch: Watch }>({
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

/** Waits until React has hydrated the document (the app marks <html data-hydrated>). */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
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
