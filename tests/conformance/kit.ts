/**
 * The conformance kit (issue 29): checks a running shop API against the storefront's contract
 * (shared/contract) as the storefront uses it. Every call is built by the storefront's own keys
 * (shared/*-keys.ts, read by `parseKey`) and sent with the headers its API client and /api proxy
 * send (X-FZ-Language-Id, Authorization, X-FZ-Cart-Token, Idempotency-Key); every answer is
 * validated strictly (no coercion) and every mismatch named as "field: expected …, got …".
 *
 * Read calls by default: shell, menus, categories, listing variants, search, product (options,
 * parts, reviews, comparison), content, dealers, methods, a missing entity. With `write`: a guest
 * cart, login with test credentials (the guest cart merges), the checkout's choices, placing the
 * order (and its idempotent replay) and the payment redirect. The CLI is cli.ts; docs/backend.md.
 */
import * as yup from 'yup';
import { contentKeys } from '../../client/routes/content/content-keys.ts';
import { accountKeys } from '../../shared/account-keys.ts';
import { type ApiKey, apiKeys, parseKey } from '../../shared/api-keys.ts';
import { cartKeys, cartPaths } from '../../shared/cart-keys.ts';
import { checkoutKeys, checkoutPaths, ORDER_TOKEN_PARAM } from '../../shared/checkout-keys.ts';
import {
  apiError,
  cart,
  categories,
  categoryDetail,
  comparison,
  countries,
  dealers,
  discountCodeAnswer,
  envelope,
  me,
  menus,
  orderStatus,
  page,
  pageList,
  paymentMethod,
  placedOrder,
  places,
  product,
  productAttributesAnswer,
  productCard,
  productOption,
  queryProductsAnswer,
  resolved,
  reviews,
  shippingMethod,
  shopInfo,
  sitemapPage,
  sitemapSummary,
} from '../../shared/contract/index.ts';
import { dealerKeys } from '../../shared/dealer-keys.ts';
import { defaultListingState, type ListingState, listingPayload } from '../../shared/listing-query.ts';
import { type Locale, languageIds } from '../../shared/locale.ts';

export interface KitOptions {
  /** The shop API's base URL, as the storefront's API_URL: calls go to `<apiUrl>/api/...`. */
  apiUrl: string;
  /** Also the cart, login, checkout and payment-redirect flows (needs `email` and `password`). */
  write?: boolean;
  email?: string;
  password?: string;
  /** An answer slower than this is a mismatch (default 3000 ms: the storefront's API_TIMEOUT_MS default). */
  timeoutMs?: number;
  /** Which languages the read calls are checked in (default both); the write flow runs in the first. */
  locales?: Locale[];
  /** Called with every output line as it is made (the CLI prints them). */
  onLine?: (line: string) => void;
}

export interface CallResult {
  outcome: 'pass' | 'fail' | 'skip';
  /** `GET /api/menus?depth=2 (nl)` */
  call: string;
  ms?: number;
  /** What did not match: `data[0].price: expected number, got "12,50"`. */
  problems: string[];
}

export interface KitReport {
  results: CallResult[];
  /** Why the kit stopped before checking anything (unreachable, not JSON), or null. */
  fatal: string | null;
  passed: number;
  failed: number;
  skipped: number;
  /** Everything printed, in order: one line per call (a failed call's further problems indented), then the summary. */
  lines: string[];
  ok: boolean;
}

/** The storefront's own limit on an API call while it renders a page (server/config.ts API_TIMEOUT_MS). */
export const DEFAULT_TIMEOUT_MS = 3_000;
/** A slow answer is waited for up to this many times the limit (to say how slow), then given up. */
const GIVE_UP_FACTOR = 4;
/** Listed products whose page is checked, at most, to find one with options. */
const PRODUCTS_TRIED = 6;
/** Problems shown per failed call (the rest counted). */
const MAX_PROBLEMS = 8;

/** `POST customerAuth/login` → `{ token, scart_items_merged }` (spec 7; no schema in shared/contract). */
export const loginAnswer = yup.object({
  token: yup.string().required(),
  scart_items_merged: yup.boolean().required(),
  scart_discount_code_removed: yup.boolean().optional(),
});

