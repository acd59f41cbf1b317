/**
 * Security headers on every response (pages, errors, redirects, assets, /api): helmet with a CSP
 * that carries a fresh 128-bit nonce per response (on ctx.nonce, for React's scripts and our data
 * scripts), plus Permissions-Policy, HSTS only over https, and a default `Cache-Control: no-store`
 * that more specific steps (assets, pages, the proxy) overwrite.
 *
 * style-src is 'self' 'unsafe-inline' without a nonce: React renders `style={…}` props as style
 * attributes, which a nonce cannot cover (and a nonce in style-src would make browsers ignore
 * 'unsafe-inline'). Injected CSS cannot run script; script-src stays nonce + 'strict-dynamic'.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { ctxOf } from './request-context.ts';

export interface SecurityHeadersOptions {
  /** Adds `upgrade-insecure-requests` (only when the public origin is https). */
  httpsOrigin?: boolean;
}

export const permissionsPolicy =
  'geolocation=(self), camera=(), microphone=(), payment=(self), usb=(), browsing-topics=()';
export const hstsValue = 'max-age=63072000; includeSubDomains';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function securityHeaders(options: SecurityHeadersOptions = {}): RequestHandler {
  const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${(res as unknown as { locals: { ctx: { nonce: string } } }).locals.ctx.nonce}'`;

  const directives: Record<string, Iterable<string | typeof nonceSource>> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonceSource, "'strict-dynamic'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  if (options.httpsOrigin) directives['upgrade-insecure-requests'] = [];

  const helmetMiddleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false, // set below, and only over https
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

  return (req, res, next) => {
    ctxOf(res).nonce = newNonce();
    res.removeHeader('X-Powered-By');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Permissions-Policy', permissionsPolicy);
    if (req.secure) res.setHeader('Strict-Transport-Security', hstsValue);
    helmetMiddleware(req, res, next);
  };
}
