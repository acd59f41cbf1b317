/**
 * Cookie consent (spec 1, 2, 4; decision 023), mounted browser-only by the page overlays after the
 * first interaction or idle. Reads the stored choice (consent-state.ts): absent → the dialog's first
 * view; `all` → GA4 starts (ga4.ts) and the queued analytics events go out; `functional` → nothing.
 * The footer's link (`<a href="#cookie-settings">`) opens the settings view: a click is taken here
 * once this is mounted, and a click from before (the browser followed the fragment) is found in
 * the URL's hash when it mounts. The dialog and its texts (a lazy section) are their own chunk,
 * loaded only when the dialog shows, so a returning visitor loads just this small module. Until
 * the dialog is there, a first visitor sees the server's notice (decision 028, consent-ask.ts):
 * a click on it before this mounted is taken from there, one after is answered here.
 */
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ShopInfo } from '../../../shared/contract/shop.ts';
import { loadSection } from '../../../shared/i18n/index.ts';
import { useApp } from '../../lib/app-context.tsx';
import { chunkFailed } from '../../lib/chunk-reload.ts';
import { showToast } from '../../lib/toasts.ts';
import { useApi } from '../../lib/use-api.tsx';
import { claimNotice, NOTICE_ID, noticeAction, removeConsentNotice } from './consent-ask.ts';
import {
  allowsAnalytics,
  CONSENT_KEY,
  type Consent,
  closedDialog,
  dialogReducer,
  parseConsent,
  readConsent,
  writeConsent,
} from './consent-state.ts';
import { startAnalytics, stopAnalytics } from './ga4.ts';

/** The footer link's target; the link works before any of this code is there (a plain fragment). */
export const SETTINGS_HASH = '#cookie-settings';

const ConsentDialog = lazy(() =>
  Promise.all([import('./consent-dialog.tsx'), loadSection('consent')])
    .then(([m]) => m)
    .catch(chunkFailed)
    // Failed twice within the reload window: no dialog (and no analytics) rather than a broken page.
    .catch(() => ({ default: () => null })),
);

/** localStorage, or null where the browser refuses it (reading the property can throw). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export default function ConsentHost() {
  const { locale, nonce, t, stores } = useApp();
  const ga4 = useApi<{ data: ShopInfo }>(apiKeys.shopInfo(locale)).data.ga4.value;
  // A button of the server's notice clicked before this code was there (decision 028).
  const [early] = useState(noticeAction);
  const [consent, setConsent] = useState<Consent | null>(() => readConsent(storage()));
  const [dialog, dispatch] = useReducer(dialogReducer, consent, (stored) =>
    early === 'settings'
      ? dialogReducer(closedDialog, { type: 'open-settings', stored })
      : dialogReducer(closedDialog, { type: 'start', stored: early ?? stored }),
  );
  const current = useRef(consent);
  current.current = consent;

  const choose = (choice: Consent) => {
    if (!writeConsent(storage(), choice))
      void showToast(stores.toasts, 'danger', t('consent.not_saved'), 6000);
    setConsent(choice);
    dispatch({ type: 'chosen' });
  };
  const latestChoose = useRef(choose);
  latestChoose.current = choose;

  // "Accept all" or "Only necessary cookies" on the notice before this code came: made now. Without a dialog to show, the
  // notice (if the visitor has a choice, there is none) goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    claimNotice();
    if ((early === 'all' || early === 'functional') && current.current === null) latestChoose.current(early);
  }, []);
  useEffect(() => {
    if (!dialog.open) removeConsentNotice();
  }, [dialog.open]);

  // Analytics follows the choice: `all` loads GA4 and flushes the queue; anything else stops it.
  useEffect(() => {
    if (allowsAnalytics(consent)) startAnalytics(ga4, nonce);
    else stopAnalytics();
  }, [consent, ga4, nonce]);

  // The footer link, and a choice made in another tab.
  useEffect(() => {
    const open = () => dispatch({ type: 'open-settings', stored: current.current });
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      // The notice's buttons while the dialog's code is still on its way.
      const action = (event.target as Element | null)?.closest?.(`#${NOTICE_ID} [data-consent-action]`);
      if (action) {
        const answer = parseConsent(action.getAttribute('data-consent-action'));
        if (answer) latestChoose.current(answer);
        else dispatch({ type: 'settings' });
        return;
      }
      const link = (event.target as Element | null)?.closest?.(`a[href="${SETTINGS_HASH}"]`);
      if (!link) return;
      event.preventDefault();
      open();
    };
    const onHash = () => {
      if (window.location.hash === SETTINGS_HASH) open();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_KEY) setConsent(parseConsent(event.newValue));
    };
    onHash();
    document.addEventListener('click', onClick);
    window.addEventListener('hashchange', onHash);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  if (!dialog.open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog state={dialog} dispatch={dispatch} current={consent} onChoose={choose} />
    </Suspense>
  );
}
