/**
 * One JSON line per event on stdout: {level, time, msg, req_id?, ...fields}. No dependency.
 * Secrets never reach a line: fields named like tokens, cookies or authorization are redacted,
 * and paths of token-carrying pages are masked (see redactPath).
 */
import { inRootContext } from './async-context.ts';
import type { LogLevel } from './config.ts';
import { urlTokenPrefixLength } from './url-token.ts';

export type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  fatal(msg: string, fields?: Fields): void;
  /** A logger that adds `bindings` (for example `{ req_id }`) to every line. */
  child(bindings: Fields): Logger;
}

interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; default process.stdout, batched (`stdoutLines`). Tests pass an array push. */
  write?: (line: string) => void;
  bindings?: Fields;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, fatal: 50 };

const secretKey =
  /^(authorization|cookie|set-cookie|token|access_token|refresh_token|password|secret|.*_token)$/i;

export function createLogger(options: LoggerOptions = {}): Logger {
  const sink: Sink = {
    min: order[options.level ?? 'info'],
    write: options.write ?? stdoutLines,
  };
  return new JsonLogger(sink, options.bindings ?? {});
}

/**
 * Lines waiting for stdout. A write to a file or pipe is a synchronous syscall in Node on Linux;
 * one per request (the access log) was a measurable part of a page's CPU (docs/performance-log.md), so
 * the lines of one turn of the event loop go out in one write: after the turn's I/O callbacks
 * (setImmediate), at once past 64 KB, and at exit (`process.exit`, a fatal error). Only a kill
 * that gives the process no exit (SIGKILL) loses the last turn's lines.
 */
let pendingLines = '';
let flushScheduled = false;
let exitFlushInstalled = false;

export function flushStdoutLines(): void {
  flushScheduled = false;
  if (!pendingLines) return;
  const out = pendingLines;
  pendingLines = '';
  process.stdout.write(out);
}

/** Armed from the root context: an immediate armed inside a render would hold that render. */
const scheduleFlush = () => setImmediate(flushStdoutLines);

function stdoutLines(line: string): void {
  if (!exitFlushInstalled) {
    exitFlushInstalled = true;
    process.on('exit', flushStdoutLines);
  }
  pendingLines += line;
  if (pendingLines.length > 65_536) flushStdoutLines();
  else if (!flushScheduled) {
    flushScheduled = true;
    inRootContext(scheduleFlush);
  }
}

interface Sink {
  min: number;
  write: (line: string) => void;
}

/** Methods on the prototype: a request's child logger is one small object, not a set of closures. */
class JsonLogger implements Logger {
  constructor(
    private readonly sink: Sink,
    private readonly bindings: Fields,
  ) {}

  private emit(level: LogLevel, msg: string, fields?: Fields) {
    if (order[level] < this.sink.min) return;
    const record: Fields = { level, time: new Date().toISOString(), msg };
    copyFields(record, this.bindings);
    if (fields) copyFields(record, fields);
    let line: string;
    try {
      line = JSON.stringify(record);
    } catch {
      line = JSON.stringify({ level, time: record.time, msg, log_error: 'unserializable fields' });
    }
    this.sink.write(`${line}\n`);
  }

  debug(msg: string, fields?: Fields) {
    this.emit('debug', msg, fields);
  }
  info(msg: string, fields?: Fields) {
    this.emit('info', msg, fields);
  }
  warn(msg: string, fields?: Fields) {
    this.emit('warn', msg, fields);
  }
  error(msg: string, fields?: Fields) {
    this.emit('error', msg, fields);
  }
  fatal(msg: string, fields?: Fields) {
    this.emit('fatal', msg, fields);
  }
  child(more: Fields): Logger {
    return new JsonLogger(this.sink, { ...this.bindings, ...more });
  }
}

function copyFields(record: Fields, source: Fields) {
  for (const k in source) {
    if (k === 'level' || k === 'time' || k === 'msg' || !Object.hasOwn(source, k)) continue;
    record[k] = sanitize(k, source[k], 0);
  }
}

/** Field names seen so far and whether they name a secret (the same few names come on every line). */
const secretNames = new Map<string, boolean>();
function isSecretName(key: string): boolean {
  let secret = secretNames.get(key);
  if (secret === undefined) {
    secret = secretKey.test(key);
    if (secretNames.size < 1000) secretNames.set(key, secret);
  }
  return secret;
}

function sanitize(key: string, value: unknown, depth: number): unknown {
  if (isSecretName(key)) return '[redacted]';
  if (value instanceof Error) return serializeError(value);
  if (value && typeof value === 'object' && depth < 3 && !Array.isArray(value)) {
    const out: Fields = {};
    for (const [k, v] of Object.entries(value)) out[k] = sanitize(k, v, depth + 1);
    return out;
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function serializeError(err: unknown): Fields {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & { code?: unknown; status?: unknown };
  return {
    name: e.name,
    message: e.message,
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.status !== undefined ? { status: e.status } : {}),
    stack: e.stack,
  };
}

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
