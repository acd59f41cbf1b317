/**
 * Development only (mounted when NODE_ENV=development): GET /__dev/reload is an event stream whose
 * message is the id of the build this process serves, and which stays open. The browser's
 * development build (client/dev-reload.ts) reloads the page when it hears another id: after the dev
 * loop (scripts/dev.mjs) restarted the storefront (the reconnected stream names a new process), or
 * when the loop tells this process, over its IPC channel, that a new browser build is on disk
 * (`reload`: every open stream gets a new id at once, decision 086).
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { DEV_RELOAD_PATH } from '../../client/dev-reload.ts';

/** Where the dev loop's `reload` messages come from: this process's IPC channel (a child of scripts/dev.mjs). */
export interface ReloadSource {
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

/** The dev loop's channel, when it started this process with one and said so (DEV_RELOAD=ipc). */
function devLoopChannel(): ReloadSource | undefined {
  if (process.env.DEV_RELOAD !== 'ipc' || !process.send) return undefined;
  // The channel must not keep a stopping storefront alive; if the loop goes away, so does this process.
  process.channel?.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  return process;
}

export function devReload(source: ReloadSource | undefined = devLoopChannel()): RequestHandler {
  let buildId = randomUUID();
  const open = new Set<ServerResponse>();
  source?.on('message', (message) => {
    if (message !== 'reload') return;
    buildId = randomUUID();
    for (const res of open) res.write(`data: ${buildId}\n\n`);
  });
  return (req, res, next) => {
    if (req.path !== DEV_RELOAD_PATH) return next();
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    // retry: how soon the browser tries again while the restarted process is not listening yet.
    res.write(`retry: 100\ndata: ${buildId}\n\n`);
    open.add(res);
    res.once('close', () => open.delete(res));
  };
}
