/**
 * The upstream answer's headers as the browser gets them: Set-Cookie, Server, X-Powered-By and
 * Access-Control-* dropped; nosniff and `Content-Security-Policy: default-src 'none';
 * frame-ancestors 'none'` forced; `Cache-Control: no-store` when the request carried a token or
 * cart token, or set one; a Location made same-origin (or refused); and a guest's new cart token
 * (decision 018) or chat token (decision 024) moved into its httpOnly cookie, never to the browser.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { CHAT_TOKEN_HEADER, isChatToken } from '../cookies/chat.ts';
import { CART_TOKEN_HEADER, isCartToken } from '../cookies/cookie.ts';
import { apiResponseCsp, type ProxySetup, type ProxyState } from './api-proxy-state.ts';

/** Response headers we never pass to the browser. */
const droppedResponseHeader =
  /^(set-cookie|server|x-powered-by|access-control-.*|refresh|clear-site-data|x-fz-cart-token|x-fz-chat-token)$/i;

/** Headers a buffered answer does not copy from upstream (it sets its own length, uncompressed). */
export const hopByHop =
  /^(connection|keep-alive|transfer-encoding|trailer|upgrade|proxy-.*|content-length|content-encoding)$/i;

interface GuestToken {
  header: string;
  isToken: (t: string | undefined) => boolean;
  cookie: (setup: ProxySetup) => { set(res: ServerResponse, v: string): void };
  /** what the log says of a token that is not one */
  invalid: string;
}

/** The guest tokens upstream hands out, each into its own cookie. */
const guestTokens: GuestToken[] = [
  {
    header: CART_TOKEN_HEADER,
    isToken: isCartToken,
    cookie: (s) => s.cookies.cart,
    invalid: 'upstream_cart_token_invalid',
  },
  {
    header: CHAT_TOKEN_HEADER,
    isToken: isChatToken,
    cookie: (s) => s.chatCookies,
    invalid: 'upstream_chat_token_invalid',
  },
];

/** Rewrites upstream Location to a same-origin path, or returns false when it points elsewhere. */
export function rewriteLocation(
  headers: IncomingHttpHeaders,
  { targetUrl, publicOrigin }: ProxySetup,
): boolean {
  const loc = headers.location;
  if (loc === undefined) return true;
  try {
    const u = new URL(loc, targetUrl);
    if (u.origin !== targetUrl.origin && u.origin !== publicOrigin) return false;
    headers.location = `/${u.pathname.replace(/^\/+/, '')}${u.search}${u.hash}`;
    return true;
  } catch {
    return false;
  }
}

/** The answer's headers made safe for the browser, the guest's new tokens moved into their cookies. */
export function sanitizeResponseHeaders(
  headers: IncomingHttpHeaders,
  res: ServerResponse,
  state: ProxyState | undefined,
  setup: ProxySetup,
) {
  for (const guestToken of guestTokens) moveToken(headers, res, state, guestToken, guestToken.cookie(setup));
  for (const key of Object.keys(headers)) if (droppedResponseHeader.test(key)) delete headers[key];
  headers['x-content-type-options'] = 'nosniff';
  headers['content-security-policy'] = apiResponseCsp;
  if (state?.authenticated) headers['cache-control'] = 'no-store';
}

/**
 * A guest's new token from upstream (the cart's, decision 018; the chat's, decision 024) goes
 * into its own httpOnly cookie; the browser never sees the header.
 */
function moveToken(
  headers: IncomingHttpHeaders,
  res: ServerResponse,
  state: ProxyState | undefined,
  { header, isToken, invalid }: GuestToken,
  cookie: { set(res: ServerResponse, v: string): void },
) {
  const value = headers[header];
  delete headers[header];
  if (value === undefined) return;
  const token = Array.isArray(value) ? value[0] : value;
  if (!isToken(token)) {
    state?.ctx.log.warn(invalid);
    return;
  }
  cookie.set(res, token!);
  if (state) state.authenticated = true;
}
