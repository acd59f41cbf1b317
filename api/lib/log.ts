/**
 * One logger for both programs (issue 38 item 5, decision 080): pino, writing one JSON line per
 * event, `{"level":"info","time":"<ISO>", …fields, "msg"}`, with the level as its name. The
 * storefront (server/logger.ts) and the API (`apiLog` below) build theirs here, so a line has the
 * same shape whichever program wrote it: `time`, `level`, `msg`, and where known `req_id`,
 * `trace_id` and `route`.
 *
 * Secrets never reach a line: pino's `redact` writes `[redacted]` for the fields named in
 * `REDACT_PATHS` (`token`, `headers.cookie`, …). What a path or an error may say is decided before
 * logging (api/lib/log-safe.ts, server/logger.ts's redactPath).
 *
 * The lines of one turn of the event loop go out in one write (`lineBatches`): a synchronous
 * write per line was a measurable part of a page's CPU (docs/performance-log.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'fatal';
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

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go (each ends in a newline); default stdout, batched per turn. Tests pass an array push. */
  write?: (line: string) => void;
  /**
   * Lines at `warn` and above go here instead (the API's errors and warnings on stderr, as before
   * pino); default `write`.
   */
  writeWarnings?: (line: string) => void;
  bindings?: Fields;
}

/** Field names whose values are secrets: written as `[redacted]` at the top of a line and in its `headers`. */
export const SECRET_NAMES: readonly string[] = [
  'authorization',
  'cookie',
  'set-cookie',
  'token',
  'access_token',
  'refresh_token',
  'cart_token',
  'session_token',
  'reset_token',
  'offer_token',
  'order_token',
  'password',
  'secret',
];

const pathOf = (name: string) => (/^[A-Za-z_]\w*$/.test(name) ? name : `["${name}"]`);

/**
 * pino's redact paths: every name above at the top and under `headers`. Named paths only, no
 * wildcards: a wildcard path (`*.token`) cost about 20 µs a line in pino 10's redactor, 13 of them
 * about 150 µs, against about 1 µs for the named paths (decision 080). A nested place that may
 * hold a secret is added here by name.
 */
export const REDACT_PATHS: readonly string[] = SECRET_NAMES.flatMap((name) => {
  const p = pathOf(name);
  return [p, p.startsWith('[') ? `headers${p}` : `headers.${p}`];
});

/** An error as a line shows it; only under `err` (pino's serializers go by key). */
function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? err : String(err);
  const e = err as Error & { code?: unknown; status?: unknown };
  return {
    name: e.name,
    message: e.message,
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.status !== undefined ? { status: e.status } : {}),
    stack: e.stack,
  };
}

/** Runs `fn` as if no AsyncLocalStorage store were active (captured when this module loads). */
const inRootContext: <R>(fn: () => R) => R = AsyncLocalStorage.snapshot();

/**
 * A destination that gathers the lines of one turn of the event loop and writes them at once:
 * after the turn's I/O callbacks (setImmediate, armed in the root async context: an immediate armed
 * inside a render would hold that render), at once past 64 KB, and at exit (`process.exit`, a
 * fatal error). Only a kill that gives the process no exit (SIGKILL) loses the last turn's lines.
 * This is what sonic-boom's asynchronous mode does with a size threshold, tied to the turn instead.
 */
class LineBatch {
  private pending = '';
  private scheduled = false;
  private readonly schedule = () => setImmediate(this.flush);
  constructor(private readonly stream: NodeJS.WriteStream) {
    process.on('exit', this.flush);
  }
  readonly flush = (): void => {
    this.scheduled = false;
    if (!this.pending) return;
    const out = this.pending;
    this.pending = '';
    this.stream.write(out);
  };
  readonly write = (line: string): void => {
    this.pending += line;
    if (this.pending.length > 65_536) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      inRootContext(this.schedule);
    }
  };
}

let stdoutBatch: LineBatch | undefined;
let stderrBatch: LineBatch | undefined;
const stdoutLines = (line: string) => {
  stdoutBatch ??= new LineBatch(process.stdout);
  stdoutBatch.write(line);
};
const stderrLines = (line: string) => {
  stderrBatch ??= new LineBatch(process.stderr);
  stderrBatch.write(line);
};

/** Writes the lines still waiting (also done at exit). */
export function flushLogLines(): void {
  stdoutBatch?.flush();
  stderrBatch?.flush();
}

const pinoOptions = (level: LogLevel): pino.LoggerOptions => ({
  level,
  base: null,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: [...REDACT_PATHS], censor: '[redacted]' },
  serializers: { err: serializeError },
});

/** Our call shape, `log.info(msg, fields)`, on a pino logger (pino's own is `info(fields, msg)`). */
class PinoLogger implements Logger {
  constructor(private readonly p: pino.Logger) {}
  debug(msg: string, fields?: Fields) {
    if (fields) this.p.debug(fields, msg);
    else this.p.debug(msg);
  }
  info(msg: string, fields?: Fields) {
    if (fields) this.p.info(fields, msg);
    else this.p.info(msg);
  }
  warn(msg: string, fields?: Fields) {
    if (fields) this.p.warn(fields, msg);
    else this.p.warn(msg);
  }
  error(msg: string, fields?: Fields) {
    if (fields) this.p.error(fields, msg);
    else this.p.error(msg);
  }
  fatal(msg: string, fields?: Fields) {
    if (fields) this.p.fatal(fields, msg);
    else this.p.fatal(msg);
  }
  child(bindings: Fields): Logger {
    return new PinoLogger(this.p.child(bindings));
  }
}

/** Lines at warn (40) and above to `warnings`, the rest to `lines`. */
function splitByLevel(lines: (line: string) => void, warnings: (line: string) => void) {
  return {
    write(line: string) {
      // pino writes the level first: {"level":"warn"|"error"|"fatal",…
      const c = line.charCodeAt(10);
      if (c === 119 /* w */ || c === 101 /* e */ || c === 102 /* f */) warnings(line);
      else lines(line);
    },
  };
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const write = options.write ?? stdoutLines;
  const destination = options.writeWarnings ? splitByLevel(write, options.writeWarnings) : { write };
  const logger = pino(pinoOptions(options.level ?? 'info'), destination);
  return new PinoLogger(options.bindings ? logger.child(options.bindings) : logger);
}

let api: Logger | undefined;
/** The API's logger: info and debug on stdout, warnings and errors on stderr (with their stack). */
export function apiLog(): Logger {
  api ??= createLogger({ write: stdoutLines, writeWarnings: stderrLines });
  return api;
}
