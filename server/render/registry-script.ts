/**
 * The shell's script: the consent notice's (decision 028), made once per language, then the
 * registry (client/lib/ssr-data.tsx), remembered while its inputs are the same.
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
import { registryScript, type ShellPayload } from '../../client/lib/ssr-data.tsx';
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

/** The shell's script: the consent notice's (decision 028), then the registry. */
export function registryScriptFor(payload: ShellPayload): string {
  const key = memoKey(payload);
  if (key === undefined) return consentScriptFor(payload.doc.locale) + registryScript(payload);
  let script = remembered.get(key);
  if (script === undefined) {
    script = consentScriptFor(payload.doc.locale) + registryScript(payload);
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
