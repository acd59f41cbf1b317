/**
 * The consent dialog's first view (spec 4, decision 023): title, two short paragraphs and the two
 * buttons. Drawn by the live dialog (consent-dialog.tsx) and, identically, by the notice the server
 * puts in every page (consent-notice.tsx, decision 028), so that one takes over from the other
 * without a visible change. Two short paragraphs, not one long one: over a page that has painted,
 * a text block larger than the page's own would become its largest contentful paint.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { Translate } from '../../../shared/i18n/translate.ts';

export type IntroAction = 'all' | 'settings';

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
      </div>
      <div className="consent-actions">
        <button type="button" className="button" {...button('all')}>
          {t('consent.accept_all')}
        </button>
        <button type="button" className="button button-secondary" {...button('settings')}>
          {t('consent.settings')}
        </button>
      </div>
    </>
  );
}
