import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsDocument, AnalyticsWindow } from './ga4.ts';

/** A document that records the scripts put in its head and keeps cookies as a browser would (by name). */
function fakeDocument(hostname = 'shop.example.nl') {
  const scripts: { src: string; async: boolean; nonce: string }[] = [];
  const jar = new Map<string, string>();
  const written: string[] = [];
  const doc: AnalyticsDocument = {
    createElement: () => ({ src: '', async: false, nonce: '' }) as unknown as HTMLScriptElement,
    head: { append: (node) => void scripts.push(node as unknown as (typeof scripts)[number]) },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      written.push(value);
      const [pair] = value.split(';');
      const [name, v] = (pair ?? '').split('=');
      if (/max-age=0/.test(value)) jar.delete(name ?? '');
      else jar.set(name ?? '', v ?? '');
    },
    location: { hostname },
  };
  return { doc, scripts, jar, written };
}

/** The dataLayer's entries as arrays (gtag pushes `arguments` objects). */
const entries = (win: AnalyticsWindow) =>
  (win.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>));

describe('GA4 after consent', () => {
  beforeEach(() => {
    // analytics.ts keeps its queue only in a browser.
    vi.stubGlobal('window', {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('loads nothing until started; then gtag.js with the nonce, the config, and the queue in order', async () => {
    const { track, queuedEvents } = await import('../../lib/analytics.ts');
    const { startAnalytics } = await import('./ga4.ts');
    const win: AnalyticsWindow = {};
    const { doc, scripts } = fakeDocument();
    track('view_item', { items: [{ item_id: 'A1' }] });
    track('view_item_list', { item_list_id: 'c1' });
    expect(scripts).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    expect(queuedEvents()).toHaveLength(2);

    expect(startAnalytics('G-7QK2M9XW4P', 'n0nce==', win, doc)).toBe(true);
    expect(scripts).toEqual([
      { src: 'https://www.googletagmanager.com/gtag/js?id=G-7QK2M9XW4P', async: true, nonce: 'n0nce==' },
    ]);
    const layer = entries(win);
    expect(layer[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(layer[1]?.[0]).toBe('js');
    expect(layer[2]).toEqual([
      'config',
      'G-7QK2M9XW4P',
      { allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
    expect(layer.slice(3)).toEqual([
      ['event', 'view_item', { items: [{ item_id: 'A1' }] }],
      ['event', 'view_item_list', { item_list_id: 'c1' }],
    ]);
    expect(queuedEvents()).toEqual([]);
    // gtag.js needs the arguments object itself, not an array.
    expect(Array.isArray(win.dataLayer?.[3])).toBe(false);

    // Later events go straight out.
    track('add_to_cart', { value: 10 });
    expect(entries(win).at(-1)).toEqual(['event', 'add_to_cart', { value: 10 }]);
    expect(win['ga-disable-G-7QK2M9XW4P']).toBe(false);
  });

  it('refuses an id that is not a GA4 measurement id: nothing loaded, the events stay queued', async () => {
    const { track, queuedEvents } = await import('../../lib/analytics.ts');
    const { startAnalytics } = await import('./ga4.ts');
    track('view_search_results', { search_term: 'bonen' });
    for (const id of [
      '',
      'UA-1234-1',
      'G-',
      'G-abc"><script>',
      'G-DEMO&l=x',
      'GTM-ABC123',
      ' G-7QK2M9XW4P',
    ]) {
      const win: AnalyticsWindow = {};
      const { doc, scripts } = fakeDocument();
      expect(startAnalytics(id, 'n', win, doc), id).toBe(false);
      expect(scripts).toEqual([]);
      expect(win.dataLayer).toBeUndefined();
    }
    expect(queuedEvents().map((e) => e.name)).toEqual(['view_search_results']);
  });

  it('stops on the way back to functional: GA opted out, no more events, its cookies gone; a restart loads nothing twice', async () => {
    const { track } = await import('../../lib/analytics.ts');
    const { startAnalytics, stopAnalytics } = await import('./ga4.ts');
    const win: AnalyticsWindow = {};
    const { doc, scripts, jar, written } = fakeDocument('www.shop.example.nl');
    startAnalytics('G-7QK2M9XW4P', '', win, doc);
    expect(scripts[0]?.nonce).toBe('');
    jar.set('_ga', 'GA1.1.1');
    jar.set('_ga_7QK2M9XW4P', 'GS1.1');
    jar.set('fz-locale', 'nl');
    track('view_item');
    const sent = entries(win).length;

    stopAnalytics(win, doc);
    expect(win['ga-disable-G-7QK2M9XW4P']).toBe(true);
    track('add_to_cart');
    expect(entries(win)).toHaveLength(sent);
    expect([...jar.keys()]).toEqual(['fz-locale']);
    // Expired on the host and each parent domain, wherever GA put them.
    expect(written).toContain('_ga=; max-age=0; path=/; domain=.shop.example.nl');
    expect(written).toContain('_ga_7QK2M9XW4P=; max-age=0; path=/');
    expect(written.some((w) => w.startsWith('fz-locale'))).toBe(false);

    // Allowed again on the same page: the same gtag, no second script, sending again.
    startAnalytics('G-7QK2M9XW4P', '', win, doc);
    expect(scripts).toHaveLength(1);
    expect(win['ga-disable-G-7QK2M9XW4P']).toBe(false);
    track('view_item_list');
    expect(entries(win).at(-1)).toEqual(['event', 'view_item_list', {}]);
    // Stopping when nothing was started does nothing.
    const other = fakeDocument();
    vi.resetModules();
    const fresh = await import('./ga4.ts');
    fresh.stopAnalytics({}, other.doc);
    expect(other.written).toEqual([]);
  });

  it('takes only an id Google can have issued: not empty, of the G- form, not a placeholder (decision 092)', async () => {
    const { measurementId, startAnalytics } = await import('./ga4.ts');
    // GA4 measurement ids as Google issues them ("G-" and capitals or digits; web data streams).
    for (const id of ['G-7QK2M9XW4P', 'G-PSW1MY7HB4', 'G-1ABCD2EF3G', 'G-Z9Y8X7W6'])
      expect(measurementId(id), id).toBe(id);
    // Unset, malformed, or a placeholder: the demo shop's seeded id, documentation examples.
    for (const id of [
      '',
      '   ',
      null,
      undefined,
      'G-DEMO12345',
      'G-DEMO000000',
      'G-TEST123456',
      'G-EXAMPLE123',
      'G-PLACEHOLDER',
      'G-XXXXXXXXXX',
      'G-XXXXXXX',
      'G-0000000000',
      'g-7qk2m9xw4p',
      'UA-12345678-1',
      'GTM-ABC1234',
      'AW-123456789',
      'G-7QK2M9XW4P ',
      'G-7QK-2M9XW4P',
    ])
      expect(measurementId(id), String(id)).toBeNull();
    // The demo's seeded value loads nothing even with consent.
    const win: AnalyticsWindow = {};
    const { doc, scripts } = fakeDocument();
    expect(startAnalytics('G-DEMO12345', 'n', win, doc)).toBe(false);
    expect(scripts).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

  it("knows GA's cookies by name", async () => {
    const { isAnalyticsCookie } = await import('./ga4.ts');
    for (const name of ['_ga', '_ga_7QK2M9XW4P', '_gid', '_gat', '_gat_UA-1'])
      expect(isAnalyticsCookie(name), name).toBe(true);
    for (const name of ['ga', '_gac', 'fz-consent', '__Host-fz_session', '_gax', ''])
      expect(isAnalyticsCookie(name), name).toBe(false);
  });
});
