import { describe, expect, it } from 'vitest';
import { FULL_CHROMIUM, HEADLESS_SHELL, journeyChromium } from '../e2e/support/chromium.mjs';

describe('the browser the journeys run in (decision 069)', () => {
  const both = (p: string) => p === FULL_CHROMIUM || p === HEADLESS_SHELL;
  it("is Debian's headless shell when installed, else the full chromium, else none", () => {
    expect(journeyChromium({ argv: [], env: {}, exists: both })).toBe(HEADLESS_SHELL);
    expect(journeyChromium({ argv: [], env: {}, exists: (p) => p === FULL_CHROMIUM })).toBe(FULL_CHROMIUM);
    expect(journeyChromium({ argv: [], env: {}, exists: () => false })).toBeNull();
  });
  it('is the full chromium for a run with a window, and CHROMIUM_PATH when set', () => {
    for (const argv of [
      ['test', '--headed'],
      ['test', '--debug'],
      ['test', '--ui'],
    ])
      expect(journeyChromium({ argv, env: {}, exists: both })).toBe(FULL_CHROMIUM);
    expect(journeyChromium({ argv: [], env: { PWDEBUG: '1' }, exists: both })).toBe(FULL_CHROMIUM);
    expect(journeyChromium({ argv: ['--headed'], env: { CHROMIUM_PATH: '/opt/c' }, exists: both })).toBe(
      '/opt/c',
    );
  });
});
