/**
 * Every key of the Dutch dictionary is read by some code (issue 38 item 2, decision 106): the core
 * texts, every section (first-load and lazy, with the root texts of `auth` and `cart`) and every
 * screen folder's texts. A key is read when its literal (`'cart.summary'`) is in the source under
 * client/, server/, api/, shared/ or scripts/ (tests left out), or when one of the template keys
 * below builds it. A text nobody reads still costs bytes in a dictionary or a lazy module and a
 * translation to keep up; remove it from both languages (they have the same keys: i18n.test.ts).
 *
 * The sections that are modules of their own (product-safety.ts, price-rules.ts, …) are not in a
 * dictionary: their code imports them and reads them as properties, which TypeScript checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nl } from './nl.ts';
import { screenTexts } from './screen-texts.gen.ts';
import * as auth from './sections/auth.ts';
import * as cart from './sections/cart.ts';
import { lazySections, sections } from './sections/index.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Keys built from a template literal, as `[template, file, values]`: the template is the one in
 * `file` without its backticks and `$` (checked, so an entry goes when its code does); `values` says
 * where the part in braces comes from: the quoted literals of these files (of `file` when left out;
 * `'shipping'` → `cart.shipping`), or `data` when the API's data gives it and no code names it (an
 * order's status id, a product's extra field). A key is read by an entry when it is the template
 * with one such value in place of the braces.
 */
const templates: [template: string, file: string, values?: string[] | 'data'][] = [
  ['cart.{row.id}', 'client/features/cart/cart-logic.ts'],
  ['cart.{row.id}_rate', 'client/features/cart/cart-logic.ts'],
  ['scart.{key}.text', 'client/features/auth/use-auth.ts'],
  ['scart.{told[told.length - 1]}.title', 'client/features/auth/use-auth.ts'],
  [
    'dashboard.{problem}',
    'client/features/account/account-schemas.ts',
    ['shared/address-rules.ts', 'shared/vat-number.ts'],
  ],
  [
    'dashboard.invoices_{doc.kind}',
    'client/features/invoices/order-invoices.tsx',
    ['shared/contract/invoices.ts'],
  ],
  ['dashboard.status.{statusId}', 'client/routes/dashboard/orders-view.tsx', 'data'],
  ['listing.sort.{s}', 'client/features/listing/listing.tsx', ['shared/catalog-constants.ts']],
  ['listing.view_{view}', 'client/features/listing/listing.tsx', ['shared/listing-query.ts']],
  [
    'consent.{choice}',
    'client/features/consent/consent-dialog.tsx',
    ['client/features/consent/consent-state.ts'],
  ],
  [
    'consent.{choice}_text',
    'client/features/consent/consent-dialog.tsx',
    ['client/features/consent/consent-state.ts'],
  ],
  [
    'locator.location_{geo.problem}',
    'client/features/dealer-locator/locator-search.tsx',
    ['client/features/dealer-locator/use-geolocation.ts'],
  ],
  ['content.contact.errors.{name}', 'shared/contract/contact.ts'],
  ['product.extra.{f.key}', 'client/routes/product/product-page.tsx', 'data'],
  [
    'checkoutOrderScreen.vat_check_{vatCheck.status}',
    'client/routes/checkout-order/checkout-form.tsx',
    ['shared/contract/cart.ts'],
  ],
  [
    'contentScreen.recipe.{recipe.difficulty}',
    'client/routes/content/recipe-views.tsx',
    ['client/routes/content/recipe.ts'],
  ],
  [
    'dashboardScreen.quick_error_{line.error}',
    'client/routes/dashboard/dealer-order-view.tsx',
    ['client/features/quick-order/quick-order-lines-state.ts', 'shared/quick-order-lines.ts'],
  ],
  [
    'dashboardScreen.offer_status.{offer.status}',
    'client/routes/dashboard/offers-view.tsx',
    ['shared/contract/offer.ts'],
  ],
  [
    'dashboardScreen.return_status.{w.status}',
    'client/routes/dashboard/returns-view.tsx',
    ['shared/contract/returns.ts'],
  ],
  [
    'offerLinkScreen.offer_status_{offer.status}',
    'client/routes/offer-link/offer-link-page.tsx',
    ['shared/contract/offer.ts'],
  ],
  [
    'paymentRedirectScreen.{outcome}_title',
    'client/routes/payment-redirect/payment-redirect-page.tsx',
    ['shared/contract/checkout.ts'],
  ],
  [
    'paymentRedirectScreen.{outcome}_text',
    'client/routes/payment-redirect/payment-redirect-page.tsx',
    ['shared/contract/checkout.ts'],
  ],
  ['reviewPromotionScreen.{problem}_title', 'client/routes/review-promotion/review-promotion-page.tsx'],
  ['reviewPromotionScreen.{problem}', 'client/routes/review-promotion/review-promotion-page.tsx'],
  ['withdrawScreen.errors.{error.code}', 'client/routes/withdraw/withdraw-errors.ts'],
];

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

