import { describe, expect, it } from 'vitest';
import {
  advance,
  hasRendered,
  isScrollTopVisible,
  loadKindOf,
  PROGRESS_LOAD_CAP,
  PROGRESS_START,
  PROGRESS_TRICKLE_CAP,
  progressIncrement,
  type RenderSignals,
  recordLoad,
  startProgress,
} from './overlays-logic.ts';

describe('the scroll-to-top threshold (viewport height minus 200 px)', () => {
  it('shows the button only beyond innerHeight - 200', () => {
    expect(isScrollTopVisible(0, 900)).toBe(false);
    expect(isScrollTopVisible(700, 900)).toBe(false);
    expect(isScrollTopVisible(701, 900)).toBe(true);
    expect(isScrollTopVisible(5000, 900)).toBe(true);
    expect(isScrollTopVisible(399, 600)).toBe(false);
    expect(isScrollTopVisible(401, 600)).toBe(true);
  });
  it('never shows it at the very top, even in a viewport lower than 200 px', () => {
    expect(isScrollTopVisible(0, 150)).toBe(false);
    expect(isScrollTopVisible(1, 150)).toBe(true);
  });
});

describe('the loading bar increments (spec 9)', () => {
  it('are 30 when the navigation has both an async data load and a fetch, otherwise 45', () => {
    expect(progressIncrement({ asyncData: true, fetch: true })).toBe(30);
    expect(progressIncrement({ asyncData: true, fetch: false })).toBe(45);
    expect(progressIncrement({ asyncData: false, fetch: true })).toBe(45);
    expect(progressIncrement({ asyncData: false, fetch: false })).toBe(45);
  });
  it('advance by the increment and stop short of 100 until the page has rendered', () => {
    expect(advance(PROGRESS_START, 45)).toBe(55);
    expect(advance(55, 45)).toBe(PROGRESS_LOAD_CAP);
    expect(advance(PROGRESS_START, 30)).toBe(40);
    expect(advance(advance(advance(PROGRESS_START, 30), 30), 30)).toBe(PROGRESS_LOAD_CAP);
    // The trickle has a lower cap, and never takes back what loads gave.
    expect(advance(79, 2, PROGRESS_TRICKLE_CAP)).toBe(80);
    expect(advance(85, 2, PROGRESS_TRICKLE_CAP)).toBe(85);
  });
});

describe('a navigation’s loads moving the bar', () => {
  it('move it once per kind: 45 for the first kind, then 30 once the navigation has both', () => {
    let p = startProgress();
    expect(p.percent).toBe(10);
    p = recordLoad(p, 'asyncData');
    expect(p.percent).toBe(55);
    p = recordLoad(p, 'asyncData'); // another chunk: the trickle's job
    expect(p.percent).toBe(55);
    p = recordLoad(p, 'fetch');
    expect(p.percent).toBe(85);
    p = recordLoad(p, 'fetch');
    expect(p.percent).toBe(85);
    expect(p.loads).toEqual({ asyncData: true, fetch: true });
  });
  it('with only fetches, move it 45 once', () => {
    let p = recordLoad(startProgress(), 'fetch');
    p = recordLoad(p, 'fetch');
    expect(p.percent).toBe(55);
    expect(p.loads).toEqual({ asyncData: false, fetch: true });
  });
  it('when both kinds have been seen before the first counts, use 30 for each', () => {
    const p = recordLoad(
      {
        ...startProgress(),
        loads: { asyncData: true, fetch: true },
        counted: { asyncData: false, fetch: false },
      },
      'fetch',
    );
    expect(p.percent).toBe(40);
  });
});

describe('which finished requests are a navigation’s loads', () => {
  const origin = 'https://shop.example';
  it('counts shop API calls as fetches and script chunks as async data loads', () => {
    expect(loadKindOf(`${origin}/api/queryProducts?lang=nl`, 'fetch', origin)).toBe('fetch');
    expect(loadKindOf(`${origin}/api/shopInfo?lang=en`, 'xmlhttprequest', origin)).toBe('fetch');
    expect(loadKindOf(`${origin}/assets/chunks/category-page-ABCD1234.js`, 'script', origin)).toBe(
      'asyncData',
    );
    expect(loadKindOf(`${origin}/assets/chunks/lazy-listing-nl-ABCD1234.js`, 'other', origin)).toBe(
      'asyncData',
    );
  });
  it('ignores images, stylesheets, media from the API and other origins', () => {
    expect(loadKindOf(`${origin}/api/media/products/1/0.svg`, 'img', origin)).toBeNull();
    expect(loadKindOf(`${origin}/api/media/products/1/0.svg`, 'fetch', origin)).toBeNull();
    expect(loadKindOf(`${origin}/assets/main-ABCD1234.css`, 'link', origin)).toBeNull();
    expect(loadKindOf('https://elsewhere.example/api/x', 'fetch', origin)).toBeNull();
    expect(loadKindOf('not a url', 'fetch', origin)).toBeNull();
  });
});

describe('when a navigation has rendered', () => {
  const base: RenderSignals = {
    fromPath: '/koffiemachines',
    path: '/koffiebonen',
    moved: true,
    mainReplaced: false,
    mainChanged: false,
    fallbackShown: false,
    busy: false,
  };
  it('to another path: once the route’s content in <main> was replaced and no fallback shows', () => {
    expect(hasRendered(base)).toBe(false);
    expect(hasRendered({ ...base, mainChanged: true })).toBe(false);
    expect(hasRendered({ ...base, mainReplaced: true })).toBe(true);
    expect(hasRendered({ ...base, mainReplaced: true, fallbackShown: true })).toBe(false);
  });
  it('not while the new page still shows a loading state (its data is on the way)', () => {
    expect(hasRendered({ ...base, mainReplaced: true, busy: true })).toBe(false);
    expect(hasRendered({ ...base, path: base.fromPath, mainChanged: true, busy: true })).toBe(false);
  });
  it('to the same path with another search: once anything in <main> changed', () => {
    const same = { ...base, path: base.fromPath };
    expect(hasRendered(same)).toBe(false);
    expect(hasRendered({ ...same, mainChanged: true })).toBe(true);
  });
  it('never before the location has moved', () => {
    expect(hasRendered({ ...base, moved: false, mainReplaced: true, mainChanged: true })).toBe(false);
  });
});
