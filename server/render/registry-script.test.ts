import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { registryScript, type ShellPayload } from '../../client/lib/ssr-data.tsx';
import { deepFreeze } from '../data-cache.ts';
import { appLoaderScript, consentScriptFor, registryScriptFor } from './registry-script.ts';

const doc = { locale: 'nl' as const, publicUrl: 'http://shop.test', css: [], preload: [], entry: '/e.js' };
const payloadWith = (critical: Record<string, unknown>): ShellPayload => ({
  critical,
  deferred: [],
  modules: ['product'],
  error: null,
  doc,
});

describe('the remembered registry script', () => {
  it('is the same script for payloads of the same shared answers', () => {
    const answer = deepFreeze({ data: { name: 'Lelit Anna' } });
    const a = registryScriptFor(payloadWith({ '/api/p?lang=nl': answer, '/api/me?lang=nl': null }));
    const b = registryScriptFor(payloadWith({ '/api/p?lang=nl': answer, '/api/me?lang=nl': null }));
    expect(b).toBe(a);
    expect(a).toBe(
      consentScriptFor('nl') +
        registryScript(payloadWith({ '/api/p?lang=nl': answer, '/api/me?lang=nl': null })) +
        appLoaderScript,
    );
  });
  it('differs as soon as any answer or the rest of the payload differs', () => {
    const one = deepFreeze({ data: { name: 'one' } });
    const two = deepFreeze({ data: { name: 'one' } }); // equal, but another answer
    const a = registryScriptFor(payloadWith({ k: one }));
    expect(registryScriptFor(payloadWith({ k: two }))).toContain('"one"');
    expect(registryScriptFor({ ...payloadWith({ k: one }), modules: ['home'] })).toContain('"home"');
    expect(registryScriptFor({ ...payloadWith({ k: one }), modules: ['home'] })).not.toBe(a);
  });
  it('never remembers a payload with an answer that can still change (a signed-in visitor’s)', () => {
    const me = { data: { email: 'klant@demo.nl' } };
    const first = registryScriptFor(payloadWith({ me }));
    me.data.email = 'dealer@demo.nl';
    const second = registryScriptFor(payloadWith({ me }));
    expect(first).toContain('klant@demo.nl');
    expect(second).toContain('dealer@demo.nl');
  });
});

describe('the consent notice (decision 028)', () => {
  it('comes first in the shell script, in the page’s language, with its two buttons', () => {
    const nl = registryScriptFor(payloadWith({}));
    const en = registryScriptFor({ ...payloadWith({}), doc: { ...doc, locale: 'en' } });
    expect(nl.startsWith(consentScriptFor('nl'))).toBe(true);
    expect(en.startsWith(consentScriptFor('en'))).toBe(true);
    expect(nl).toContain('Cookies op deze website');
    expect(en).toContain('Cookies on this website');
    expect(nl).toContain('data-consent-action=\\"all\\"');
    expect(nl).toContain('data-consent-action=\\"settings\\"');
  });
  it('is shown only when no choice is stored, and never closes the script early', () => {
    const script = consentScriptFor('nl');
    expect(script).toContain('localStorage.getItem("fz-consent")');
    expect(script).toMatch(/if\(c==="all"\|\|c==="functional"\)return;/);
    // The notice's HTML is a JSON string with every `<` escaped: no `</script>` can end the script.
    expect(script).not.toContain('<');
  });
});

describe("the app's loader (decision 108)", () => {
  /** Runs the loader against a stand-in page; `import(` is swapped for a recorder (vm has no loader). */
  function page(hidden: boolean) {
    const head: { rel: string; href: string; nonce?: string }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const listeners: Record<string, () => void> = {};
    const context = vm.createContext({
      __FZ__: { p: { doc: { ...doc, preload: ['/a.js', '/b.js'], entry: '/main.js' } } },
      __import: (url: string) => imported.push(url),
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => timers.push(f),
      document: {
        hidden,
        currentScript: { nonce: 'n0nce' },
        head: { appendChild: (l: { rel: string; href: string }) => head.push(l) },
        createElement: () => ({}),
        addEventListener: (name: string, f: () => void) => {
          listeners[name] = f;
        },
      },
    });
    context.window = context;
    vm.runInContext(appLoaderScript.replace('import(', '__import('), context);
    return { head, imported, frames, timers, listeners };
  }

  it('asks for nothing before the first frame, then for the preloads and the entry after it', () => {
    const p = page(false);
    expect(p.imported).toEqual([]);
    expect(p.head).toEqual([]);
    p.frames.shift()!();
    expect(p.imported).toEqual([]);
    p.timers.shift()!();
    expect(p.head).toEqual([
      { rel: 'modulepreload', href: '/a.js', nonce: 'n0nce' },
      { rel: 'modulepreload', href: '/b.js', nonce: 'n0nce' },
    ]);
    expect(p.imported).toEqual(['/main.js']);
    p.listeners.visibilitychange!();
    expect(p.imported).toEqual(['/main.js']);
  });

  it('loads at once in a background tab, and on being shown when hidden before its first frame', () => {
    expect(page(true).imported).toEqual(['/main.js']);
    const p = page(false);
    p.listeners.visibilitychange!();
    expect(p.imported).toEqual(['/main.js']);
    p.frames.shift()!();
    p.timers.shift()!();
    expect(p.imported).toEqual(['/main.js']);
  });

  it('is part of the shell script', () => {
    expect(registryScriptFor(payloadWith({}))).toContain(appLoaderScript);
  });
});
