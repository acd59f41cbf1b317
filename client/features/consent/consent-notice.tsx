/**
 * The consent dialog's first view as plain HTML (decision 028), for the shell's script to put on
 * the page of a visitor without a stored choice (consent-ask.ts), so that it paints with the page
 * instead of appearing over it seconds later, when the consent code arrives. It is not part of the
 * React tree and has no code in the browser: its buttons are answered by the shell's script until
 * the consent host mounts, which shows the live dialog in its place (consent-dialog.tsx removes
 * this notice in the same commit).
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../../shared/i18n/translate.ts';
import { NOTICE_ID } from './consent-ask.ts';
import { ConsentIntro } from './consent-intro.tsx';

export function ConsentNotice({ t }: { t: Translate }): ReactNode {
  return (
    <div id={NOTICE_ID} className="consent-layer consent-notice" data-testid="consent-notice">
      <div className="consent-backdrop" />
      <div
        className="consent-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-notice-title"
        aria-describedby="consent-notice-text"
      >
        <ConsentIntro
          t={t}
          titleId="consent-notice-title"
          textId="consent-notice-text"
          button={(action) => ({ 'data-consent-action': action })}
        />
      </div>
    </div>
  );
}
