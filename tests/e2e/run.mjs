/**
 * Runs the browser suite: builds the shop, then Playwright on Debian's chromium (its headless shell
 * when installed: support/chromium.mjs). Without a chromium the suite is skipped with a loud message, or fails when E2E_REQUIRED=1 (as in CI).
 * Every run starts on a freshly seeded database and an empty mail folder (the journeys place
 * orders, use up quotes and fill carts), so a second run in the same checkout passes like the
 * first; E2E_DATA_DIR and E2E_MAIL_DIR name folders of your own, which are left as they are.
 * Each block of journeys runs in one language, half of them in each; E2E_LANGUAGES=both (CI) runs
 * every journey in both (support/languages.ts, decision 071).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { FULL_CHROMIUM, HEADLESS_SHELL, journeyChromium } from './support/chromium.mjs';
import { languageSetting } from './support/languages.ts';

const chromium = journeyChromium();
if (!chromium || !existsSync(chromium)) {
  const msg = `\n!!! The browser suite needs Debian's chromium: ${chromium ?? `${HEADLESS_SHELL} or ${FULL_CHROMIUM}`} (apt-get install chromium-headless-shell chromium). !!!\n`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`${msg}E2E_REQUIRED=1: failing.`);
    process.exit(1);
  }
  console.warn(`${msg}!!! Browser suite SKIPPED. Set E2E_REQUIRED=1 to make this an error. !!!\n`);
  process.exit(0);
}
if (chromium === FULL_CHROMIUM && !process.env.CHROMIUM_PATH)
  console.warn(
    `The journeys run in ${FULL_CHROMIUM}; with ${HEADLESS_SHELL} (apt-get install chromium-headless-shell) they take about a third less time.`,
  );
console.log(
  `journeys in ${chromium}, ${languageSetting(process.env) === 'both' ? 'each in both languages' : 'each block in one language (E2E_LANGUAGES=both: both, as in CI)'}`,
);
// The config reads the same choice; the variable makes it certain for Playwright's process.
process.env.CHROMIUM_PATH = chromium;

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run(process.execPath, ['build.mjs']);
const port = process.env.E2E_PORT ?? 3100;
if (!process.env.E2E_DATA_DIR) rmSync(`data/e2e-${port}`, { recursive: true, force: true });
if (!process.env.E2E_MAIL_DIR) rmSync(`data/e2e-mail-${port}`, { recursive: true, force: true });
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