/** Every key of the Dutch dictionary the server translates with (shared/i18n/index.ts). */
function dutchKeys(): string[] {
  const namespaced = { ...sections, ...lazySections, ...screenTexts } as Record<string, { nl: object }>;
  return [
    ...keysOf(nl),
    ...keysOf(auth.nlRoot),
    ...keysOf(cart.nlRoot),
    ...Object.entries(namespaced).flatMap(([name, texts]) => keysOf(texts.nl, `${name}.`)),
  ];
}

/** The non-test source files, read once: path (from the root) → text. */
function readSource(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of ['client', 'server', 'api', 'shared', 'scripts'])
    for (const path of readdirSync(join(root, dir), { recursive: true }) as string[])
      if (
        /\.(ts|tsx|mts|js|mjs)$/.test(path) &&
        !/\.(test|e2e|bench)\.\w+$/.test(path) &&
        !path.includes('node_modules')
      )
        files.set(`${dir}/${path}`, readFileSync(join(root, dir, path), 'utf8'));
  return files;
}

/** The quoted literals of a text, `'…'`, `"…"` or `` `…` `` around word characters and dots. */
const literalsOf = (text: string) => new Set([...text.matchAll(/(['"`])([\w.-]+)\1/g)].map((m) => m[2]!));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A table entry's template: the text before and after its one pair of braces, and what is in them. */
const partsOf = (template: string) => {
  const [, before = '', inside = '', after = ''] = /^([^{}]*)\{([^{}]+)\}([^{}]*)$/.exec(template) ?? [];
  return { before, inside, after };
};

/** For each table entry, whether a key is its template with a value its `values` name (any for `data`). */
function templateMatchers(files: Map<string, string>): ((key: string) => boolean)[] {
  return templates.map(([template, file, values = [file]]) => {
    const { before, after } = partsOf(template);
    const shape = new RegExp(`^${escapeRegExp(before)}([\\w-]+)${escapeRegExp(after)}$`);
    const named =
      values === 'data' ? null : literalsOf(values.map((file) => files.get(file) ?? '').join('\n'));
    return (key) => {
      const value = shape.exec(key)?.[1];
      return value !== undefined && (named === null || named.has(value));
    };
  });
}

/** The keys of `keys` no code reads: not a literal in `files`, and built by no template of the table. */
function unreadKeys(keys: string[], files: Map<string, string>): string[] {
  const literals = literalsOf([...files.values()].join('\n'));
  const matchers = templateMatchers(files);
  return keys.filter((key) => !literals.has(key) && !matchers.some((matches) => matches(key)));
}

describe('the Dutch dictionary', () => {
  const files = readSource();
  const keys = dutchKeys();

  it('holds no key that no code reads (by its literal or a template key)', () => {
    expect(files.size).toBeGreaterThan(500);
    expect(keys.length).toBeGreaterThan(500);
    expect(unreadKeys(keys, files)).toEqual([]);
  });

  it('lists template keys their files still build, each needed, with values their files still name', () => {
    for (const [template, file, values = [file]] of templates) {
      const { before, inside, after } = partsOf(template);
      expect(inside, `${template}: one pair of braces`).not.toBe('');
      // As the code writes it: `cart.${row.id}`.
      expect(files.get(file), file).toContain(['`', before, '$', '{', inside, '}', after, '`'].join(''));
      if (values !== 'data') for (const from of values) expect(files.has(from), from).toBe(true);
    }
    // Each entry builds a key that no literal reads: else it is not needed.
    const literals = literalsOf([...files.values()].join('\n'));
    const notLiteral = keys.filter((key) => !literals.has(key));
    const matchers = templateMatchers(files);
    for (const [i, matches] of matchers.entries())
      expect(notLiteral.some(matches), templates[i]?.[0]).toBe(true);
  });

  it('finds a key no code reads, and reads one only a template builds', () => {
    const thrownAway = ['cart.thrown_away_never_read', 'dashboardScreen.offer_status.thrown_away'];
    const read = ['cart.shipping', 'dashboardScreen.offer_status.open', 'product.extra.anything'];
    expect(unreadKeys([...thrownAway, ...read], files)).toEqual(thrownAway);
  });
});
