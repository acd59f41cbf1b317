/**
 * The connection to the shop API (http-proxy-middleware 4): one proxy per answer mode, the
 * upstream request held to PROXY_TIMEOUT_MS (idle gaps in the answer count against the same
 * budget), and upstream failures answered with the generic 502/504 (api-proxy-state.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, type Plugin } from 'http-proxy-middleware';
import { answerFromUpstream } from './api-proxy-answers.ts';
import { clearTimer, fail, type ProxySetup, stateOf, timeoutError } from './api-proxy-state.ts';
import type { AnswerMode } from './api-proxy-target.ts';

/** A proxy for each answer mode; the buffered ones handle the upstream answer themselves. */
export function upstreamProxies(target: string, setup: ProxySetup): Record<AnswerMode, RequestHandler> {
  const common = { target, changeOrigin: true, xfwd: false, ejectPlugins: true } as const;
  const proxy = (mode: AnswerMode) =>
    createProxyMiddleware({
      ...common,
      ...(mode === 'stream' ? {} : { selfHandleResponse: true }),
      plugins: [debugProxyErrorsPlugin, upstreamEvents(mode, setup)],
    });
  return { stream: proxy('stream'), token: proxy('token'), cms: proxy('cms') };
}

function upstreamEvents(mode: AnswerMode, setup: ProxySetup): Plugin {
  return (proxyServer) => {
    proxyServer.on('proxyReq', (proxyReq, req) => {
      const state = stateOf(req);
      if (!state) return;
      state.proxyReq = proxyReq;
      // Idle gaps in the upstream answer count against the same budget.
      proxyReq.setTimeout(setup.config.PROXY_TIMEOUT_MS, () => {
        state.timedOut = true;
        proxyReq.destroy(timeoutError());
      });
    });
    proxyServer.on('proxyRes', (proxyRes, req, res) => answerFromUpstream(mode, proxyRes, req, res, setup));
    proxyServer.on('error', (err, req, res) => upstreamFailed(err, req, res));
    proxyServer.on('econnreset', (_err, req) => {
      clearTimer(stateOf(req));
      stateOf(req)?.ctx.log.debug('client_aborted_proxy');
    });
  };
}

/** Upstream down, timed out, or aborted mid-answer: the generic answer, or the connection ends. */
function upstreamFailed(err: Error, req: IncomingMessage | undefined, res: unknown) {
  const state = req ? stateOf(req) : undefined;
  clearTimer(state);
  const code = (err as NodeJS.ErrnoException).code;
  if (!isResponse(res)) {
    (res as { destroy?: () => void }).destroy?.();
    return;
  }
  if (res.headersSent || res.writableEnded) {
    state?.ctx.log.warn('upstream_aborted', { code });
    if (!res.writableEnded) res.destroy();
    return;
  }
  if (res.destroyed) return;
  const timedOut = state?.timedOut || code === 'UPSTREAM_TIMEOUT';
  state?.ctx.log.warn(timedOut ? 'upstream_timeout' : 'upstream_error', {
    code,
    upstream_ms: state ? Math.round(performance.now() - state.startedAt) : undefined,
  });
  if (state) state.ctx.logFields.upstream_error = timedOut ? 'timeout' : (code ?? 'error');
  fail(res, state, timedOut ? 'timeout' : 'unavailable');
}

function isResponse(x: unknown): x is ServerResponse {
  return typeof (x as ServerResponse | undefined)?.writeHead === 'function';
}
