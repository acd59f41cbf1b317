/**
 * The consent question's first view (decision 092): refusing is as easy as accepting. "Accept all"
 * and "Only necessary cookies" are the same button, side by side in one row, in both languages,
 * and a click on the refusal before the consent code is there answers the question like "Accept
 * all" does (the notice goes, the choice is remembered for the consent host as `functional`).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../shared/i18n/index.ts';
import { consentAskScript } from './consent-ask.ts';
import { ConsentNotice } from './consent-notice.tsx';

const texts = {
  nl: { accept: 'Alles accepteren', refuse: 'Alleen noodzakelijke cookies', settings: 'Instellingen' },
  en: { accept: 'Accept all', refuse: 'Only necessary cookies', settings: 'Settings' },
} as const;

/** The buttons of the first view as [class, action, text], grouped by the row they sit in. */
function rows(html: string) {
  return [...html.matchAll(/<div class="consent-actions[^"]*">(.*?)<\/div>/g)].map((row) =>
    [
      ...(row[1] ?? '').matchAll(
        /<button type="button" class="([^"]+)" data-consent-action="(\w+)">([^<]+)</g,
      ),
    ].map((b) => [b[1], b[2], b[3]]),
  );
}

describe('the first view offers refusal as prominently as acceptance', () => {
  for (const locale of ['nl', 'en'] as const) {
    it(`${locale}: "${texts[locale].refuse}" beside "${texts[locale].accept}", the same button`, () => {
      const html = renderToStaticMarkup(<ConsentNotice t={translator(locale)} />);
      const [answers, more] = rows(html);
      expect(answers).toEqual([
        ['button consent-answer', 'all', texts[locale].accept],
        ['button consent-answer', 'functional', texts[locale].refuse],
      ]);
      expect(more).toEqual([['button button-secondary', 'settings', texts[locale].settings]]);
      // The way back to the question is named in the question itself.
      expect(html).toContain(locale === 'nl' ? 'Cookie-instellingen' : 'Cookie settings');
    });
  }
});

describe("the notice's script answers a refusal made before the consent code", () => {
  /** Runs the shell's consent script against a fake page and clicks the notice's button `action`. */
  function clickBefore(action: string) {
    const removed: string[] = [];
    const listeners: ((e: unknown) => void)[] = [];
    const win: Record<string, unknown> = {};
    const doc = {
      body: { insertAdjacentHTML: () => {} },
      addEventListener: (_type: string, fn: (e: unknown) => void) => listeners.push(fn),
    };
    const storage = { getItem: () => null };
    const script = consentAskScript('<div id="consent-notice"></div>').replaceAll('window.', 'win.');
    new Function('localStorage', 'document', 'win', script)(storage, doc, win);
    const notice = { remove: () => removed.push('consent-notice') };
    const button = {
      getAttribute: () => action,
      closest: (selector: string) => (selector === '#consent-notice' ? notice : button),
    };
    for (const fn of listeners) fn({ target: { closest: () => button } });
    return { action: win.__fzConsentAction, removed };
  }

  it('"only necessary" and "accept all" answer the question at once; "settings" keeps it open', () => {
    expect(clickBefore('functional')).toEqual({ action: 'functional', removed: ['consent-notice'] });
    expect(clickBefore('all')).toEqual({ action: 'all', removed: ['consent-notice'] });
    expect(clickBefore('settings')).toEqual({ action: 'settings', removed: [] });
  });
});
