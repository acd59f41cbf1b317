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
