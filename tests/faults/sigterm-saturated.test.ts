/**
 * SIGTERM at saturation (issue 37, item 9; decision 075): the built storefront as its own process,
 * without a pre-stop delay (PRE_STOP_DELAY_MS 0, the default) and rendering every page (the page
 * cache off: cache hits saturate this test's own client before the storefront), kept busy by 96
 * visitors asking pages back to back (64 on keep-alive connections, 32 on a new connection per
 * request), then SIGTERM. Every request written on its socket at least 100 ms before the signal
 * gets its whole answer: none reset, none cut short. (Found: Node accepts one connection per turn of a busy event loop, so dozens wait in
 * the listen backlog, and closing the listener reset them; a connection accepted late was closed
 * as idle before the busy loop had read its request. The outside review saw 16–27 of about 490.)
 * Bounded: 96 connections on loopback, at most about 40 s. No durations are asserted.
 */
import { expect, it } from 'vitest';
import { builtStorefrontForThisFile } from './storefront-process.ts';
import { askEachOnce, failures, startVisitors, writtenBefore } from './visitors.ts';

/** Visitors on keep-alive connections, and visitors opening a connection per request. */
const KEEP_ALIVE_VISITORS = 64;
const NEW_CONNECTION_VISITORS = 32;
const VISITORS = KEEP_ALIVE_VISITORS + NEW_CONNECTION_VISITORS;
/** Requests written at least this long before the signal must all be answered. */
const MARGIN_MS = 100;

const storefront = builtStorefrontForThisFile('sigterm-saturated');

/** A whole answer: a document to its end, whatever the status (a 504 from a starved test API is not the drain's doing). */
const whole = (_status: number, body: string) => body.includes('</html>') || body.includes('"status"');

it('answers every request written 100 ms before SIGTERM at saturation: none reset', async () => {
  const shop = await storefront.start({
    // No pre-stop delay, as in the outside review (the default); every request renders.
    PRE_STOP_DELAY_MS: '0',
    PAGE_CACHE: 'off',
  });
  const { base, child } = shop;

  const urls = ['/', '/espressomachines', '/en', '/koffiemolens', '/healthz'].map((p) => `${base}${p}`);
  // Each page once, so that the load is the storefront's renders (its data cache warm), not the test API's.
  await askEachOnce(urls, { whole });
  const visitors = startVisitors(urls, {
    count: VISITORS,
    keepAlive: KEEP_ALIVE_VISITORS,
    pauseAfterFailureMs: 20,
    whole,
  });
  const { outcomes } = visitors;
  // Long enough for the process to be saturated, with connections queued in its listen backlog.
  await new Promise((r) => setTimeout(r, 4000));
  const signalAt = performance.now();
  child.kill('SIGTERM');
  const timeout = setTimeout(() => void visitors.stop(), 30_000);
  const code = await shop.exited;
  clearTimeout(timeout);
  await visitors.stop();

  const before = writtenBefore(outcomes, signalAt, MARGIN_MS);
  const failed = failures(before, signalAt);
  const around = outcomes.filter((o) => o.writtenAt !== undefined && Math.abs(o.writtenAt - signalAt) < 1000);
  console.info(
    `sigterm at saturation: ${outcomes.length} requests, ${before.length} written ${MARGIN_MS} ms or more before the signal, ${failed.length} of them failed; ${around.filter((o) => !o.ok).length} of ${around.length} within 1 s of the signal failed; ${outcomes.filter((o) => o.ok && !o.detail.startsWith('200')).length} whole answers not 200`,
  );
  expect(failed, `requests written ${MARGIN_MS} ms or more before SIGTERM that failed`).toEqual([]);
  expect(before.length, 'requests written before the signal').toBeGreaterThanOrEqual(VISITORS);
  expect(code, shop.output()).toBe(0);
}, 120_000);
