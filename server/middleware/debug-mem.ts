/**
 * `GET /__debug/mem` for the load and soak bench only (`LOAD_TEST=1`, from the loopback address):
 * a full garbage collection, then the heap, RSS, open file descriptors, active handles by type and
 * the event-loop delay since the last `?reset=1`. Never mounted otherwise (the route then is an
 * ordinary 404 page).
 */
import { readdirSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { RequestHandler } from 'express';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function debugMem(env: NodeJS.ProcessEnv = process.env): RequestHandler | null {
  if (env.LOAD_TEST !== '1') return null;
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  return (req, res, next) => {
    if (req.path !== '/__debug/mem') return next();
    if (!loopback.has(req.socket.remoteAddress ?? '')) return next();
    gc();
    gc();
    const resources: Record<string, number> = {};
    for (const type of process.getActiveResourcesInfo()) resources[type] = (resources[type] ?? 0) + 1;
    let fds = -1;
    try {
      fds = readdirSync('/proc/self/fd').length;
    } catch {}
    const memory = process.memoryUsage();
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const body = {
      heapUsed: memory.heapUsed,
      rss: memory.rss,
      fds,
      resources,
      eventLoop: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    };
    if (req.query.reset === '1') delay.reset();
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
}
