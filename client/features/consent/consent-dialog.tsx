/**
 * The cookie-consent dialog (spec 2, 4, 9; decision 023): a modal of at most 568 px over a backdrop,
 * in a fixed layer on top of the page (nothing on the page moves). First view: a short text, "Accept
 * all" and "Only necessary cookies" as equals, and "Settings". Settings view: radio choices (functional only, or functional and analytics)
 * with what each means, and a confirm button that stays disabled until a choice is made.
 *
 * Modal: the rest of the page is inert while it is open, Tab stays inside it, focus moves to the
 * dialog when it opens or changes view and back to where it was when it closes. A first visit's
 * question has to be answered: no Escape, no backdrop; Escape in its settings view goes back to the
 * first view. Opened from the footer link with a choice stored, Escape or "Close" keeps that choice.
 */
import { type Dispatch, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useApp } from '../../lib/app-context.tsx';
import { removeConsentNotice } from './consent-ask.ts';
import { ConsentIntro } from './consent-intro.tsx';
import {
  type Consent,
  canConfirm,
  consentChoices,
  type DialogAction,
  type DialogState,
} from './consent-state.ts';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Makes everything on the page but `layer` inert; answers how to undo it. */
function inertOutside(layer: HTMLElement): () => void {
  const made: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === layer || element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    made.push(element);
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}

export default function ConsentDialog({
  state,
  dispatch,
  current,
  onChoose,
}: {
  state: DialogState;
  dispatch: Dispatch<DialogAction>;
  /** The stored choice (opened from the footer link), or null on a first visit. */
  current: Consent | null;
  onChoose: (consent: Consent) => void;
}): ReactNode {
  const { t } = useApp();
  const titleId = useId();
  const textId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const latest = useRef(dispatch);
  latest.current = dispatch;

  // The server's notice (consent-notice.tsx) showed this first view until now: it goes in the same
  // commit as the dialog comes, so nothing flickers and no new paint is larger than the last.
  useLayoutEffect(removeConsentNotice, []);

  // Modal for as long as it is mounted: the page inert, Escape and Tab handled, focus given back.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const restore = layer.current ? inertOutside(layer.current) : () => {};
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current({ type: 'dismiss' });
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(focusable));
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        panel.current.focus();
        return;
      }
      const inside = panel.current.contains(document.activeElement);
      if (
        event.shiftKey &&
        (!inside || document.activeElement === first || document.activeElement === panel.current)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restore();
      if (previous?.isConnected) previous.focus?.({ preventScroll: true });
    };
  }, []);

  // Each view starts with the focus on the dialog itself, so its title and text are read first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the view changes
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
  }, [state.view]);

  const settings = state.view === 'settings';
  const close = state.mustAnswer ? null : (
    <button
      type="button"
      className="consent-close"
      aria-label={t('consent.close')}
      onClick={() => dispatch({ type: 'dismiss' })}
    >
      ×
    </button>
  );
  return createPortal(
    <div ref={layer} className="consent-layer">
      <div className="consent-backdrop" />
      <div
        ref={panel}
        className="consent-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        data-testid="consent-dialog"
        data-view={state.view}
      >
        {settings ? (
          <>
            <div className="consent-head">
              <h2 id={titleId}>{t('consent.settings_title')}</h2>
              {close}
            </div>
            <form
              className="consent-settings"
              onSubmit={(event) => {
                event.preventDefault();
                if (state.selected && canConfirm(state)) onChoose(state.selected);
              }}
            >
              <p id={textId}>{t('consent.settings_intro')}</p>
              {current ? (
                <p className="consent-current">{t('consent.current', { choice: t(`consent.${current}`) })}</p>
              ) : null}
              <fieldset className="consent-choices">
                <legend>{t('consent.choice')}</legend>
                {consentChoices.map((choice) => (
                  // The whole block selects; the radio is named by its title and described by its text.
                  <label key={choice} className="consent-choice">
                    <input
                      type="radio"
                      name="consent"
                      value={choice}
                      checked={state.selected === choice}
                      onChange={() => dispatch({ type: 'select', consent: choice })}
                      aria-labelledby={`${titleId}-${choice}`}
                      aria-describedby={`${titleId}-${choice}-text`}
                    />
                    <span>
                      <strong id={`${titleId}-${choice}`}>{t(`consent.${choice}`)}</strong>
                      <small id={`${titleId}-${choice}-text`}>{t(`consent.${choice}_text`)}</small>
                    </span>
                  </label>
                ))}
              </fieldset>
              <div className="consent-actions">
                <button type="submit" className="button" disabled={!canConfirm(state)}>
                  {t('consent.confirm')}
                </button>
                {state.mustAnswer ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => dispatch({ type: 'back' })}
                  >
                    {t('consent.back')}
                  </button>
                ) : null}
              </div>
            </form>
          </>
        ) : (
          <ConsentIntro
            t={t}
            titleId={titleId}
            textId={textId}
            close={close}
            button={(action) => ({
              onClick: action === 'settings' ? () => dispatch({ type: 'settings' }) : () => onChoose(action),
            })}
          />
        )}
      </div>
    </div>,
    document.body,
  );
}