/** `GET version` → `{ data: { version } }`: the data version the page and data caches follow (server/data-version.ts). */
export const versionAnswer = yup.object({
  data: yup
    .object({
      version: yup
        .mixed<string | number>()
        .test('text-or-number', 'text or a number', (v) => typeof v === 'string' || typeof v === 'number')
        .required(),
    })
    .required(),
});

/** The sitemap's bucket width the storefront asks for: ⌊(50,000 URLs − 2) / 2 languages⌋ (decision 061). */
const SITEMAP_WIDTH = 24_999;
/** The sitemap page size the storefront asks for (server/render/sitemap.ts). */
const SITEMAP_PAGE = 2_000;

/** A test address in the Netherlands (country 1), as the checkout form sends it. */
const TEST_ADDRESS = {
  company: '',
  firstname: 'Conformance',
  middle_name: '',
  lastname: 'Kit',
  street: 'Neude',
  house_number: '5',
  house_number_addition: '',
  postcode: '3512 AB',
  city: 'Utrecht',
  country_id: 1,
  phone: '',
  vat_number: '',
};

// ---------------------------------------------------------------------------------------------
// Mismatches as lines

/** A value as a mismatch line shows it: JSON, shortened. */
export function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 50 ? `${value.slice(0, 50)}...` : value);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function typeAt(schema: yup.AnySchema, path: string, root: unknown): string | undefined {
  try {
    return (yup.reach(schema, path, root) as { type?: string }).type;
  } catch {
    return undefined;
  }
}

/** One yup error as `field: expected …, got …`. */
function describeError(error: yup.ValidationError, schema: yup.AnySchema, root: unknown): string {
  const path = error.path || '(answer)';
  const params = (error.params ?? {}) as Record<string, unknown>;
  const value = error.value;
  const type =
    (params.type as string | undefined) ?? (error.path ? typeAt(schema, error.path, root) : undefined);
  const what = type && type !== 'mixed' ? type : 'a value';
  switch (error.type) {
    case 'typeError':
      return `${path}: expected ${what}, got ${shown(value)}`;
    case 'required':
    case 'optionality':
    case 'defined':
    case 'nullable':
      return `${path}: expected ${what}, got ${value === undefined ? 'missing (the field is absent)' : shown(value)}`;
    case 'integer':
      return `${path}: expected a whole number, got ${shown(value)}`;
    case 'min':
      return `${path}: expected ${type === 'array' || type === 'string' ? 'length ' : ''}>= ${String(params.min)}, got ${shown(value)}`;
    case 'max':
      return `${path}: expected ${type === 'array' || type === 'string' ? 'length ' : ''}<= ${String(params.max)}, got ${shown(value)}`;
    case 'length':
      return `${path}: expected length ${String(params.length)}, got ${shown(value)}`;
    case 'oneOf':
      return `${path}: expected one of ${String(params.values)}, got ${shown(value)}`;
    default:
      return `${path}: expected ${error.type ?? 'a valid value'} (${error.message}), got ${shown(value)}`;
  }
}

/** Strict validation (no coercion, every error): the mismatches as lines, none when it fits. */
export function mismatches(schema: yup.AnySchema, value: unknown): string[] {
  try {
    schema.validateSync(value, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) return [`(answer): not checkable: ${String(error)}`];
    const inner = error.inner.length ? error.inner : [error];
    return inner
      .map((e) => describeError(e, schema, value))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  }
}

// ---------------------------------------------------------------------------------------------
// Calls

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `/api/...` with its query */
  path: string;
  body?: unknown;
  locale: Locale;
  headers?: Record<string, string>;
  /** the storefront's server-side calls (data version, sitemap) send no language */
  noLanguage?: boolean;
}

interface Answer {
  status: number;
  headers: Headers;
  ms: number;
  text: string;
  /** the parsed body, or undefined when it is not JSON */
  json: unknown;
  isJson: boolean;
}

/** No answer at all: the connection failed, or no answer came in time. */
class NoAnswer extends Error {
  constructor(
    message: string,
    readonly connection: boolean,
    readonly ms: number,
  ) {
    super(message);
  }
}

/** Why a connection failed, in words, with the system's code. */
function connectionProblem(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  const words: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host not found (DNS lookup failed)',
    ECONNRESET: 'connection closed by the server',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    ETIMEDOUT: 'connection timed out',
    UND_ERR_SOCKET: 'connection closed by the server',
  };
  if (code && words[code]) return `${words[code]} (${code})`;
  if (code && /CERT|SSL|TLS/.test(code)) return `TLS error: ${cause?.message ?? code} (${code})`;
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

