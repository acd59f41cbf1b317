/**
 * Helpers for the server's HTTP tests: real servers on port 0, a recording upstream, a quiet
 * logger. Imported by *.test.ts files only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Config, loadConfig } from './config.ts';
import { createLogger, type Logger } from './logger.ts';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', LOG_LEVEL: 'debug', ...env });
}

interface CapturedLogger {
  logger: Logger;
  lines: Record<string, unknown>[];
  raw: string[];
}

export function captureLogger(): CapturedLogger {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: 'debug',
    write: (line) => {
      raw.push(line);
      lines.push(JSON.parse(line));
    },
  });
  return { logger, lines, raw };
}

export interface RunningServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export async function listen(handler: http.RequestListener | http.Server): Promise<RunningServer> {
  const server = handler instanceof http.Server ? handler : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Upstream extends RunningServer {
  seen: SeenRequest[];
}

/** A real upstream that records what reached it and answers with `respond`. */
export async function startUpstream(
  respond: (req: SeenRequest, res: http.ServerResponse) => void = (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  },
): Promise<Upstream> {
  const seen: SeenRequest[] = [];
  const running = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const record = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(record);
      respond(record, res);
    });
  });
  return { ...running, seen };
}

/** A URL on which nothing listens (a port that was just freed). */
export async function deadUrl(): Promise<string> {
  const s = await listen((_req, res) => res.end());
  await s.close();
  return s.url;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body's bytes as they came, still encoded (gzip, br): what `body` decodes as UTF-8. */
  bytes: Buffer;
}

/**
 * A request whose target is sent exactly as given (`..`, `//`, absolute-form), like `curl --path-as-is`,
 * and whose answer is left as it came (supertest would decode a compressed body).
 */
export function rawRequest(
  url: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: hostname,
      port,
      method: options.method ?? 'GET',
      path: target,
      // A fresh connection per request: the default agent keeps sockets alive between tests.
      agent: false,
      headers: { Connection: 'close', ...options.headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: bytes.toString('utf8'),
          bytes,
        });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * A pass-through HTTP proxy to `target`. `intercept` may answer a request itself (a fault, a delay)
 * by returning true; everything else is forwarded as is.
 */
export function passThroughProxy(
  target: string,
  intercept: (req: http.IncomingMessage, res: http.ServerResponse, forward: () => void) => boolean = () =>
    false,
): http.Server {
  const t = new URL(target);
  return http.createServer((req, res) => {
    const forward = () => {
      const up = http.request(
        { host: t.hostname, port: t.port, method: req.method, path: req.url, headers: req.headers },
        (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        },
      );
      up.on('error', () => res.destroy());
      req.pipe(up);
    };
    if (!intercept(req, res, forward)) forward();
  });
}
