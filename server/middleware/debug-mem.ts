/**
 * `GET /__debug/mem` for the load and soak bench only (`LOAD_TEST=1`, from the loopback address):
 * a full garbage collection (not with `?reset=1`), then the heap, RSS, open file descriptors, sockets
 * (visitors' and the API pool's), active handles by type and
 * the event-loop delay since the last `?reset=1`. Never mounted otherwise (the route then is an
 * ordinary 404 page).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { RequestHandler } from 'express';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * This process's TCP connections by side (Linux /proc): accepted on our port (visitors), or other
 * (the keep-alive pool to the API: bounded by the agent, idle ones stay until the API closes them).
 */
function socketsBySide(serverPort: number): { clientSockets: number; otherSockets: number } {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync('/proc/self/fd')) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
        if (m) inodes.add(m[1]!);
      } catch {}
    }
  } catch {
    return { clientSockets: -1, otherSockets: -1 };
  }
  let clientSockets = 0;
  let otherSockets = 0;
  for (const file of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || !inodes.has(cols[9]!) || cols[3] === '0A') continue; // 0A: LISTEN
      if (Number.parseInt(cols[1]!.split(':')[1]!, 16) === serverPort) clientSockets++;
      else otherSockets++;
    }
  }
  return { clientSockets, otherSockets };
}

export function debugMem(env: NodeJS.ProcessEnv = process.env): RequestHandler | null {
  if (env.LOAD_TEST !== '1') return null;
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  return (req, res, next) => {
    if (req.path !== '/__debug/mem') return next();
    if (!loopback.has(req.socket.remoteAddress ?? '')) return next();
    // A reset starts a measurement: no collection then, its pause would be the first sample.
    if (req.query.reset !== '1') {
      gc();
      gc();
    }
    const resources: Record<string, number> = {};
    for (const type of process.getActiveResourcesInfo()) resources[type] = (resources[type] ?? 0) + 1;
    let fds = -1;
    try {
      fds = readdirSync('/proc/self/fd').length;
    } catch {}
    const { clientSockets, otherSockets } = socketsBySide(req.socket.localPort ?? 0);
    const memory = process.memoryUsage();
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const body = {
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      rss: memory.rss,
      spaces: Object.fromEntries(
        getHeapSpaceStatistics().map((s) => [s.space_name, [s.space_size, s.space_used_size]]),
      ),
      fds,
      clientSockets,
      upstreamSockets: otherSockets,
      resources,
      eventLoop: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    };
    if (req.query.reset === '1') delay.reset();
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
}