function requestOf(key: ApiKey): Request {
  const { method, path, body, locale } = parseKey(key);
  return { method, path, body, locale };
}

/** A change the storefront sends with `apiSend` (PUT, DELETE, POSTs that are not keys). */
function change(method: Request['method'], path: string, locale: Locale, body?: unknown): Request {
  return { method, path: `/api${path}`, body, locale };
}

/** How a call is named in the output: method, path, a POST's body (short) and the language. */
function callName(req: Request): string {
  let body = '';
  if (req.body !== undefined && req.method !== 'GET') {
    const json = JSON.stringify(req.body, (k, v) => (/password/i.test(k) ? '***' : v));
    body = ` ${json.length > 70 ? `${json.slice(0, 67)}...` : json}`;
  }
  return `${req.method} ${req.path}${body}${req.noLanguage ? '' : ` (${req.locale})`}`;
}

const firstLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
};

function errorMessageOf(json: unknown): string | undefined {
  const m = (json as { message?: unknown; error?: unknown } | null) ?? {};
  if (typeof m.message === 'string')
    return typeof m.error === 'string' ? `${m.error}: ${m.message}` : m.message;
  return undefined;
}

interface Check {
  req: Request;
  /** expected status (default 200) */
  status?: number | number[];
  /** the answer's schema (validated strictly), when the status is the expected one */
  schema?: yup.AnySchema;
  /** further checks on the (JSON) answer: problems as lines */
  also?: (json: unknown, answer: Answer) => string[];
}

/** Picks a value out of an answer without trusting its shape. */
// biome-ignore lint/suspicious/noExplicitAny: answers are probed defensively, whatever their shape
type Loose = any;

