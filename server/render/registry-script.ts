/**
 * The shell's script: the consent notice's (decision 028), made once per language, the registry
 * (client/lib/ssr-data.tsx), remembered while its inputs are the same, and the loader of the app's
 * modules (decision 108).
 *
 * Anonymous renders of one page get the very same answers from the data cache (frozen objects), so
 * their payloads are equal, and so is the script: tens of kilobytes of JSON that every render
 * would build again. Building it per request made the young generation's survivors (and with them
 * the scavenger's work on every core) about a quarter larger (tests/bench/ssr.bench.mjs, decision
 * 011). The memo key names every input: each critical answer by identity (only frozen answers, which
 * cannot change; a render with any other answer is not remembered) and the rest by value.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { consentAskScript } from '../../client/features/consent/consent-ask.ts';
import { ConsentNotice } from '../../client/features/consent/consent-notice.tsx';
import { REGISTRY, registryScript, type ShellPayload } from '../../client/lib/ssr-data.tsx';
import { translator } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locale.ts';

const consentScripts = new Map<Locale, string>();

/** The consent script with the notice's HTML in the page's language (client/features/consent/consent-ask.ts). */
export function consentScriptFor(locale: Locale): string {
  let script = consentScripts.get(locale);
  if (script === undefined) {
    script = consentAskScript(renderToStaticMarkup(createElement(ConsentNotice, { t: translator(locale) })));
    consentScripts.set(locale, script);
  }
  return script;
}

const ids = new WeakMap<object, number>();
let nextId = 1;
const remembered = new Map<string, string>();
/** Bound on what is remembered: characters of script in all (oldest dropped first). */
const maxChars = 8 * 1024 * 1024;
let chars = 0;

function identity(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value !== 'object' || !Object.isFrozen(value)) return undefined;
  let id = ids.get(value);
  if (id === undefined) {
    id = nextId++;
    ids.set(value, id);
  }
  return String(id);
}

function memoKey(payload: ShellPayload): string | undefined {
  const parts: string[] = [];
  for (const key of Object.keys(payload.critical)) {
    const id = identity(payload.critical[key]);
    if (id === undefined) return undefined;
    parts.push(key, id);
  }
  const { deferred, modules, error, doc } = payload;
  parts.push(JSON.stringify([deferred, modules, error, doc]));
  return parts.join('\n');
}

/**
 * Loads the app's modules (the registry's `doc.entry` and `doc.preload`) once the browser has
 * painted the page, not while it is still fetching what the first paint needs (decision 108): on a
 * phone's connection 100 KB of script shared the bandwidth with the stylesheet and the largest
 * image. `requestAnimationFrame` runs just before the first frame (never while a stylesheet still
 * blocks rendering), the timeout just after it. A page opened in a background tab, which paints no
 * frame, loads at once; one hidden before its first frame loads when it is shown again.
 * Modules inserted by this nonce'd script are trusted by the policy's 'strict-dynamic'.
 */
export const appLoaderScript = `(function(){var d=window.${REGISTRY}.p.doc,n=document.currentScript&&document.currentScript.nonce,done=0;if(!d.entry)return;function go(){if(done)return;done=1;d.preload.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;if(n)l.nonce=n;document.head.appendChild(l)});import(d.entry)}if(document.hidden)go();else{requestAnimationFrame(function(){setTimeout(go,0)});document.addEventListener('visibilitychange',go,{once:true})}})();`;

/** The shell's script: the consent notice's (decision 028), the registry, then the app's loader. */
export function registryScriptFor(payload: ShellPayload): string {
  const build = () => consentScriptFor(payload.doc.locale) + registryScript(payload) + appLoaderScript;
  const key = memoKey(payload);
  if (key === undefined) return build();
  let script = remembered.get(key);
  if (script === undefined) {
    script = build();
    remembered.set(key, script);
    chars += script.length;
    for (const [oldKey, old] of remembered) {
      if (chars <= maxChars) break;
      remembered.delete(oldKey);
      chars -= old.length;
    }
  }
  return script;
}
