/**
 * The request as it goes upstream: the language from `lang` (removed from the forwarded URL),
 * else the locale cookie, else nl, sent as X-FZ-Language-Id; client X-FZ-*, Authorization,
 * Cookie, Forwarded, X-Forwarded-*, X-Original-URL, X-Rewrite-URL, x-middleware-subrequest and
 * method overrides dropped; Authorization is `Bearer <token>` from our httpOnly cookie only, and
 * X-FZ-Cart-Token (X-FZ-Chat-Token) the guest's token from our httpOnly cart (chat) cookie only
 * (decisions 018 and 024). Logout clears the session, cart and chat cookies whatever upstream answers.
 */
import type { Request, Response } from 'express';
import { isLocale, type Locale, languageIds, localeCookie } from '../../shared/locale.ts';
import { CHAT_TOKEN_HEADER, readChatToken } from '../cookies/chat.ts';
import { CART_TOKEN_HEADER, cookieOf, readAuthToken, readCartToken } from '../cookies/cookie.ts';
import type { ProxySetup } from './api-proxy-state.ts';
import { type AnswerMode, type ApiTarget, takeLang } from './api-proxy-target.ts';

/**
 * Request headers that never go upstream as the client sent them. The trace context is the proxy
 * span's (api-proxy.ts) when tracing, else none: a malformed one is never passed on.
 */
const droppedRequestHeader =
  /^(cookie|authorization|proxy-authorization|proxy-connection|connection|keep-alive|te|trailer|upgrade|forwarded|x-forwarded-.*|x-real-ip|x-original-url|x-rewrite-url|x-middleware-.*|x-http-method-override|x-http-method|x-method-override|x-fz-.*|x-request-id|traceparent|tracestate)$/i;

/** The visitor's tokens, from our httpOnly cookies. */
export interface VisitorTokens {
  token: string | undefined;
  cartToken: string | undefined;
  chatToken: string | undefined;
}

/**
 * Rewrites the request for upstream (its URL without `lang`, its headers replaced) and answers
 * the visitor's tokens it carries.
 */
export function prepareUpstreamRequest(
  req: Request,
  target: ApiTarget,
  mode: AnswerMode,
  requestId: string,
  { config, publicHost }: ProxySetup,
): VisitorTokens {
  const taken = takeLang(target.query);
  const cookieLocale = cookieOf(req, localeCookie.name);
  const locale: Locale = taken.lang ?? (isLocale(cookieLocale) ? cookieLocale : 'nl');
  const tokens: VisitorTokens = {
    token: readAuthToken(req, config),
    cartToken: readCartToken(req, config),
    chatToken: readChatToken(req, config),
  };
  req.url = taken.query ? `${target.path}?${taken.query}` : target.path;
  // The visitor's address as the trust setting reads it, taken before the client's X-Forwarded-*
  // headers are dropped: read after, it would be the load balancer's, and the API's per-address
  // limits would count every visitor as one (issue 24).
  const clientIp = req.ip ?? req.socket.remoteAddress ?? '';
  const protocol = req.protocol;

  for (const key of Object.keys(req.headers)) if (droppedRequestHeader.test(key)) delete req.headers[key];
  req.headers['x-fz-language-id'] = String(languageIds[locale]);
  req.headers['x-request-id'] = requestId;
  req.headers['x-forwarded-for'] = clientIp;
  req.headers['x-forwarded-proto'] = protocol;
  req.headers['x-forwarded-host'] = publicHost;
  if (tokens.token) req.headers.authorization = `Bearer ${tokens.token}`;
  if (tokens.cartToken) req.headers[CART_TOKEN_HEADER] = tokens.cartToken;
  if (tokens.chatToken) req.headers[CHAT_TOKEN_HEADER] = tokens.chatToken;

  // A buffered answer is read here: uncompressed.
  if (mode !== 'stream') req.headers['accept-encoding'] = 'identity';
  // A validator of the unsanitised body must not turn a sanitised answer into a 304.
  if (mode === 'cms') delete req.headers['if-none-match'];
  return tokens;
}

/** Logout: the session, cart and chat cookies go, whatever upstream answers. */
export function clearSessionCookies(
  res: Response,
  tokens: VisitorTokens,
  { cookies, chatCookies }: ProxySetup,
) {
  cookies.auth.clear(res);
  if (tokens.cartToken) cookies.cart.clear(res);
  if (tokens.chatToken) chatCookies.clear(res);
  res.setHeader('Clear-Site-Data', '"cache"');
}
