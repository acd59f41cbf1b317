/**
 * The shell's consent script with the notice's HTML in the page's language (decision 028,
 * client/features/consent/consent-ask.ts), made once per language.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { consentAskScript } from '../../client/features/consent/consent-ask.ts';
import { ConsentNotice } from '../../client/features/consent/consent-notice.tsx';
import { translator } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locale.ts';

const scripts = new Map<Locale, string>();

export function consentScriptFor(locale: Locale): string {
  let script = scripts.get(locale);
  if (script === undefined) {
    script = consentAskScript(renderToStaticMarkup(<ConsentNotice t={translator(locale)} />));
    scripts.set(locale, script);
  }
  return script;
}
