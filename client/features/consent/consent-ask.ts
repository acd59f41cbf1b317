/**
 * The consent notice on the page's first paint (decision 028). The server cannot know a visitor's
 * choice (it is in local storage, spec 4), so the shell's first inline script decides: with no
 * choice stored it puts the notice (the dialog's first view as HTML, consent-notice.tsx) at the end
 * of the body, before the page paints; a returning visitor never gets it, and without JavaScript
 * there is nothing to answer (and nothing is measured). The notice is outside React's tree (React
 * skips unknown elements at the end of the body when it hydrates). A click on its buttons before
 * the consent code is there is remembered for it (`noticeAction`); "accept all" and "only
 * necessary cookies" also remove the notice at once (the question is answered).
 */
import { CONSENT_KEY } from './consent-state.ts';

export const NOTICE_ID = 'consent-notice';
const ACTION = '__fzConsentAction';
const HOST = '__fzConsentHost';

/** The script for the shell (server/render/registry-script.ts puts it first), around the notice's HTML. */
export function consentAskScript(noticeHtml: string): string {
  return `(function(){var c;try{c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)})}catch(e){}if(c==="all"||c==="functional")return;document.body.insertAdjacentHTML("beforeend",${JSON.stringify(noticeHtml).replaceAll('<', '\\u003c')});document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-consent-action]");if(!b||window.${HOST})return;var a=b.getAttribute("data-consent-action");window.${ACTION}=a;if(a==="all"||a==="functional")b.closest("#${NOTICE_ID}").remove()},true)})();`;
}

declare global {
  interface Window {
    [ACTION]?: string;
    [HOST]?: boolean;
  }
}

/** The notice's button clicked before the consent host was there, if any (reading only). */
export function noticeAction(): 'all' | 'functional' | 'settings' | null {
  const action = window[ACTION];
  return action === 'all' || action === 'functional' || action === 'settings' ? action : null;
}

/** The consent host has mounted: from now on it answers the notice's buttons itself. */
export function claimNotice(): void {
  window[ACTION] = undefined;
  window[HOST] = true;
}

/** The notice has done its job: the live dialog took over, or there is nothing to ask. */
export function removeConsentNotice(): void {
  document.getElementById(NOTICE_ID)?.remove();
}
