/**
 * The storefront's logger: pino, as the API's (api/lib/log.ts, decision 080), one JSON line per
 * event on stdout, `{"level","time", …fields, "msg"}`, the lines of one event-loop turn in one
 * write. Fields named like secrets are written as `[redacted]` (pino's redact paths), and the paths
 * of token-carrying pages are masked before they are logged (redactPath, redactUrl below).
 */
import { urlTokenPrefixLength } from './url-token.ts';

export {
  createLogger,
  type Fields,
  flushLogLines as flushStdoutLines,
  type Logger,
  type LoggerOptions,
} from '../api/lib/log.ts';

/**
 * A segment of an /api path that is or may hold a secret or personal data: an order's or a quote's
 * token (`/api/checkout/orders/{token}`, `/api/offers/{token}`), a hash, an e-mail address. The
 * API masks the same way in its own log (api/lib/log-safe.ts).
 */
const secretSegment = /^[A-Za-z0-9_.~-]{20,}$|@|%40/i;

/** The path with any token segment masked. Always without a query. */
export function redactPath(path: string): string {
  if (path.startsWith('/api/'))
    return path
      .split('/')
      .map((segment) => (secretSegment.test(segment) ? '[redacted]' : segment))
      .join('/');
  // Pages whose URL carries a secret (the route table's `urlToken` routes): masked after the prefix.
  const prefix = urlTokenPrefixLength(path);
  if (prefix === 0) return path;
  return path.length > prefix ? `${path.slice(0, prefix)}/[redacted]` : path;
}

/** A URL for logs: token paths masked and their query dropped; other queries kept. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const redacted = redactPath(path);
  if (redacted !== path || urlTokenPrefixLength(path) > 0) return redacted;
  return url;
}
