import { defineConfig } from '@playwright/test';
import { E2E_CHAT_OPENING_HOURS, E2E_CHAT_STAFF_TOKEN } from './tests/e2e/support/chat.ts';
import { FULL_CHROMIUM, journeyChromium } from './tests/e2e/support/chromium.mjs';
import { e2eMailDir } from './tests/e2e/support/mail.ts';
import { E2E_REVIEW_LINK_SECRET } from './tests/e2e/support/review-links.ts';

/**
 * Browser journeys on Debian's chromium (never a downloaded browser) against the built shop: its
 * headless shell when installed, the full browser for headed runs (support/chromium.mjs, decision 069).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** The build under test (tests/e2e/run.mjs builds it); another folder lets several suites run at once. */
const dist = process.env.OUT_DIR ?? 'dist';
const apiPort = port + 1;
const proxyPort = port + 2;
/** The VIES stand-in the API asks about VAT numbers (decision 072). */
const viesPort = port + 3;
/** The PDOK Locatieserver stand-in the API asks for Dutch addresses (decision 098). */
const pdokPort = port + 4;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One and a half per core: a journey waits on its servers, timers and animations for part of its
  // time, and the extra workers fill those waits (decision 071).
  workers: '150%',
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Headless Chromium announces itself as HeadlessChrome, which isbot (rightly) calls a crawler;
    // journeys are a person's, so they get the browser path (shell first, then streamed sections).
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    launchOptions: {
      executablePath: journeyChromium() ?? FULL_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // Production topology: the API as its own process, a pass-through proxy that can slow one call
  // for one test (see support/delay-proxy.mjs), and the storefront in front.
  webServer: [
    {
      command: 'node tests/e2e/support/vies-stand-in.ts',
      port: viesPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { PORT: String(viesPort) },
    },
    {
      command: 'node tests/e2e/support/pdok-stand-in.ts',
      port: pdokPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { PORT: String(pdokPort) },
    },
    {
      command: `node ${dist}/api/main.js`,
      url: `http://127.0.0.1:${apiPort}/api/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        API_PORT: String(apiPort),
        DATA_DIR: process.env.E2E_DATA_DIR ?? `data/e2e-${port}`,
        DATABASE_URL: '',
        // Every e-mail also as a file, so a journey can follow a password reset link.
        MAIL_DIR: e2eMailDir(port),
        STOREFRONT_URL: `http://127.0.0.1:${port}`,
        // A standalone API in production takes no test payments unless told (issue 24); journeys pay on its page.
        TEST_PAYMENTS: 'on',
        // The chat journey posts staff replies with this token; always open (decision 024).
        CHAT_STAFF_TOKEN: E2E_CHAT_STAFF_TOKEN,
        CHAT_OPENING_HOURS: E2E_CHAT_OPENING_HOURS,
        // Review promotion links the furniture journey makes (decision 025).
        REVIEW_LINK_SECRET: E2E_REVIEW_LINK_SECRET,
        // VAT numbers are confirmed by a local VIES stand-in, never the EU's (decision 072).
        VIES_URL: `http://127.0.0.1:${viesPort}/taxation_customs/vies/rest-api/check-vat-number`,
        // Dutch addresses are filled from a local PDOK stand-in, never PDOK itself (decision 098).
        PDOK_URL: `http://127.0.0.1:${pdokPort}/bzk/locatieserver/search/v3_1/free`,
      },
    },
    {
      command: 'node tests/e2e/support/delay-proxy.mjs',
      port: proxyPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { PORT: String(proxyPort), TARGET: `http://127.0.0.1:${apiPort}` },
    },
    {
      command: `node ${dist}/server/main.js`,
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        API_URL: `http://127.0.0.1:${proxyPort}`,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
