/**
 * What the API may write about a request and an error in its logs (issue 24): never a token, an
 * e-mail address, an address or any other value a visitor sent. A failed query's message carries
 * the SQL with its parameters (an order's access token, its idempotency key, e-mail, addresses) and
 * PostgreSQL's `detail` carries the values of a violated key, so neither is ever logged: only the
 * error's name, its SQLSTATE code, the constraint and table it names, the route and the stack's
 * frames (code locations, without the message line).
 */
import { apiLog } from './log.ts';

/** A path segment that is or may hold a secret or personal data: tokens, hashes, e-mail addresses. */
const SECRET_SEGMENT = /^[A-Za-z0-9_.~-]{20,}$|@|%40/i;

/** The request's path for a log line: no query, and secret-looking segments masked. */
export function logPath(path: string): string {
  return path
    .slice(0, 200)
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? ':redacted' : segment))
    .join('/');
}

/** SQLSTATE and the names PostgreSQL gives with it: what an operator needs, never a value. */
const SAFE_DB_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'severity'] as const;

/** The loggable part of an error: its name, the database's code and names, and the stack's frames. */
export function logSafeError(err: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  let current: unknown = err;
  // The ORM wraps the driver's error (DrizzleQueryError → cause: pg's DatabaseError).
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as Record<string, unknown>;
    if (depth === 0 && typeof e.name === 'string') fields.error = e.name;
    for (const key of SAFE_DB_FIELDS) {
      const value = e[key];
      if (fields[key] === undefined && typeof value === 'string' && /^[\w .-]{1,63}$/.test(value))
        fields[key] = value;
    }
    current = e.cause;
  }
  // An HttpError is a refusal the code chose (503 payments_unavailable): its code says it all.
  if (err instanceof Error && err.name !== 'HttpError' && typeof err.stack === 'string') {
    // Only the frames: the first lines repeat the message (the SQL and its parameters).
    const frames = err.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 12)
      .map((line) => line.trim());
    if (frames.length) fields.stack = frames;
  }
  return fields;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The ids a request's lines carry: `req_id`, the caller's X-Request-Id when it is a safe one (the
 * storefront sends its own request's id), and `trace_id` with traces on (api/tracing.ts).
 */
export function requestIds(
  req: { get(name: string): string | undefined },
  res?: { locals: Record<string, unknown> },
): { req_id?: string; trace_id?: string } {
  const ids: { req_id?: string; trace_id?: string } = {};
  const id = req.get('x-request-id');
  if (id && SAFE_ID.test(id)) ids.req_id = id;
  const traceId = res?.locals.traceId;
  if (typeof traceId === 'string') ids.trace_id = traceId;
  return ids;
}

/** A warning for background work that has no request to log with (the API's logger: stderr). */
export function stderrWarning(event: string, fields: Record<string, unknown>): void {
  apiLog().warn(event, fields);
}
