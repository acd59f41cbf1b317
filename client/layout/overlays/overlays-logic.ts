/**
 * The small overlays' arithmetic and rules, free of the DOM so they can be unit-tested
 * (decision 025): when the scroll-to-top button shows, how the loading bar advances, which
 * finished requests count as a navigation's loads and when a navigation has rendered.
 */

/** Spec 1: the button shows once the page is scrolled beyond the viewport's height minus 200 px. */
export const SCROLL_TOP_OFFSET = 200;

export function isScrollTopVisible(scrollY: number, innerHeight: number): boolean {
  return scrollY > Math.max(innerHeight - SCROLL_TOP_OFFSET, 0);
}

/** What a navigation has been seen loading so far. */
export interface NavigationLoads {
  /** the route's code or texts (a page chunk, a dictionary section): its async data load */
  asyncData: boolean;
  /** a call to the shop API */
  fetch: boolean;
}

/** Spec 9: a load moves the bar 30 when the navigation has both kinds, otherwise 45. */
export function progressIncrement(loads: NavigationLoads): 30 | 45 {
  return loads.asyncData && loads.fetch ? 30 : 45;
}

/** Where the bar starts, how far loads and the trickle may take it before the page has rendered. */
export const PROGRESS_START = 10;
export const PROGRESS_LOAD_CAP = 90;
export const PROGRESS_TRICKLE_CAP = 80;

/** The bar after `by` more, never beyond `cap` (100 is only reached when the page has rendered). */
export function advance(percent: number, by: number, cap = PROGRESS_LOAD_CAP): number {
  if (percent >= cap) return percent;
  return Math.min(cap, percent + by);
}

/** A navigation's bar: where it is, which kinds of load it has seen and which have moved it. */
export interface NavigationProgress {
  percent: number;
  loads: NavigationLoads;
  counted: NavigationLoads;
}

export const startProgress = (): NavigationProgress => ({
  percent: PROGRESS_START,
  loads: { asyncData: false, fetch: false },
  counted: { asyncData: false, fetch: false },
});

/**
 * A finished load of the navigation. As Nuxt's bar does per hook, each kind moves the bar once, when
 * its first load finishes: by 30 when the navigation has shown both kinds by then, otherwise 45
 * (a page with code and data to load: 10 → 55 → 85; with only data: 10 → 55). More loads of a kind
 * already counted leave the bar to the trickle.
 */
export function recordLoad(progress: NavigationProgress, kind: keyof NavigationLoads): NavigationProgress {
  const loads = { ...progress.loads, [kind]: true };
  if (progress.counted[kind]) return { ...progress, loads };
  return {
    percent: advance(progress.percent, progressIncrement(loads)),
    loads,
    counted: { ...progress.counted, [kind]: true },
  };
}

/**
 * Which kind of load a finished resource is (a PerformanceResourceTiming's name and initiator),
 * or null when it is not one of the navigation's loads (images, fonts, other origins).
 */
export function loadKindOf(
  name: string,
  initiatorType: string,
  origin: string,
): keyof NavigationLoads | null {
  let url: URL;
  try {
    url = new URL(name);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith('/api/media/')) return null;
  if (url.pathname.startsWith('/api/') && (initiatorType === 'fetch' || initiatorType === 'xmlhttprequest'))
    return 'fetch';
  if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) return 'asyncData';
  return null;
}

/** What the loading bar watches of the page's main element since the navigation started. */
export interface RenderSignals {
  /** the path (without the search) before the navigation */
  fromPath: string;
  /** the path now */
  path: string;
  /** whether the location (path or search) differs from where the navigation started */
  moved: boolean;
  /** the route's content was replaced: a child of <main> came or went (another path remounts the route) */
  mainReplaced: boolean;
  /** anything inside <main> changed (the same path with another search re-renders in place) */
  mainChanged: boolean;
  /** the route's Suspense fallback (`.page-loading`) is showing */
  fallbackShown: boolean;
  /** something in <main> still says it is loading (`aria-busy="true"`: skeletons, spinners) */
  busy: boolean;
}

/**
 * Whether the navigation's page has rendered with its data: the bar can finish. The page's own
 * loading states (a skeleton while its products load) count as still loading.
 */
export function hasRendered(s: RenderSignals): boolean {
  if (!s.moved || s.fallbackShown || s.busy) return false;
  return s.path !== s.fromPath ? s.mainReplaced : s.mainReplaced || s.mainChanged;
}
