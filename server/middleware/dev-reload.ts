/**
 * Development only (mounted when NODE_ENV=development): GET /__dev/reload is an event stream whose
 * one message is this process's id, and which stays open. The browser's development build
 * (client/dev-reload.ts) reloads the page when, after the dev loop has restarted the storefront,
 * the reconnected stream names another process.
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { DEV_RELOAD_PATH } from '../../client/dev-reload.ts';

export function devReload(): RequestHandler {
  const processId = randomUUID();
  return (req, res, next) => {
    if (req.path !== DEV_RELOAD_PATH) return next();
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    // retry: how soon the browser tries again while the restarted process is not listening yet.
    res.write(`retry: 250\ndata: ${processId}\n\n`);
  };
}
