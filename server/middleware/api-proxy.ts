/**
 * `/api/*` → the shop API, before any body parser so bodies stream. Each request passes, in order:
 * 1. api-proxy-target.ts: only safe paths under /api, no staff calls, changes only same-origin;
 * 2. api-proxy-request.ts: the URL without `lang`, the headers replaced (language, our tokens
 *    from our httpOnly cookies, the visitor's address); logout clears the cookies;
 * 3. api-proxy-state.ts: the request's state and its time limit (504 `upstream_timeout`);
 * 4. api-proxy-upstream.ts: the proxy of its answer mode, which answers through
 *    api-proxy-answers.ts (streamed, or buffered for a token or CMS HTML) with the headers of
 *    api-proxy-response-headers.ts.
 * With tracing on, the upstream call is a client span whose traceparent the API continues.
 */
import { SpanKind } from '@opentelemetry/api';
import type { Request, RequestHandler, Response } from 'express';
import { redactPath } from '../logger.ts';
import { apiSpanRoute, endSpan } from '../tracing.ts';
import { clearSessionCookies, prepareUpstreamRequest } from './api-proxy-request.ts';
import { type ApiProxyOptions, proxySetup, trackRequest } from './api-proxy-state.ts';
import { answerModeOf, apiTargetOf, isLogout } from './api-proxy-target.ts';
import { upstreamProxies } from './api-proxy-upstream.ts';
import { ctxOf } from './request-context.ts';

export function apiProxy(options: ApiProxyOptions): RequestHandler {
  const setup = proxySetup(options);
  const proxies = upstreamProxies(options.target, setup);
  return (req: Request, res: Response, next) => {
    const target = apiTargetOf(req, setup.publicOrigin);
    if (target === undefined) return next();
    if (target instanceof Error) return next(target);

    const ctx = ctxOf(res);
    const mode = answerModeOf(req.method, target.route);
    const tokens = prepareUpstreamRequest(req, target, mode, ctx.id, setup);
    if (isLogout(req.method, target.route)) clearSessionCookies(res, tokens, setup);

    trackRequest(req, res, options.config.PROXY_TIMEOUT_MS, {
      ctx,
      authenticated: Boolean(tokens.token || tokens.cartToken || tokens.chatToken),
      hadCart: Boolean(tokens.cartToken),
      cmsPath: mode === 'cms' ? target.route : undefined,
    });
    ctx.logFields.upstream_path = redactPath(target.path);
    // The access line's `route`: the API's resource (`/api/products`), masked as paths are.
    const route = apiSpanRoute(target.path);
    ctx.logFields.route = redactPath(route);
    const trace = ctx.trace;
    if (trace) {
      // The call upstream is a span of its own; the API continues the trace from it.
      trace.route(route);
      const span = trace.child(
        `proxy ${req.method} ${route}`,
        { 'http.request.method': req.method, 'url.path': ctx.logFields.upstream_path as string },
        SpanKind.CLIENT,
      );
      trace.inject(span, req.headers);
      res.once('close', () => {
        const status = ctx.logFields.upstream_status;
        if (ctx.logFields.upstream_error !== undefined)
          span.setAttribute('error.type', String(ctx.logFields.upstream_error));
        endSpan(
          span,
          typeof status === 'number' ? status : undefined,
          ctx.logFields.upstream_error !== undefined,
        );
      });
    }
    return proxies[mode](req, res, next);
  };
}
