/**
 * Security headers on every response (pages, errors, redirects, assets, /api): helmet with a CSP
 * that carries a fresh 128-bit nonce per response (on ctx.nonce, for React's scripts and our data
 * scripts), plus Permissions-Policy, HSTS only over https, and a default `Cache-Control: no-store`
 * that more specific steps (assets, pages, the proxy) overwrite.
 *
 * style-src is 'self' 'unsafe-inline' without a nonce: React renders `style={…}` props as style
 * attributes, which a nonce cannot cover (and a nonce in style-src would make browsers ignore
 * 'unsafe-inline'). Injected CSS cannot run script; script-src stays nonce + 'strict-dynamic'.
 *
 * Google Analytics 4 (decision 023), loaded by the page only after the visitor's consent `all`:
 * gtag.js itself needs no script-src entry (the page's code inserts it with the nonce, and
 * 'strict-dynamic' trusts what trusted code inserts); its measurement requests need connect-src and
 * img-src for Google's analytics hosts, and nothing more (no Google Signals or ads hosts).
 */
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { carriesUrlToken } from '../url-token.ts';
import { ctxOf } from './request-context.ts';

interface SecurityHeadersOptions {
  /** Adds `upgrade-insecure-requests` (only when the public origin is https). */
  httpsOrigin?: boolean;
  /** More places images may come from: the dealer map's tile server (`MAP_TILE_URL`). */
  imageSources?: readonly string[];
}

const permissionsPolicy =
  'geolocation=(self), camera=(), microphone=(), payment=(self), usb=(), browsing-topics=()';
const hstsValue = 'max-age=63072000; includeSubDomains';

/** Where GA4 sends its measurements (fetch/beacon, and a pixel as fallback): Google's CSP guide for GA4. */
const analyticsConnectSources = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;
const analyticsImageSources = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] as const;

/** Random bytes drawn in blocks: one system call per 256 nonces instead of one per response. */
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;

export function newNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + 16);
  poolOffset += 16;
  return nonce;
}

/** Stands for the nonce while helmet's headers are worked out once (base64 never contains '!'). */
const noncePlaceholder = '!nonce!';

export function securityHeaders(options: SecurityHeadersOptions = {}): RequestHandler {
  const nonceSource = () => `'nonce-${noncePlaceholder}'`;

  const directives: Record<string, Iterable<string | typeof nonceSource>> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonceSource, "'strict-dynamic'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(options.imageSources ?? []), ...analyticsImageSources],
    'connect-src': ["'self'", ...analyticsConnectSources],
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

  // helmet's answer is the same for every response but the nonce: worked out once, with a
  // placeholder where the nonce goes, then set per response with that response's nonce.
  const fixed: [name: string, value: string][] = [];
  const withNonce: [name: string, before: string, after: string][] = [];
  helmetMiddleware(
    {} as IncomingMessage,
    {
      setHeader(name: string, value: string | number | readonly string[]) {
        const text = String(value);
        const at = text.indexOf(noncePlaceholder);
        if (at === -1) fixed.push([name, text]);
        else withNonce.push([name, text.slice(0, at), text.slice(at + noncePlaceholder.length)]);
      },
      removeHeader() {},
    } as unknown as ServerResponse,
    () => {},
  );
  if (withNonce.length !== 1 || withNonce[0]?.[2].includes(noncePlaceholder))
    throw new Error('security-headers: expected the nonce once, in the CSP');

  return (req, res, next) => {
    const nonce = newNonce();
    ctxOf(res).nonce = nonce;
    res.removeHeader('X-Powered-By');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Permissions-Policy', permissionsPolicy);
    if (req.secure) res.setHeader('Strict-Transport-Security', hstsValue);
    for (const [name, value] of fixed) res.setHeader(name, value);
    for (const [name, before, after] of withNonce) res.setHeader(name, `${before}${nonce}${after}`);
    // A page whose URL carries a token (reset, offer link, payment redirect, review promotion): no
    // page or image it loads, and no link followed from it, may learn the token.
    if (carriesUrlToken(req.path)) res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  };
}