export async function runConformance(options: KitOptions): Promise<KitReport> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const locales = options.locales?.length ? options.locales : (['nl', 'en'] as Locale[]);
  const base = options.apiUrl.replace(/\/+$/, '');
  const results: CallResult[] = [];
  const lines: string[] = [];
  const emit = (line: string) => {
    lines.push(line);
    options.onLine?.(line);
  };

  async function send(req: Request): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
    if (!req.noLanguage) headers['X-FZ-Language-Id'] = String(languageIds[req.locale]);
    let body: string | undefined;
    if (req.body !== undefined && req.method !== 'GET') {
      body = JSON.stringify(req.body);
      headers['Content-Type'] = 'application/json';
    }
    const giveUp = timeoutMs * GIVE_UP_FACTOR;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), giveUp);
    const started = performance.now();
    try {
      const res = await fetch(`${base}${req.path}`, {
        method: req.method,
        headers,
        body,
        redirect: 'manual',
        signal: controller.signal,
      });
      const text = await res.text();
      const ms = Math.round(performance.now() - started);
      let json: unknown;
      let isJson = false;
      try {
        json = JSON.parse(text);
        isJson = true;
      } catch {
        // not JSON: said by the check
      }
      return { status: res.status, headers: res.headers, ms, text, json, isJson };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      if (controller.signal.aborted)
        throw new NoAnswer(`slow: no answer within ${giveUp} ms, limit ${timeoutMs} ms`, false, ms);
      throw new NoAnswer(connectionProblem(error), true, ms);
    } finally {
      clearTimeout(timer);
    }
  }

  function record(outcome: CallResult['outcome'], call: string, problems: string[], ms?: number) {
    results.push({ outcome, call, ms, problems });
    const took = ms === undefined ? '' : ` ${ms} ms`;
    if (outcome === 'pass') emit(`PASS ${call}${took}`);
    else if (outcome === 'skip') emit(`SKIP ${call}: ${problems[0] ?? ''}`);
    else {
      emit(`FAIL ${call}${took}  ${problems[0] ?? ''}`);
      for (const p of problems.slice(1, MAX_PROBLEMS)) emit(`       ${p}`);
      if (problems.length > MAX_PROBLEMS) emit(`       ... and ${problems.length - MAX_PROBLEMS} more`);
    }
  }

  /** Sends a call, checks its answer, records the line; answers the JSON (even when it did not fit) or undefined. */
  async function check({
    req,
    status = 200,
    schema,
    also,
  }: Check): Promise<{ json: Loose; answer?: Answer }> {
    const call = callName(req);
    let answer: Answer;
    try {
      answer = await send(req);
    } catch (error) {
      const e = error as NoAnswer;
      record('fail', call, [e.connection ? `no answer: ${e.message}` : e.message], e.ms);
      return { json: undefined };
    }
    const problems: string[] = [];
    const expected = Array.isArray(status) ? status : [status];
    if (answer.ms > timeoutMs) problems.push(`slow: took ${answer.ms} ms, limit ${timeoutMs} ms`);
    if (!expected.includes(answer.status)) {
      const message = answer.isJson ? errorMessageOf(answer.json) : undefined;
      problems.push(
        `status: expected ${expected.join(' or ')}, got ${answer.status}${message ? ` (${shown(message)})` : ''}`,
      );
    } else if (!answer.isJson) {
      const type = answer.headers.get('content-type') ?? 'no content type';
      problems.push(`body: expected JSON, got ${type} ${shown(firstLine(answer.text))}`);
    } else {
      if (schema) problems.push(...mismatches(schema, answer.json));
      if (also) problems.push(...also(answer.json, answer));
    }
    record(problems.length ? 'fail' : 'pass', call, problems, answer.ms);
    const ok = expected.includes(answer.status) && answer.isJson;
    return { json: ok ? answer.json : undefined, answer };
  }

  function skip(req: Request, why: string) {
    record('skip', callName(req), [why]);
  }

  function finish(fatal: string | null): KitReport {
    const passed = results.filter((r) => r.outcome === 'pass').length;
    const failed = results.filter((r) => r.outcome === 'fail').length;
    const skipped = results.filter((r) => r.outcome === 'skip').length;
    const ok = !fatal && failed === 0;
    // Nothing checked: the one line says why (no summary of zero calls under it).
    if (fatal) emit(fatal);
    else
      emit(
        `${ok ? 'CONFORMS' : 'DOES NOT CONFORM'}: ${results.length} calls, ${passed} passed, ${failed} failed, ${skipped} skipped` +
          ` (${base}, ${locales.join('+')}${options.write ? ', with --write' : ', read calls only'}, limit ${timeoutMs} ms)`,
      );
    return { results, fatal, passed, failed, skipped, lines, ok };
  }

  // The first call says whether there is a JSON API at all: if not, one line and stop.
  const probe = requestOf(apiKeys.shopInfo(locales[0]!));
  try {
    const answer = await send(probe);
    if (!answer.isJson) {
      const type = answer.headers.get('content-type') ?? 'no content type';
      return finish(
        `NOT JSON ${base}: ${probe.method} ${probe.path} answered ${answer.status} ${type} ${shown(firstLine(answer.text))}, not JSON: is this the shop API's base URL?`,
      );
    }
  } catch (error) {
    const e = error as NoAnswer;
    if (e.connection) return finish(`UNREACHABLE ${base}: ${e.message}`);
    return finish(`NO ANSWER ${base}: ${probe.method} ${probe.path}: ${e.message}`);
  }

  const productCards = yup.array(productCard.required()).required();
  await serverCalls(locales[0]!);
  for (const locale of locales) await readCalls(locale);
  if (options.write) await writeFlow(locales[0]!);
  return finish(null);

  // -------------------------------------------------------------------------------------------
  /** The storefront server's own calls: the data version (page and data caches) and the sitemap. */
  async function serverCalls(locale: Locale) {
    const plain = (path: string): Request => ({ method: 'GET', path, locale, noLanguage: true });
    await check({ req: plain('/api/version'), schema: versionAnswer });
    const summary = (
      await check({ req: plain(`/api/sitemap?width=${SITEMAP_WIDTH}`), schema: envelope(sitemapSummary) })
    ).json;
    const child: Loose = Array.isArray(summary?.data?.children) ? summary.data.children[0] : undefined;
    if (
      typeof child?.kind === 'string' &&
      typeof child?.first_id === 'number' &&
      typeof child?.last_id === 'number'
    )
      await check({
        req: plain(
          `/api/sitemap/${encodeURIComponent(child.kind)}?after=${child.first_id - 1}&through=${child.last_id}&limit=${SITEMAP_PAGE}`,
        ),
        schema: sitemapPage,
      });
    else skip(plain('/api/sitemap/{kind}'), 'needs a child from GET /api/sitemap');
  }

  async function readCalls(locale: Locale) {
    const get = (key: ApiKey) => requestOf(key);

    // The shell: every page's first calls.
    await check({ req: get(apiKeys.shopInfo(locale)), schema: envelope(shopInfo) });
    await check({ req: get(apiKeys.menus(locale)), schema: envelope(menus) });
    const tree = (await check({ req: get(apiKeys.categories(locale)), schema: envelope(categories) })).json;
    await check({ req: get(apiKeys.countries(locale)), schema: envelope(countries) });
    await check({ req: get(cartKeys.cart(locale)), schema: envelope(cart) });

    // A category from the tree: its detail and its path as the catch-all route resolves it.
    const top: Loose = Array.isArray(tree?.data) ? tree.data[0] : undefined;
    const categoryId = typeof top?.id === 'number' ? (top.id as number) : undefined;
    if (categoryId === undefined) {
      skip(get(apiKeys.category(0, locale)), 'needs a category from GET /api/categories');
    } else {
      await check({ req: get(apiKeys.category(categoryId, locale)), schema: envelope(categoryDetail) });
      if (typeof top.uri === 'string')
        await check({ req: get(apiKeys.resolve(top.uri, locale)), schema: envelope(resolved) });
    }

    // Home: best sellers, deals and the home content.
    await check({
      req: get(apiKeys.queryProducts(locale, { best_selling: true, per_page: 8 })),
      schema: queryProductsAnswer,
    });
    await check({
      req: get(apiKeys.queryProducts(locale, { deals: true, per_page: 4 })),
      schema: queryProductsAnswer,
    });
    await check({ req: get(apiKeys.pages(locale, { type_code: 'home', per_page: 1 })), schema: pageList });

    // Listing variants, as the listing page builds them from its URL state.
    const listing = (state: Partial<ListingState>, base: { category_id?: number; deals?: boolean }) =>
      get(
        apiKeys.queryProducts(locale, {
          ...listingPayload({ ...defaultListingState, ...state }, { gross: true }),
          ...base,
        }),
      );
    // Product cards of every listing answer, in order: the products checked below come from them.
    const cards: Loose[] = [];
    const collect = (json: Loose) => {
      if (Array.isArray(json?.products?.data)) cards.push(...json.products.data);
      return json;
    };
    if (categoryId === undefined) {
      skip(listing({}, { category_id: 0 }), 'needs a category from GET /api/categories');
    } else {
      const first = (
        await check({ req: listing({}, { category_id: categoryId }), schema: queryProductsAnswer })
      ).json;
      collect(first);
      // A subcategory's listing (its path resolved first, as the catch-all route does).
      const child: Loose = Array.isArray(top?.children) ? top.children[0] : undefined;
      if (typeof child?.id === 'number') {
        if (typeof child.uri === 'string')
          await check({ req: get(apiKeys.resolve(child.uri, locale)), schema: envelope(resolved) });
        const sub = (
          await check({ req: listing({}, { category_id: child.id }), schema: queryProductsAnswer })
        ).json;
        // its products come right after the first two of the top category's
        if (Array.isArray(sub?.products?.data)) cards.splice(2, 0, ...sub.products.data);
      }
      collect(
        (
          await check({
            req: listing({ sort: 'price_desc', page: 2 }, { category_id: categoryId }),
            schema: queryProductsAnswer,
          })
        ).json,
      );
      const brand = Array.isArray(first?.brands) ? first.brands[0]?.id : undefined;
      const max = typeof first?.max_price_gross === 'number' ? Math.ceil(first.max_price_gross) : 10_000;
      await check({
        req: listing(
          { brands: typeof brand === 'number' ? [brand] : [], price: { min: 0, max }, stock: true },
          { category_id: categoryId },
        ),
        schema: queryProductsAnswer,
      });
    }
    collect((await check({ req: listing({}, { deals: true }), schema: queryProductsAnswer })).json);

    // Search: the dropdown's two calls and the search page, for a word of a product's name.
    const name: unknown = cards[0]?.full_name;
    const term = typeof name === 'string' ? (name.split(/\s+/)[0] ?? 'koffie').toLowerCase() : 'koffie';
    await check({ req: get(apiKeys.searchCategories(locale, term)), schema: envelope(categories) });
    await check({ req: get(apiKeys.searchProducts(locale, term, 4)), schema: queryProductsAnswer });
    await check({ req: listing({ q: term }, {}), schema: queryProductsAnswer });

    // Products: the path resolved, then the product, its reviews, parts and options.
    const seen = new Set<number>();
    const withUri = cards.filter(
      (c) => typeof c?.uri === 'string' && typeof c?.id === 'number' && !seen.has(c.id) && seen.add(c.id),
    );
    if (!withUri.length) {
      skip(get(apiKeys.product('{slug}', locale)), 'needs a product card from the listing');
    }
    let optionsChecked = false;
    // The first product with everything it has; then on (a few at most) to one with options.
    for (const [i, card] of withUri.slice(0, PRODUCTS_TRIED).entries()) {
      const where = (await check({ req: get(apiKeys.resolve(card.uri, locale)), schema: envelope(resolved) }))
        .json;
      const slug: unknown = where?.data?.slug;
      if (typeof slug !== 'string') {
        skip(get(apiKeys.product('{slug}', locale)), `needs the slug of ${card.uri} from GET /api/resolve`);
        continue;
      }
      const answer = (await check({ req: get(apiKeys.product(slug, locale)), schema: envelope(product) }))
        .json;
      const p: Loose = answer?.data?.product;
      if (i === 0) {
        await check({ req: get(apiKeys.productReviews(card.id, locale)), schema: envelope(reviews) });
        if (answer?.data?.has_parts === true)
          await check({ req: get(apiKeys.productParts(card.id, locale)), schema: envelope(productCards) });
      }
      if (p?.has_attributes === true && typeof p.id === 'number') {
        await checkOptions(locale, p.id);
        optionsChecked = true;
      }
      if (optionsChecked) break;
    }
    if (withUri.length && !optionsChecked)
      skip(
        get(apiKeys.productAttributes(locale, { product_id: 0, attributes: {} })),
        `no product with options among the first ${PRODUCTS_TRIED} listed products`,
      );

    // Comparison of two listing products.
    const ids = withUri.slice(0, 2).map((c) => c.id as number);
    if (ids.length === 2)
      await check({ req: get(apiKeys.productComparison(locale, ids)), schema: envelope(comparison) });
    else skip(get(apiKeys.productComparison(locale, [])), 'needs two products from the listing');

    // Content: the FAQ's categories, one page.
    const faq = (await check({ req: get(contentKeys.faqCategories(locale)), schema: pageList })).json;
    const pageId: unknown = faq?.data?.[0]?.id;
    if (typeof pageId === 'number')
      await check({ req: get(apiKeys.page(pageId, locale)), schema: envelope(page) });
    else skip(get(apiKeys.page(0, locale)), 'needs a page from GET /api/pages');

    // Dealers: every dealer, the nearest to Utrecht, places.
    await check({ req: get(dealerKeys.all(locale)), schema: envelope(dealers) });
    await check({
      req: get(dealerKeys.nearest(locale, { lat: 52.0907, lng: 5.1214 })),
      schema: envelope(dealers),
      also: (json: Loose) =>
        Array.isArray(json?.data)
          ? json.data.flatMap((d: Loose, i: number) =>
              typeof d?.distance === 'number'
                ? []
                : [`data[${i}].distance: expected number, got ${shown(d?.distance)}`],
            )
          : [],
    });
    await check({ req: get(dealerKeys.places(locale, 'Utrecht')), schema: envelope(places) });

    // The checkout's methods.
    await check({
      req: get(checkoutKeys.shippingMethods(locale)),
      schema: envelope(yup.array(shippingMethod.required()).required()),
    });
    await check({
      req: get(checkoutKeys.paymentMethods(locale)),
      schema: envelope(yup.array(paymentMethod.required()).required()),
    });

    // A product that does not exist: the storefront shows its 404 page on a 404 (or 400) with the error shape.
    await check({
      req: get(apiKeys.product('conformance-no-such-product', locale)),
      status: [404, 400],
      schema: apiError,
    });
  }

  /** Chooses the first available value of each attribute in turn, then asks for the option. */
  async function checkOptions(locale: Locale, productId: number) {
    const selection: Record<string, number> = {};
    const ask = () =>
      requestOf(apiKeys.productAttributes(locale, { product_id: productId, attributes: { ...selection } }));
    let answer: Loose = (await check({ req: ask(), schema: productAttributesAnswer })).json;
    const attributes: Loose[] = Array.isArray(answer?.attributes) ? answer.attributes : [];
    for (const [i, a] of attributes.entries()) {
      const current: Loose = answer?.attributes?.find((x: Loose) => x?.id === a?.id);
      const value: Loose = Array.isArray(current?.values)
        ? current.values.find((v: Loose) => v?.available === true)
        : undefined;
      if (typeof a?.id !== 'number' || typeof value?.id !== 'number') return;
      selection[String(a.id)] = value.id;
      if (i < attributes.length - 1)
        answer = (await check({ req: ask(), schema: productAttributesAnswer })).json;
    }
    await check({
      req: requestOf(
        apiKeys.productOption(locale, { product_id: productId, attributes: selection, amount: 1 }),
      ),
      schema: envelope(productOption),
    });
  }

  // -------------------------------------------------------------------------------------------
  async function writeFlow(locale: Locale) {
    const get = (key: ApiKey, headers: Record<string, string> = {}) => ({ ...requestOf(key), headers });
    const email = options.email ?? '';
    const password = options.password ?? '';

    // A product in stock, from a listing with the stock filter.
    const listing = (
      await check({
        req: get(
          apiKeys.queryProducts(
            locale,
            listingPayload({ ...defaultListingState, stock: true }, { gross: true }),
          ),
        ),
        schema: queryProductsAnswer,
      })
    ).json;
    const card: Loose = (listing?.products?.data ?? []).find(
      (c: Loose) => typeof c?.po_id === 'number' && c?.in_stock === true,
    );
    const poId: number | undefined = card?.po_id;
    if (poId === undefined) {
      skip(change('POST', cartPaths.add, locale), 'needs a product in stock with a po_id from the listing');
      return;
    }

    // A guest's cart: the first change answers its cart token.
    let cartToken: string | undefined;
    await check({
      req: change('POST', cartPaths.add, locale, { po_id: poId, amount: 1 }),
      schema: envelope(cart),
      also: (_json, answer) => {
        cartToken = answer.headers.get('x-fz-cart-token') ?? undefined;
        return cartToken ? [] : ["header X-FZ-Cart-Token: expected the guest's new cart token, got missing"];
      },
    });
    const guest: Record<string, string> = cartToken ? { 'X-FZ-Cart-Token': cartToken } : {};
    const hasLine = (json: Loose, what: string) =>
      Array.isArray(json?.data?.items) && json.data.items.some((l: Loose) => l?.po_id === poId)
        ? []
        : [
            `data.items: expected ${what} (po_id ${poId}), got ${shown((json?.data?.items ?? []).map((l: Loose) => l?.po_id))}`,
          ];
    await check({
      req: get(cartKeys.cart(locale), guest),
      schema: envelope(cart),
      also: (json) => hasLine(json, 'the line just added'),
    });
    await check({
      req: { ...change('POST', cartPaths.set, locale, { po_id: poId, amount: 2 }), headers: guest },
      schema: envelope(cart),
    });
    await check({
      req: {
        ...change('PUT', cartPaths.discountCode, locale, { code: 'CONFORMANCE-NO-SUCH-CODE' }),
        headers: guest,
      },
      schema: envelope(discountCodeAnswer),
      also: (json: Loose) =>
        typeof json?.data?.error === 'string' && json.data.error !== ''
          ? []
          : [
              `data.error: expected the reason an unknown code is refused (text), got ${shown(json?.data?.error)}`,
            ],
    });

    // Login with the test account: the guest's cart merges into the customer's.
    const loginReq = { ...requestOf(accountKeys.login(locale, { email, password })), headers: guest };
    const login = (await check({ req: loginReq, schema: loginAnswer })).json;
    const token: unknown = login?.token;
    if (typeof token !== 'string' || !token) {
      skip(get(apiKeys.customerMe(locale)), 'needs a token from the login (check --email and --password)');
      return;
    }
    const auth = { Authorization: `Bearer ${token}` };
    await check({ req: get(apiKeys.customerMe(locale), auth), schema: envelope(me) });
    await check({
      req: get(cartKeys.cart(locale), auth),
      schema: envelope(cart),
      also: (json) => hasLine(json, "the guest's line merged into the customer's cart"),
    });

    // The checkout: methods, addresses and choices kept on the cart.
    const shipping = (
      await check({
        req: get(checkoutKeys.shippingMethods(locale), auth),
        schema: envelope(yup.array(shippingMethod.required()).required()),
      })
    ).json;
    const payment = (
      await check({
        req: get(checkoutKeys.paymentMethods(locale), auth),
        schema: envelope(yup.array(paymentMethod.required()).required()),
      })
    ).json;
    const method: Loose = (shipping?.data ?? []).find((m: Loose) => m?.needs_pickup_point === false);
    const pay: Loose = (payment?.data ?? [])[0];
    await check({
      req: {
        ...change('PUT', cartPaths.addressData, locale, { invoice: TEST_ADDRESS, delivery: null }),
        headers: auth,
      },
      schema: envelope(cart),
    });
    if (typeof method?.id !== 'number' || typeof pay?.id !== 'string') {
      skip(
        change('PUT', checkoutPaths.choices, locale),
        'needs a shipping method without pickup point and a payment method',
      );
      return;
    }
    const chosen = (
      await check({
        req: {
          ...change('PUT', checkoutPaths.choices, locale, {
            shipping_method_id: method.id,
            payment_method: pay.id,
          }),
          headers: auth,
        },
        schema: envelope(cart),
      })
    ).json;
    const total: unknown = chosen?.data?.total?.to_pay_gross;
    if (typeof total !== 'number') {
      skip(change('POST', checkoutPaths.placeOrder, locale), 'needs the cart total (total.to_pay_gross)');
      return;
    }

    // Placing the order, once and again with the same Idempotency-Key (a double click): one order.
    const payload = {
      invoice: TEST_ADDRESS,
      delivery: null,
      shipping_method_id: method.id,
      payment_method: pay.id,
      pickup_point_id: null,
      remarks: 'conformance kit test order',
      expected_total_gross: total,
      terms_accepted: true,
    };
    const key = `conformance-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
    const place = {
      ...change('POST', checkoutPaths.placeOrder, locale, payload),
      headers: { ...auth, 'Idempotency-Key': key },
    };
    const placed = (
      await check({
        req: place,
        status: 201,
        schema: envelope(placedOrder),
        also: (json: Loose) => {
          const url: unknown = json?.data?.redirect_url;
          return typeof url === 'string' && /^https?:\/\//.test(url)
            ? []
            : [`data.redirect_url: expected an absolute http(s) URL (the payment page), got ${shown(url)}`];
        },
      })
    ).json;
    const orderId: unknown = placed?.data?.order?.id;
    if (typeof orderId === 'number')
      await check({
        req: place,
        status: [200, 201],
        schema: envelope(placedOrder),
        also: (json: Loose) =>
          json?.data?.order?.id === orderId
            ? []
            : [
                `data.order.id: expected ${orderId} (the same order: same Idempotency-Key and body), got ${shown(json?.data?.order?.id)}`,
              ],
      });

    // The payment redirect page: the order behind its token (when the redirect names it), and an unknown token.
    const redirect: unknown = placed?.data?.redirect_url;
    let orderToken: string | null = null;
    try {
      if (typeof redirect === 'string') orderToken = new URL(redirect).searchParams.get(ORDER_TOKEN_PARAM);
    } catch {
      orderToken = null;
    }
    if (orderToken)
      await check({ req: get(checkoutKeys.order(locale, orderToken)), schema: envelope(orderStatus) });
    await check({
      req: get(checkoutKeys.order(locale, 'conformance-no-such-order-token')),
      status: [404, 400],
      schema: apiError,
    });
    await check({
      req: get(cartKeys.cart(locale), auth),
      schema: envelope(cart),
      also: (json: Loose) =>
        Array.isArray(json?.data?.items) && json.data.items.length > 0
          ? [
              `data.items: expected an empty cart after placing the order, got ${json.data.items.length} lines`,
            ]
          : [],
    });
    await check({ req: { ...requestOf(accountKeys.logout(locale)), headers: auth } });
  }
}
