/**
 * Development only (mounted when NODE_ENV=development): GET /__dev/reload is an event stream whose
 * message is the id of the build this process serves, and which stays open. The browser's
 * development build (client/dev-reload.ts) reloads the page when it hears another id.
 * The dev loop (scripts/dev.mjs, decision 086) decides when that is: it starts the storefront with
 * the id the open pages already have (DEV_BUILD_ID), so a restart alone reloads nothing, and once
 * every bundle of a save is built and served it sends `{ reload: id }` over the process's IPC
 * channel: every open stream, and every stream that connects later, gets the new id. Without the
 * loop (no channel), each process names a build of its own, so a restart reloads the pages.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { DEV_RELOAD_PATH } from '../../client/dev-reload.ts';

/** The dev loop, as this process hears it. */
export interface DevLoop {
  /** where the loop's `{ reload: id }` messages arrive */
  on(event: 'message', listener: (message: unknown) => void): unknown;
  /** the id of the build the open pages show (DEV_BUILD_ID) */
  buildId?: string;
  /** tells the loop that this process hears it (and may be told to reload) */
  ready?(): void;
}

/** The dev loop's IPC channel, when it started this process with one and said so (DEV_RELOAD=ipc). */
function devLoopChannel(): DevLoop | undefined {
  if (process.env.DEV_RELOAD !== 'ipc' || !process.send) return undefined;
  // The channel must not keep a stopping storefront alive; if the loop goes away, so does this process.
  process.channel?.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  return {
    on: (event, listener) => process.on(event, listener),
    buildId: process.env.DEV_BUILD_ID || undefined,
    ready: () => process.send?.('ready'),
  };
}

export function devReload(loop: DevLoop | undefined = devLoopChannel()): RequestHandler {
  let buildId = loop?.buildId ?? randomUUID();
  const open = new Set<ServerResponse>();
  loop?.on('message', (message) => {
    const id = (message as { reload?: unknown } | null)?.reload;
    if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return;
    buildId = id;
    for (const res of open) res.write(`data: ${buildId}\n\n`);
  });
  loop?.ready?.();
  return (req, res, next) => {
    if (req.path !== DEV_RELOAD_PATH) return next();
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    // retry: how soon the browser tries again while the restarted process is not listening yet.
    res.write(`retry: 100\ndata: ${buildId}\n\n`);
    open.add(res);
    res.once('close', () => open.delete(res));
  };
}
