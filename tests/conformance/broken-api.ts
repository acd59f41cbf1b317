/**
 * A deliberately broken stand-in for the shop API (issue 29): it passes every call on to a real
 * shop API (`upstream`) and answers some of them wrongly, in named ways, each switchable, so that
 * the conformance kit can show it catches and names every kind of mismatch:
 *
 * - `wrong-type`     a category listing's first product price as text (`"12,50"`, not 12.5)
 * - `missing-field`  a product without its `sku`
 * - `server-error`   the menus answer 500
 * - `slow`           the countries answer after `slowMs`
 * - `not-json`       a content page answers an HTML page
 * - `html-backend`   every call answers an HTML page (a website where the API should be; no upstream needed)
 *
 * Run on its own: `node --experimental-transform-types --no-warnings tests/conformance/broken-api.ts
 * --upstream http://127.0.0.1:4000 [--port 4100] [--faults wrong-type,slow] [--slow-ms 8000]`.
 */
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import express, { type Express, type Request, type Response } from 'express';

export const FAULTS = [
  'wrong-type',
  'missing-field',
  'server-error',
  'slow',
  'not-json',
  'html-backend',
] as const;
export type Fault = (typeof FAULTS)[number];
/** The faults that break single calls (all but `html-backend`, which breaks everything). */
export const CALL_FAULTS: Fault[] = ['wrong-type', 'missing-field', 'server-error', 'slow', 'not-json'];

export interface BrokenApiOptions {
  /** The real shop API the stand-in passes calls on to (its base URL). */
  upstream?: string;
  faults: Iterable<Fault>;
  /** How long the `slow` fault holds the countries answer (default 8000 ms). */
  slowMs?: number;
}

const HTML = '<!doctype html><html><head><title>Welcome</title></head><body><h1>Our shop</h1></body></html>';

/** Request headers that are not passed on as they came. */
const hopHeaders = new Set([
  'host',
  'connection',
  'content-length',
  'accept-encoding',
  'keep-alive',
  'transfer-encoding',
]);
/** Answer headers the storefront reads, passed back. */
const answerHeaders = ['content-type', 'x-fz-cart-token', 'idempotent-replayed', 'cache-control', 'vary'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createBrokenApi({ upstream, faults, slowMs = 8_000 }: BrokenApiOptions): Express {
  const on = new Set(faults);
  const base = upstream?.replace(/\/+$/, '');
  const app = express();
  app.disable('x-powered-by');
  app.use(express.raw({ type: () => true, limit: '1mb' }));

  app.use(async (req: Request, res: Response) => {
    if (on.has('html-backend')) {
      res.type('html').send(HTML);
      return;
    }
    const path = req.path;
    if (on.has('server-error') && req.method === 'GET' && path === '/api/menus') {
      res.status(500).json({ message: 'Internal server error', error: 'internal_error' });
      return;
    }
    if (on.has('not-json') && req.method === 'GET' && /^\/api\/pages\/\d+$/.test(path)) {
      res.type('html').send(HTML);
      return;
    }
    if (on.has('slow') && req.method === 'GET' && path === '/api/countries') await sleep(slowMs);
    if (!base) {
      res.status(502).json({ message: 'The broken stand-in has no upstream', error: 'no_upstream' });
      return;
    }

    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (!hopHeaders.has(k) && typeof v === 'string') headers[k] = v;
    const hasBody =
      req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body) && req.body.length;
    const upstreamAnswer = await fetch(`${base}${req.originalUrl}`, {
      method: req.method,
      headers,
      body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
      redirect: 'manual',
    });
    let text = await upstreamAnswer.text();
    for (const h of answerHeaders) {
      const v = upstreamAnswer.headers.get(h);
      if (v) res.setHeader(h, v);
    }

    if (upstreamAnswer.ok && (on.has('wrong-type') || on.has('missing-field'))) {
      try {
        const json = JSON.parse(text);
        const body =
          req.method === 'POST' && Buffer.isBuffer(req.body)
            ? JSON.parse(req.body.toString('utf8') || '{}')
            : {};
        const first = json?.products?.data?.[0];
        if (on.has('wrong-type') && path === '/api/queryProducts' && body.category_id && first) {
          first.price = Number(first.price).toFixed(2).replace('.', ',');
        }
        if (
          on.has('missing-field') &&
          req.method === 'GET' &&
          /^\/api\/products\/[^/]+$/.test(path) &&
          json?.data?.product
        ) {
          delete json.data.product.sku;
        }
        text = JSON.stringify(json);
      } catch {
        // not JSON: passed on as it came
      }
    }
    res.status(upstreamAnswer.status).send(text);
  });
  return app;
}

/** Starts the stand-in on a port (0: any free one); answers the server and its base URL. */
export async function startBrokenApi(
  options: BrokenApiOptions & { port?: number; host?: string },
): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const app = createBrokenApi(options);
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(options.port ?? 0, host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      port: { type: 'string', default: '4100' },
      faults: { type: 'string', default: CALL_FAULTS.join(',') },
      'slow-ms': { type: 'string', default: '8000' },
    },
  });
  const faults = (values.faults ?? '').split(',').filter(Boolean);
  const unknown = faults.filter((f) => !(FAULTS as readonly string[]).includes(f));
  if (unknown.length) {
    process.stderr.write(`broken-api: unknown fault ${unknown.join(', ')}; known: ${FAULTS.join(', ')}\n`);
    process.exit(2);
  }
  const { url } = await startBrokenApi({
    upstream: values.upstream,
    faults: faults as Fault[],
    slowMs: Number(values['slow-ms']),
    port: Number(values.port),
  });
  process.stdout.write(
    `broken-api: ${url} (faults: ${faults.join(', ') || 'none'}; upstream: ${values.upstream ?? 'none'})\n`,
  );
}
