/**
 * The one place errors become responses. /api requests and clients that prefer JSON get
 * `{message, error, req_id}`; everyone else gets the HTML error page from `renderErrorPage`
 * (the React error page later; a small static branded page by default). Every error is logged
 * with the request id. Production bodies never carry a stack trace; 5xx messages are generic
 * unless the error is one of our own HttpErrors. Once headers are out, the only honest thing
 * left is to destroy the connection.
 */
import type { ErrorRequestHandler, Request, Response } from 'express';
import { SHOP_NAME } from '../../shared/brand.ts';
import type { Config } from '../config.ts';
import { isHttpError, statusOf } from '../errors.ts';
import { redactUrl } from '../logger.ts';
import type { RequestContext } from './request-context.ts';

export interface ErrorPageInput {
  status: number;
  /** The user-facing message (already generic for 5xx). */
  message: string;
  ctx: RequestContext;
  /** Only outside production: the stack, for the developer's eyes. */
  stack?: string;
}

/** Returns the HTML error page (may use ctx.nonce and ctx.locale); the handler sends it. */
export type RenderErrorPageHtml = (input: ErrorPageInput) => string | Promise<string>;
/** Writes the error page itself (status, headers, body; for example a streamed React page). */
export type ErrorPageResponder = (req: Request, res: Response, status: number) => void | Promise<void>;
/**
 * Either shape: a one-argument function returns HTML; a `(req, res, status)` function writes the
 * response. If it fails before sending anything, the static page is sent instead.
 */
export type RenderErrorPage = RenderErrorPageHtml | ErrorPageResponder;

function isResponder(fn: RenderErrorPage): fn is ErrorPageResponder {
  return fn.length >= 2;
}

interface ErrorHandlerOptions {
  config: Pick<Config, 'NODE_ENV'>;
  renderErrorPage?: RenderErrorPage;
}

const notFoundMessage = 'This page could not be found';
const genericMessage = 'Something went wrong on our side. Please try again later.';

const codes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  502: 'upstream_unavailable',
  503: 'service_unavailable',
  504: 'upstream_timeout',
};

function wantsJson(req: Request): boolean {
  const path = req.originalUrl.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return true;
  return req.accepts(['html', 'json']) === 'json';
}

/** Headers a failed handler may have set that must not leak into the error response. */
const staleHeaders = [
  'Content-Length',
  'Content-Type',
  'Content-Disposition',
  'ETag',
  'Last-Modified',
  'Location',
  'Refresh',
];

export function errorHandler(options: ErrorHandlerOptions): ErrorRequestHandler {
  const production = options.config.NODE_ENV === 'production';
  const render = options.renderErrorPage ?? staticErrorPage;

  return async (err, req, res, _next) => {
    const ctx = (res.locals as { ctx?: RequestContext }).ctx;
    const status = statusOf(err);
    const log = ctx?.log;
    const fields = { err, status, method: req.method, url: redactUrl(req.originalUrl) };
    if (status >= 500) log?.error('request_failed', fields);
    else log?.info('request_rejected', { status, code: (err as { code?: unknown })?.code, url: fields.url });

    if (res.headersSent) {
      log?.warn('error_after_headers_sent', { status: res.statusCode });
      res.destroy();
      return;
    }

    const exposed = isHttpError(err) || (status < 500 && (err as { expose?: unknown })?.expose === true);
    const message =
      status === 404
        ? notFoundMessage
        : exposed && err instanceof Error
          ? err.message
          : status < 500
            ? 'Bad request'
            : genericMessage;
    const code = isHttpError(err)
      ? err.code
      : (codes[status] ?? (status < 500 ? 'bad_request' : 'internal_error'));
    const stack = !production && err instanceof Error ? err.stack : undefined;

    for (const h of staleHeaders) res.removeHeader(h);
    if (isHttpError(err)) for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
    res.status(status);
    res.setHeader('Cache-Control', 'no-store');

    if (wantsJson(req)) {
      res.json({ message, error: code, req_id: ctx?.id, ...(stack ? { stack } : {}) });
      return;
    }
    if (isResponder(render)) {
      try {
        await render(req, res, status);
      } catch (renderErr) {
        log?.error('error_page_failed', { err: renderErr });
        if (res.headersSent) return void res.destroy();
      }
      if (!res.headersSent) res.status(status).type('html').send(staticErrorPage({ status, message, ctx }));
      return;
    }
    let html: string;
    try {
      html = ctx ? await render({ status, message, ctx, stack }) : staticErrorPage({ status, message });
    } catch (renderErr) {
      log?.error('error_page_failed', { err: renderErr });
      html = staticErrorPage({ status, message });
    }
    if (res.headersSent) return void res.destroy();
    res.type('html').send(html);
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small branded page: no scripts, no external resources; works under the strictest CSP. */
export function staticErrorPage(input: {
  status: number;
  message: string;
  ctx?: RequestContext;
  stack?: string;
}): string {
  const lang = input.ctx?.locale ?? 'nl';
  const home = lang === 'en' ? '/en' : '/';
  const homeText = lang === 'en' ? 'Back to the homepage' : 'Terug naar de homepage';
  const stack = input.stack ? `<pre>${escapeHtml(input.stack)}</pre>` : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${input.status} · ${escapeHtml(SHOP_NAME)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#faf7f2;color:#2b1d14;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center}
main{padding:2rem;max-width:36rem}
.status{font-size:4rem;font-weight:700;color:#6f4e37;margin:0}
.brand{display:flex;align-items:center;justify-content:center;gap:.6rem;font:700 1.4rem Georgia,serif;margin:0 0 2rem}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;background:#6f4e37;color:#fff;border-radius:.375rem;text-decoration:none}
pre{text-align:left;white-space:pre-wrap;font-size:.75rem;background:#fff;padding:1rem;overflow:auto}
</style>
</head>
<body>
<main>
<p class="brand"><img src="/favicon.svg" alt="" width="40" height="40">${escapeHtml(SHOP_NAME)}</p>
<p class="status">${input.status}</p>
<h1>${escapeHtml(input.message)}</h1>
<a href="${home}">${homeText}</a>
${stack}
</main>
</body>
</html>
`;
}
