/**
 * Google Analytics 4 (spec 3, 4, 7), started only once the visitor chose `all`: injects gtag.js
 * (`https://www.googletagmanager.com/gtag/js?id=…`) with the page's CSP nonce, configures the shop's
 * measurement id (shop info `ga4.value`) and hands client/lib/analytics.ts a sender, which flushes
 * the queued events as gtag events and sends later ones at once. Before that nothing is loaded,
 * sent or stored: no script, no dataLayer, no cookie.
 *
 * Stopping (the visitor changes `all` to `functional`): GA's own opt-out flag
 * (`window['ga-disable-<id>'] = true`) makes the loaded gtag.js send nothing more, our sender drops
 * further events, and the `_ga` cookies are removed. The script itself stays in memory until the
 * next page load (a script cannot be unloaded).
 */
import { enableAnalytics } from '../../lib/analytics.ts';

/** A GA4 measurement id: `G-` and letters or digits. Anything else is not loaded. */
export const GA4_ID = /^G-[A-Z0-9]{4,20}$/;

/**
 * Ids that have the form but measure nothing (decision 092): the demo shop's seeded `G-DEMO12345`
 * and the like (DEMO, TEST, EXAMPLE, PLACEHOLDER in it), and the documentation's `G-XXXXXXXXXX` /
 * `G-0000000000` (one character repeated). Google hands out random ids; none of these is one a shop
 * was given, so loading gtag.js for them would send visitors' data to Google for nothing.
 */
const PLACEHOLDER = /DEMO|TEST|EXAMPLE|PLACEHOLDER|^G-(.)\1*$/;

/**
 * The shop's measurement id when it is one Google can have issued, else null: empty, not of the
 * form `G-` + 4–20 capitals or digits, or a placeholder. Only then does analytics load at all.
 */
export function measurementId(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !GA4_ID.test(value) || PLACEHOLDER.test(value)) return null;
  return value;
}
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
/** The parts of window gtag uses. */
export interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  [flag: `ga-disable-${string}`]: boolean | undefined;
}
/** The parts of document the loader uses. */
export interface AnalyticsDocument {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { append(node: HTMLScriptElement): void };
  cookie: string;
  location: { hostname: string };
}

let active: string | null = null;
const loaded = new Set<string>();

/**
 * Loads GA4 for `id` once and starts sending (again). False (nothing loaded) for an id that is not
 * a GA4 measurement id or is a placeholder (`measurementId`): the shop's data is not trusted to put
 * just anything in a script URL, and the demo's id must not send anything to Google.
 */
export function startAnalytics(
  id: string,
  nonce: string,
  win: AnalyticsWindow = window as unknown as AnalyticsWindow,
  doc: AnalyticsDocument = document,
): boolean {
  if (measurementId(id) === null) return false;
  win[`ga-disable-${id}`] = false;
  if (!loaded.has(id)) {
    loaded.add(id);
    win.dataLayer ??= [];
    const dataLayer = win.dataLayer;
    // gtag.js reads `arguments` objects from the dataLayer (Google's snippet, as a function).
    win.gtag ??= function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
      dataLayer.push(arguments);
    };
    const gtag = win.gtag;
    // Analytics only: no advertising storage or signals (the consent is for analytics).
    gtag('consent', 'default', {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    gtag('js', new Date());
    gtag('config', id, { allow_google_signals: false, allow_ad_personalization_signals: false });
    const script = doc.createElement('script');
    script.async = true;
    script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
    if (nonce) script.nonce = nonce;
    doc.head.append(script);
  }
  active = id;
  enableAnalytics((event) => {
    if (active === id) win.gtag?.('event', event.name, event.params);
  });
  return true;
}

/** Stops sending (consent back to `functional`) and removes GA's cookies. */
export function stopAnalytics(
  win: AnalyticsWindow = window as unknown as AnalyticsWindow,
  doc: AnalyticsDocument = document,
): void {
  if (active === null) return;
  win[`ga-disable-${active}`] = true;
  active = null;
  expireAnalyticsCookies(doc);
}

/** GA4's first-party cookies (`_ga`, `_ga_<container>`, and the older `_gid`, `_gat`). */
export const isAnalyticsCookie = (name: string) => /^_g(a|a_.+|id|at.*)$/.test(name);

/** Expires GA's cookies on this host and each parent domain (GA sets them on the widest one). */
export function expireAnalyticsCookies(doc: AnalyticsDocument): void {
  const names = doc.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim() ?? '')
    .filter(isAnalyticsCookie);
  const labels = doc.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const name of names) for (const domain of domains) doc.cookie = `${name}=; max-age=0; path=/${domain}`;
}
