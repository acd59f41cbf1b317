/**
 * The bad-input battery's browser half (issue 8): hostile slugs, search terms, filter values and
 * post-login redirects open in a real browser run no script (`__xss` is never called), cause no CSP
 * violation and keep the visitor on this site.
 */
import { expect, hydrated, logIn, test } from './support/fixtures.ts';

const X = (n: number) => `__xss(${n})`;
const enc = encodeURIComponent;

const pages = [
  `/${enc(`<script>${X(1)}</script>`)}`,
  `/${enc(`"><svg/onload=${X(2)}>`)}`,
  `/en/${enc(`<img src=x onerror=${X(3)}>`)}`,
  `/zoeken?q=${enc(`</script><script>${X(4)}</script>`)}`,
  `/en/search?q=${enc(`"><img src=x onerror=${X(5)}>`)}`,
  '/zoeken?q=%E2%80%A8%E2%80%A9',
  '/zoeken?q=%3C!--',
  `/espressomachines?brands=${enc(`"><script>${X(6)}</script>`)}&sort=${enc(`<svg onload=${X(7)}>`)}`,
  `/en/espresso-machines?page=${enc(`1"><img src=x onerror=${X(8)}>`)}`,
  `/vind-een-dealer?q=${enc(`<img src=x onerror=${X(9)}>`)}`,
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __xssCalls: unknown[]; __xss: (n: unknown) => void; __csp: string[] };
    w.__xssCalls = [];
    w.__csp = [];
    w.__xss = (n) => w.__xssCalls.push(n);
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
});

const calls = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __xssCalls: unknown[] }).__xssCalls);
const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test('hostile slugs, search terms and filters run no script and break no policy', async ({ page }) => {
  for (const path of pages) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBeLessThan(500);
    await hydrated(page);
    // Let islands wake (idle) and deferred sections stream in.
    await page.mouse.move(10, 10);
    await page.waitForTimeout(300);
    expect(await calls(page), path).toEqual([]);
    expect(await violations(page), path).toEqual([]);
    await expect(page.locator('footer.site-footer'), path).toBeVisible();
  }
});

test('a logged-in visitor sent to the login page with a hostile redirect stays on this site', async ({
  page,
}) => {
  await logIn(page, 'nl', 'klant@demo.nl', '/dashboard');
  for (const payload of [
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    '%2F%2Fevil.example',
    '/%09/evil.example',
    `javascript:${X(10)}`,
  ]) {
    await page.goto(`/login?redirect=${payload.includes('%') ? payload : enc(payload)}`);
    await hydrated(page);
    expect(new URL(page.url()).origin, payload).toBe(new URL(page.url()).origin);
    expect(new URL(page.url()).hostname, payload).not.toContain('evil');
    expect(new URL(page.url()).pathname, payload).toBe('/');
    expect(await calls(page)).toEqual([]);
  }
});
