/**
 * Which of Debian's Chromium builds the journeys run in (decision 069). Plain JavaScript: both
 * tests/e2e/run.mjs (plain Node) and playwright.config.ts read it.
 */
import { existsSync } from 'node:fs';

/** Debian's `chromium` package: the full browser, for headed runs and as the fallback. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell` package: the same Chromium build without the browser's
 * windowing and profile machinery, which is what Playwright itself runs for headless Chromium. Here
 * a journey costs about 40 % of the full browser's CPU (decision 069).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The executable for this run: CHROMIUM_PATH when set; otherwise the headless shell, unless the
 * run shows a window (`--headed`, `--debug`, `--ui`, PWDEBUG), which only the full browser can;
 * otherwise the full browser; null when none of them is installed.
 * @param {{ argv?: string[], env?: Record<string, string | undefined>, exists?: (path: string) => boolean }} [from]
 * @returns {string | null}
 */
export function journeyChromium({ argv = process.argv, env = process.env, exists = existsSync } = {}) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const headed = Boolean(env.PWDEBUG) || argv.some((a) => ['--headed', '--debug', '--ui'].includes(a));
  if (!headed && exists(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return exists(FULL_CHROMIUM) ? FULL_CHROMIUM : null;
}
