import { describe, expect, it, vi } from 'vitest';
import { translator } from './index.ts';
import type { LazySection } from './sections/index.ts';

describe('translations', () => {
  it('translates nested keys with parameters in each language', () => {
    expect(translator('nl')('searchScreen.results_for', { q: 'bonen' })).toBe('Zoekresultaten voor “bonen”');
    expect(translator('en')('searchScreen.results_for', { q: 'beans' })).toBe('Search results for “beans”');
  });
  it('keeps the two languages apart when used together', () => {
    const nl = translator('nl');
    const en = translator('en');
    expect([nl('not_found'), en('not_found'), nl('not_found')]).toEqual([
      'Deze pagina kon niet worden gevonden',
      'This page could not be found',
      'Deze pagina kon niet worden gevonden',
    ]);
  });
  it('answers an unknown key with the key itself', () => {
    expect(translator('en')('no.such.key')).toBe('no.such.key');
  });
});

describe('the dictionaries', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  it('have the same keys in Dutch and English, section by section', async () => {
    const { nl } = await import('./nl.ts');
    const { en } = await import('./en.ts');
    const { sections, lazySections } = await import('./sections/index.ts');
    expect(keys(en).sort()).toEqual(keys(nl).sort());
    for (const section of [await import('./sections/auth.ts'), await import('./sections/cart.ts')])
      expect(keys(section.enRoot).sort()).toEqual(keys(section.nlRoot).sort());
    for (const [name, texts] of Object.entries({ ...sections, ...lazySections }))
      expect(keys(texts.en).sort(), name).toEqual(keys(texts.nl).sort());
  });

  it("read a folder's texts under its screen's name and `Screen`, which no section or core text takes", async () => {
    const { screenFolders, camelName, textsNamespace } = await import('../../scripts/screen-table.mjs');
    // Folders whose screen shares a section's name (cart, content, dashboard, search) and others.
    const table: [string, string][] = [
      ['cart', 'cartScreen'],
      ['compare', 'compareScreen'],
      ['content', 'contentScreen'],
      ['dashboard', 'dashboardScreen'],
      ['search', 'searchScreen'],
      ['checkout-order', 'checkoutOrderScreen'],
      ['reset-password', 'resetPasswordScreen'],
    ];
    for (const [folder, namespace] of table)
      expect(textsNamespace(camelName(folder)), folder).toBe(namespace);
    const { nl } = await import('./nl.ts');
    const { sections, lazySections } = await import('./sections/index.ts');
    const taken = new Set([...Object.keys(nl), ...Object.keys(sections), ...Object.keys(lazySections)]);
    expect(['cart', 'content', 'dashboard', 'search'].every((name) => taken.has(name))).toBe(true);
    const every = screenFolders().map((s: { name: string }) => textsNamespace(s.name));
    expect(every.filter((namespace: string) => taken.has(namespace))).toEqual([]);
  });

  it("have the same keys in Dutch and English in every screen folder's texts, and the server holds them", async () => {
    const { screenTexts } = await import('./screen-texts.gen.ts');
    const { screenFolders } = await import('../../scripts/screen-table.mjs');
    const folders = screenFolders().filter((s: { texts: boolean }) => s.texts);
    expect(Object.keys(screenTexts).sort()).toEqual(
      folders.map((s: { namespace: string | null }) => s.namespace).sort(),
    );
    // A folder's texts are read under its screen's name and `Screen` (decision 106): a namespace no
    // section and no core text may take, since the browser replaces whole namespaces.
    const { nl } = await import('./nl.ts');
    const { sections, lazySections } = await import('./sections/index.ts');
    const taken = new Set([...Object.keys(nl), ...Object.keys(sections), ...Object.keys(lazySections)]);
    expect(Object.keys(screenTexts).filter((name) => taken.has(name))).toEqual([]);
    for (const [name, texts] of Object.entries(screenTexts as Record<string, { nl: object; en: object }>)) {
      expect(keys(texts.en).sort(), name).toEqual(keys(texts.nl).sort());
      for (const key of keys(texts.nl)) {
        expect(translator('nl')(`${name}.${key}`), `${name}.${key}`).not.toBe(`${name}.${key}`);
        expect(translator('en')(`${name}.${key}`), `${name}.${key}`).not.toBe(`${name}.${key}`);
      }
    }
  });
});

