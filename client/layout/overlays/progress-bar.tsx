/**
 * The loading bar (spec 2, 9): 3 px at the top of the window while a client-side navigation loads.
 * It needs no code in the first load (decision 025):
 * - start: a capturing click listener with the navigation interceptor's own `shouldIntercept` (a
 *   click the interceptor will turn into a client navigation), and `popstate` (back, forward);
 * - progress: the first finished load of each kind moves the bar (as Nuxt's per hook) by 30 when
 *   the navigation has both an async data load (a script chunk: the page's code or texts) and a
 *   fetch (a shop API call), else 45 (overlays-logic.ts `recordLoad`); finished loads are seen by a
 *   PerformanceObserver of resource timings; a slow trickle (2 every 300 ms, up to 80) keeps the bar
 *   moving while a load takes long;
 * - end: the route has rendered with its data: React Router commits the new route (a transition:
 *   the old page stays until the new one is ready), which replaces the content of <main> (or, for
 *   the same path with another search, changes it), and nothing in <main> shows a loading state
 *   any more (no Suspense fallback, no `aria-busy="true"` skeleton or spinner; a MutationObserver).
 * A navigation that finishes within 150 ms never shows the bar; one that never moves the location
 * (1 s) or never renders (15 s) is dropped.
 */
import { use, useEffect, useState } from 'react';
import { loadSection } from '../../../shared/i18n/index.ts';
import { shouldIntercept } from '../../components/navigation-interceptor.tsx';
import { useApp } from '../../lib/app-context.tsx';
import {
  advance,
  hasRendered,
  loadKindOf,
  type NavigationProgress,
  PROGRESS_TRICKLE_CAP,
  recordLoad,
  startProgress,
} from './overlays-logic.ts';

const texts = loadSection('overlays');

/** Show the bar only for navigations slower than this. */
const SHOW_AFTER_MS = 150;
const TRICKLE_EVERY_MS = 300;
const TRICKLE_BY = 2;
const NO_MOVE_MS = 1000;
const GIVE_UP_MS = 15_000;
const FADE_MS = 300;

interface BarState {
  percent: number;
  visible: boolean;
}

const here = () => `${window.location.pathname}${window.location.search}`;

export default function ProgressBar() {
  use(texts);
  const { t } = useApp();
  const [bar, setBar] = useState<BarState>({ percent: 0, visible: false });

  useEffect(() => {
    let nav: {
      startedAt: number;
      from: string;
      fromPath: string;
      progress: NavigationProgress;
      shown: boolean;
      mainReplaced: boolean;
      mainChanged: boolean;
      timers: number[];
    } | null = null;
    let fadeTimer = 0;
    /** Where the visitor was when no navigation ran: popstate has already moved the location. */
    let settled = here();

    const show = () => {
      if (!nav) return;
      nav.shown = true;
      window.clearTimeout(fadeTimer);
      setBar({ percent: nav.progress.percent, visible: true });
    };
    const update = (progress: NavigationProgress) => {
      if (!nav) return;
      nav.progress = progress;
      if (nav.shown) setBar({ percent: progress.percent, visible: true });
    };
    const stop = (rendered: boolean) => {
      if (!nav) return;
      for (const id of nav.timers) {
        window.clearTimeout(id);
        window.clearInterval(id);
      }
      const wasShown = nav.shown;
      nav = null;
      settled = here();
      if (!wasShown) return;
      if (rendered) setBar({ percent: 100, visible: true });
      window.clearTimeout(fadeTimer);
      fadeTimer = window.setTimeout(() => setBar({ percent: 0, visible: false }), rendered ? FADE_MS : 0);
    };
    const main = () => document.getElementById('main');
    const check = () => {
      if (!nav) return;
      const rendered = hasRendered({
        fromPath: nav.fromPath,
        path: window.location.pathname,
        moved: here() !== nav.from,
        mainReplaced: nav.mainReplaced,
        mainChanged: nav.mainChanged,
        fallbackShown: Boolean(main()?.querySelector(':scope > .page-loading')),
        busy: Boolean(main()?.querySelector('[aria-busy="true"]')),
      });
      if (rendered) stop(true);
    };
    const start = (from: string) => {
      if (nav) stop(false);
      const fromPath = from.split('?')[0] ?? '/';
      nav = {
        startedAt: performance.now(),
        from,
        fromPath,
        progress: startProgress(),
        shown: false,
        mainReplaced: false,
        mainChanged: false,
        timers: [],
      };
      nav.timers.push(
        window.setTimeout(show, SHOW_AFTER_MS),
        window.setInterval(() => {
          if (!nav) return;
          update({
            ...nav.progress,
            percent: advance(nav.progress.percent, TRICKLE_BY, PROGRESS_TRICKLE_CAP),
          });
        }, TRICKLE_EVERY_MS),
        window.setTimeout(() => nav && here() === nav.from && stop(false), NO_MOVE_MS),
        window.setTimeout(() => stop(false), GIVE_UP_MS),
      );
    };

    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || !shouldIntercept(event, anchor, window.location.origin)) return;
      const url = new URL(anchor.href);
      // The same page (or an in-page anchor) is no navigation.
      if (`${url.pathname}${url.search}` === here()) return;
      start(here());
    };
    const onPopState = () => {
      if (here() !== settled) start(settled);
    };

    const mutations = new MutationObserver((records) => {
      if (!nav) {
        // A navigation the bar did not see start (a form, code): remember where the visitor is now.
        settled = here();
        return;
      }
      const root = main();
      for (const record of records) {
        if (record.type === 'childList' && record.target === root) nav.mainReplaced = true;
        else nav.mainChanged = true;
      }
      check();
    });
    const observeMain = () => {
      const root = main();
      if (root)
        mutations.observe(root, {
          childList: true,
          subtree: true,
          characterData: true,
          attributeFilter: ['aria-busy'],
        });
    };
    observeMain();

    let resources: PerformanceObserver | undefined;
    if (typeof PerformanceObserver !== 'undefined') {
      resources = new PerformanceObserver((list) => {
        if (!nav) return;
        for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
          if (entry.startTime < nav.startedAt) continue;
          const kind = loadKindOf(entry.name, entry.initiatorType, window.location.origin);
          if (kind) update(recordLoad(nav.progress, kind));
        }
      });
      try {
        resources.observe({ type: 'resource' });
      } catch {
        resources = undefined;
      }
    }

    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      stop(false);
      window.clearTimeout(fadeTimer);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      mutations.disconnect();
      resources?.disconnect();
    };
  }, []);

  return (
    <div
      className={`progress-bar${bar.visible ? ' is-active' : ''}`}
      role="progressbar"
      aria-label={t('overlays.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(bar.percent)}
      aria-hidden={!bar.visible}
      hidden={!bar.visible}
      data-testid="progress-bar"
    >
      <div className="progress-bar-fill" style={{ transform: `scaleX(${bar.percent / 100})` }} />
    </div>
  );
}
