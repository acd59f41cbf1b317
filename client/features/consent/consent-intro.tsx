/**
 * The consent dialog's first view (spec 4, decisions 023, 092): title, short paragraphs and three
 * buttons. Refusing is as easy as accepting: "Accept all" and "Only necessary cookies" are the same
 * button (same class, size and weight) side by side in one row of two equal columns, at every
 * width; "Settings" (the radio choices) follows on its own row. Drawn by the live dialog (consent-dialog.tsx) and, identically, by the notice the server
 * puts in every page (consent-notice.tsx, decision 028), so that one takes over from the other
 * without a visible change. Two short paragraphs, not one long one: over a page that has painted,
 * a text block larger than the page's own would become its largest contentful paint.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { Translate } from '../../../shared/i18n/translate.ts';

export type IntroAction = 'all' | 'functional' | 'settings';

export function ConsentIntro({
  t,
  titleId,
  textId,
  close,
  button,
}: {
  t: Translate;
  titleId: string;
  textId: string;
  /** The close button, when the dialog may be closed (opened again with a choice stored). */
  close?: ReactNode;
  /** What each button does: click handlers in the dialog, a marker in the notice. */
  button: (
    action: IntroAction,
  ) => ButtonHTMLAttributes<HTMLButtonElement> & { [data: `data-${string}`]: string };
}): ReactNode {
  return (
    <>
      <div className="consent-head">
        <h2 id={titleId}>{t('consent.title')}</h2>
        {close}
      </div>
      <div id={textId}>
        <p>{t('consent.intro')}</p>
        <p>{t('consent.intro_analytics')}</p>
        <p>{t('consent.intro_change')}</p>
      </div>
      <div className="consent-actions consent-answers">
        <button type="button" className="button consent-answer" {...button('all')}>
          {t('consent.accept_all')}
        </button>
        <button type="button" className="button consent-answer" {...button('functional')}>
          {t('consent.accept_necessary')}
        </button>
      </div>
      <div className="consent-actions">
        <button type="button" className="button button-secondary" {...button('settings')}>
          {t('consent.settings')}
        </button>
      </div>
    </>
  );
}