describe('the per-language dictionaries (what the browser loads)', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  it('hold the core texts and every section, in their own language only', async () => {
    const { nl } = await import('./nl.ts');
    const { en } = await import('./en.ts');
    const { sections } = await import('./sections/index.ts');
    const { dictionary: nlDictionary } = await import('./dictionary-nl.ts');
    const { dictionary: enDictionary } = await import('./dictionary-en.ts');
    const expected = (core: object, locale: 'nl' | 'en') => ({
      ...core,
      ...Object.fromEntries(Object.entries(sections).map(([name, texts]) => [name, texts[locale]])),
    });
    expect(nlDictionary).toEqual(expected(nl, 'nl'));
    expect(enDictionary).toEqual(expected(en, 'en'));
  });
  it('translate in the browser exactly as on the server, once loaded', async () => {
    const browser = await import('./browser.ts');
    const { dictionary } = await import('./dictionary-en.ts');
    expect(() => browser.translator('en')).toThrow(/not loaded/);
    await browser.loadDictionary('en');
    const client = browser.translator('en');
    const server = translator('en');
    for (const key of keys(dictionary))
      expect(client(key, { count: 2, name: 'X' })).toBe(server(key, { count: 2, name: 'X' }));
    expect(client('no.such.key')).toBe('no.such.key');
    expect(() => browser.translator('nl')).toThrow(/not loaded/);
  });
  it('leave the lazy sections out, and the browser adds one to the translator it already made', async () => {
    const browser = await import('./browser.ts');
    const { dictionary } = await import('./dictionary-en.ts');
    const { nl: authNl, en: authEn } = await import('./sections/auth.ts');
    expect('auth' in dictionary).toBe(false);
    expect('validation' in dictionary).toBe(false);
    await browser.loadDictionary('en');
    const client = browser.translator('en');
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    try {
      await browser.loadSection('auth');
    } finally {
      vi.unstubAllGlobals();
    }
    for (const key of keys(authEn))
      expect(client(`auth.${key}`, { name: 'X', min: 8 })).toBe(
        translator('en')(`auth.${key}`, { name: 'X', min: 8 }),
      );
    expect(client('auth.logout')).toBe(authEn.logout);
    expect(client('validation.required')).toBe('This field is required.');
    expect(translator('nl')('auth.logout')).toBe(authNl.logout);
  });
  it("load each screen folder's texts as a lazy module of its own, that folder's only, in one language", async () => {
    const browser = await import('./browser.ts');
    const { screenTexts } = await import('./screen-texts.gen.ts');
    const { sectionLoaders } = await import('./section-loaders.ts');
    const { screenSectionLoaders } = await import('./screen-sections/loaders.gen.ts');
    const folders = screenTexts as Record<string, { nl: object; en: object }>;
    const namespaces = Object.keys(folders);
    expect(namespaces.length).toBeGreaterThan(10);
    // A lazy section per folder, named after its namespace, in the browser's table of sections.
    expect(Object.keys(screenSectionLoaders).sort()).toEqual([...namespaces].sort());
    for (const namespace of namespaces)
      expect(sectionLoaders[namespace as keyof typeof sectionLoaders], namespace).toBe(
        screenSectionLoaders[namespace as keyof typeof screenSectionLoaders],
      );
    // Each module holds exactly its folder's texts, in its own language.
    for (const [namespace, texts] of Object.entries(folders))
      for (const locale of ['nl', 'en'] as const) {
        const module = await import(`./screen-sections/lazy-${namespace}-${locale}.ts`);
        expect(module.texts, `${namespace} ${locale}`).toEqual({ [namespace]: texts[locale] });
        const loaded = await screenSectionLoaders[namespace as keyof typeof screenSectionLoaders][locale]();
        expect(loaded.texts, `${namespace} ${locale}: its loader`).toEqual({ [namespace]: texts[locale] });
      }
    // Loading one folder's section adds its texts to the browser's translator, and no other folder's.
    await browser.loadDictionary('en');
    const client = browser.translator('en');
    const [first, second] = ['cartScreen', 'dashboardScreen'];
    const [firstKey] = keys(folders[first]!.en);
    const [secondKey] = keys(folders[second]!.en);
    // With parameters: the translator remembers the texts asked without (an unknown key too).
    const params = { name: 'X' };
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    try {
      expect(client(`${first}.${firstKey}`, params)).toBe(`${first}.${firstKey}`);
      await browser.loadSection(first as LazySection);
      expect(client(`${first}.${firstKey}`, params)).not.toBe(`${first}.${firstKey}`);
      expect(client(`${second}.${secondKey}`, params)).toBe(`${second}.${secondKey}`);
      for (const namespace of namespaces) await browser.loadSection(namespace as LazySection);
    } finally {
      vi.unstubAllGlobals();
    }
    for (const [name, texts] of Object.entries(folders))
      for (const key of keys(texts.en))
        expect(browser.translator('en')(`${name}.${key}`, { shop: 'X' })).toBe(
          translator('en')(`${name}.${key}`, { shop: 'X' }),
        );
  });
});

describe('the Dutch texts', () => {
  const texts = (o: object, prefix = ''): [string, string][] =>
    Object.entries(o).flatMap(([k, v]): [string, string][] =>
      v && typeof v === 'object' ? texts(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
    );
  // The shop addresses its customers formally ("u", "uw"); one informal pronoun breaks the tone.
  const informal = /(?<![\p{L}\p{N}])(je|jij|jou|jouw|jullie|jezelf)(?![\p{L}\p{N}])/iu;
  it('address the visitor formally, never with je, jij, jouw or jullie', async () => {
    const { nl } = await import('./nl.ts');
    const { sections, lazySections } = await import('./sections/index.ts');
    const { screenTexts } = await import('./screen-texts.gen.ts');
    const auth = await import('./sections/auth.ts');
    const cart = await import('./sections/cart.ts');
    const all = [
      ...texts(nl),
      ...texts(auth.nlRoot),
      ...texts(cart.nlRoot),
      ...Object.entries({ ...sections, ...lazySections, ...screenTexts }).flatMap(([name, section]) =>
        texts(section.nl, `${name}.`),
      ),
    ];
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(([, text]) => informal.test(text))).toEqual([]);
    expect(['Bedoelde je: x?', 'Jouw winkelwagen', 'JIJ'].every((t) => informal.test(t))).toBe(true);
    expect(['Bedoelde u: x?', 'jeans', 'bijjullie'].some((t) => informal.test(t))).toBe(false);
  });
});
