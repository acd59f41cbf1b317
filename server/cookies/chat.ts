/**
 * A guest's chat token (decision 024), handled like the cart token (decision 018): the shop API
 * issues it in the `X-FZ-Chat-Token` response header with the guest's first chat message; the /api
 * proxy moves it into this httpOnly cookie and sends it back upstream as the request header of the
 * same name. Page JavaScript never sees it. Unlike the session cookies it does not make pages
 * bypass the anonymous page cache: no server-rendered page depends on the chat.
 */
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';
import { type CookieSpec, cookieHandle } from './cookie.ts';

export const CHAT_TOKEN_HEADER = 'x-fz-chat-token';

const chatCookieSpec = {
  baseName: 'fz_chat',
  maxAgeSeconds: 90 * 24 * 60 * 60,
  httpOnly: true,
  sameSite: 'Lax',
  hostPrefix: true,
} as const satisfies CookieSpec;

/** What we accept as a chat token, from the API or our cookie: base64url, 43 characters. */
const chatTokenShape = /^[A-Za-z0-9_-]{43}$/;

export const isChatToken = (value: unknown): value is string =>
  typeof value === 'string' && chatTokenShape.test(value);

export const chatCookie = (config: Pick<Config, 'PUBLIC_URL'>) => cookieHandle(chatCookieSpec, config);

/** The request's chat token (from our cookie only), or undefined. A client-sent X-FZ-Chat-Token is ignored. */
export function readChatToken(req: IncomingMessage, config: Pick<Config, 'PUBLIC_URL'>): string | undefined {
  const token = chatCookie(config).read(req);
  return isChatToken(token) ? token : undefined;
}
