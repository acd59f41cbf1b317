/**
 * Traces across both programs (issue 29): a small OTLP/HTTP receiver (JSON, as the exporter sends
 * it), the shop API on a seeded database and the storefront in front of it, each exporting to the
 * receiver as its own service. A product page asked with a traceparent is one trace under that
 * parent; a malformed traceparent is ignored and never echoed or passed on; a collector that is
 * down or slow changes nothing for the visitor and its lost spans are counted.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../api/app.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../api/testing/test-api.ts';
import { queryTracer, startTracing, type Tracing } from '../api/tracing.ts';
import { startStorefront } from './render/test-shop.ts';
import {
  captureLogger,
  deadUrl,
  listen,
  type RunningServer,
  rawRequest,
  startUpstream,
  testConfig,
} from './test-support.ts';
import { tracingOf } from './tracing.ts';

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpJson {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: Record<string, unknown> }[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: { key: string; value: Record<string, unknown> }[];
      }[];
    }[];
  }[];
}

const attributesOf = (list: { key: string; value: Record<string, unknown> }[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));

/** An OTLP/HTTP receiver of JSON trace exports, keeping every span. */
async function startReceiver(): Promise<RunningServer & { spans: ReceivedSpan[]; posts: string[] }> {
  const spans: ReceivedSpan[] = [];
  const posts: string[] = [];
  const running = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJson;
      for (const rs of body.resourceSpans ?? []) {
        const service = String(attributesOf(rs.resource?.attributes)['service.name']);
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? [])
            spans.push({
              service,
              traceId: s.traceId,
              spanId: s.spanId,
              parentSpanId: s.parentSpanId ?? '',
              name: s.name,
              kind: s.kind,
              attributes: attributesOf(s.attributes),
            });
      }
      res.setHeader('Content-Type', 'application/json');
      res.end('{}');
    });
  });
  return { ...running, spans, posts };
}

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const parentId = '00f067aa0ba902b7';
const traceparent = `00-${traceId}-${parentId}-01`;
const malformed = '00-zz-<script>-01';

/** Flushes both programs until `done` holds for what the receiver has (spans end as responses close). */
async function collect(tracings: Tracing[], done: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    await Promise.all(tracings.map((t) => t.forceFlush()));
    if (done()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeEachDatabase('a traced product page', (driver) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let apiTracing: Tracing;
  let shopTracing: Tracing;
  let db: TestDatabase;
  let api: RunningServer;
  let shop: RunningServer;
  const log = captureLogger();

  beforeAll(async () => {
    receiver = await startReceiver();
    apiTracing = await startTracing({ endpoint: receiver.url, serviceName: 'shop-api' });
    db = await createTestDatabase(driver, queryTracer(apiTracing));
    api = await listen(
      http.createServer(createApiApp({ db: db.database, config: { log: false }, tracing: apiTracing })),
    );
    shopTracing = (await tracingOf(
      testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.url}/`, OTEL_SERVICE_NAME: 'storefront' }),
    ))!;
    shop = await startStorefront(api.url, {}, { logger: log.logger, tracing: shopTracing });
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    await api?.close();
    await shopTracing?.shutdown();
    await apiTracing?.shutdown();
    await db?.close();
    await receiver?.close();
  });

  it('is one trace under the caller’s parent, with spans of both programs', async () => {
    const res = await rawRequest(shop.url, '/lelit-anna-copper', { headers: { traceparent } });
    expect(res.status).toBe(200);
    const mine = () => receiver.spans.filter((s) => s.traceId === traceId);
    const server = () => mine().find((s) => s.service === 'storefront' && s.kind === 2);
    await collect([shopTracing, apiTracing], () => server() !== undefined);

    expect(receiver.posts[0]).toMatch(/^POST \/v1\/traces application\/json/);
    const spans = mine();
    expect(new Set(spans.map((s) => s.service))).toEqual(new Set(['storefront', 'shop-api']));
    // The storefront's request span is the caller's child; every other span has its parent in the trace.
    expect(server()).toMatchObject({ name: 'GET catchAll', parentSpanId: parentId });
    const ids = new Set(spans.map((s) => s.spanId));
    for (const s of spans) {
      if (s !== server()) expect(ids.has(s.parentSpanId), `${s.service} ${s.name}`).toBe(true);
    }
    const names = spans.filter((s) => s.service === 'storefront').map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['route match', 'render shell', 'render stream']));
    const calls = spans.filter((s) => s.service === 'storefront' && s.kind === 3);
    expect(calls.map((s) => s.attributes['page.data'])).toEqual(expect.arrayContaining(['critical']));
    // Each API request continues the call that made it.
    const apiRequests = spans.filter((s) => s.service === 'shop-api' && s.kind === 2);
    expect(apiRequests.length).toBeGreaterThan(0);
    const callIds = new Set(calls.map((s) => s.spanId));
    for (const s of apiRequests) expect(callIds.has(s.parentSpanId)).toBe(true);
    expect(apiRequests.map((s) => s.name)).toContain('GET /api/resolve');

    // Statements: named by operation and table, children of the API's request spans, no parameters.
    const statements = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    const requestIds = new Set(apiRequests.map((s) => s.spanId));
    for (const s of statements) {
      expect(s.name).toMatch(/^[A-Z]+( [a-z_0-9]+)?$/);
      expect(requestIds.has(s.parentSpanId)).toBe(true);
      expect(Object.keys(s.attributes).sort()).toEqual(
        expect.arrayContaining(['db.operation.name', 'db.query.summary', 'db.system.name']),
      );
      expect(JSON.stringify(s.attributes)).not.toMatch(/lelit|anna|copper|\$1/i);
      expect(Object.keys(s.attributes).every((k) => !/text|param/.test(k))).toBe(true);
    }
    expect(statements.map((s) => s.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^SELECT /)]),
    );

    // Logs and traces join on the trace id.
    const line = log.lines.find((l) => l.msg === 'request' && l.path === '/lelit-anna-copper');
    expect(line?.trace_id).toBe(traceId);
  });

  it('ignores a malformed traceparent and never echoes it', async () => {
    const page = await rawRequest(shop.url, '/lelit-anna-copper', { headers: { traceparent: malformed } });
    const proxied = await rawRequest(shop.url, '/api/shopInfo', { headers: { traceparent: malformed } });
    expect(page.status).toBe(200);
    expect(proxied.status).toBe(200);
    for (const res of [page, proxied]) {
      expect(JSON.stringify(res.headers)).not.toContain('zz-');
      expect(res.body).not.toContain('<script>-01');
    }
    const lines = log.lines.filter((l) => l.msg === 'request' && l.trace_id);
    const last = lines.slice(-2).map((l) => String(l.trace_id));
    expect(last).toHaveLength(2);
    for (const id of last) expect(id).toMatch(/^[0-9a-f]{32}$/);
    // New traces: the storefront's request spans have no parent.
    await collect([shopTracing, apiTracing], () =>
      last.every((id) => receiver.spans.some((s) => s.traceId === id && s.kind === 2)),
    );
    for (const id of last) {
      const server = receiver.spans.find(
        (s) => s.traceId === id && s.service === 'storefront' && s.kind === 2,
      );
      expect(server?.parentSpanId).toBe('');
    }
    // The proxy's call is a span of its own, which the API continued.
    const proxySpan = receiver.spans.find(
      (s) => s.traceId === last[1] && s.name === 'proxy GET /api/shopInfo',
    );
    expect(proxySpan).toBeDefined();
    await collect([apiTracing], () => receiver.spans.some((s) => s.parentSpanId === proxySpan!.spanId));
    expect(receiver.spans.find((s) => s.parentSpanId === proxySpan!.spanId)?.service).toBe('shop-api');
  });
});

describe('the trace context the storefront passes on', () => {
  it('forwards the proxy span’s traceparent, never a malformed one; without tracing none at all', async () => {
    const upstream = await startUpstream();
    const receiver = await startReceiver();
    const tracing = await startTracing({ endpoint: receiver.url, serviceName: 'storefront' });
    const traced = await startStorefront(upstream.url, {}, { tracing });
    const plain = await startStorefront(upstream.url);
    try {
      for (const value of [malformed, traceparent]) {
        await rawRequest(traced.url, '/api/shopInfo', { headers: { traceparent: value, tracestate: 'a=b' } });
        const sent = upstream.seen.at(-1)!.headers;
        expect(sent.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
        expect(sent.traceparent).not.toBe(value);
        if (value === traceparent) {
          expect(sent.traceparent).toContain(traceId);
          expect(sent.tracestate).toBe('a=b');
        } else expect(sent.tracestate).toBeUndefined();
      }
      await rawRequest(plain.url, '/api/shopInfo', { headers: { traceparent } });
      expect(upstream.seen.at(-1)!.headers.traceparent).toBeUndefined();
      expect(upstream.seen.at(-1)!.headers.tracestate).toBeUndefined();
    } finally {
      await traced.close();
      await plain.close();
      await tracing.shutdown();
      await receiver.close();
      await upstream.close();
    }
  });

  it('without OTEL_EXPORTER_OTLP_ENDPOINT: no SDK, no span, no trace id, no header', async () => {
    expect(await tracingOf(testConfig())).toBeUndefined();
    const upstream = await startUpstream((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(req.url.startsWith('/api/resolve') ? '{"data":{"type":"page","id":1}}' : '{"data":[]}');
    });
    const log = captureLogger();
    const shop = await startStorefront(upstream.url, {}, { logger: log.logger });
    try {
      await rawRequest(shop.url, '/lelit-anna-copper', { headers: { traceparent } });
      expect(upstream.seen.length).toBeGreaterThan(0);
      for (const seen of upstream.seen) expect(seen.headers.traceparent).toBeUndefined();
      const line = log.lines.find((l) => l.msg === 'request');
      expect(line).toBeDefined();
      expect(line).not.toHaveProperty('trace_id');
    } finally {
      await shop.close();
      await upstream.close();
    }
  });
});

describe('a collector that is down, slow or full', () => {
  /** A storefront tracing to `endpoint`, in front of a canned API; /metrics with a token. */
  async function shopTracingTo(endpoint: string, maxQueueSize = 2048) {
    const upstream = await startUpstream();
    const tracing = await startTracing({
      endpoint,
      serviceName: 'storefront',
      maxQueueSize,
      scheduledDelayMs: 10,
      exportTimeoutMs: 300,
    });
    const shop = await startStorefront(
      upstream.url,
      { METRICS_TOKEN: 'metrics-token-0123456789' },
      { tracing },
    );
    return {
      tracing,
      shop,
      async dropped(): Promise<Record<string, number>> {
        const res = await fetch(`${shop.url}/metrics`, {
          headers: { authorization: 'Bearer metrics-token-0123456789' },
        });
        const text = await res.text();
        return Object.fromEntries(
          [...text.matchAll(/^storefront_tracing_spans_dropped_total\{reason="(\w+)"\} (\d+)$/gm)].map(
            (m) => [m[1]!, Number(m[2])],
          ),
        );
      },
      async close() {
        await shop.close();
        await tracing.shutdown();
        await upstream.close();
      },
    };
  }

  /** Twenty proxied requests, each answered: no visitor waits for a collector that never answers. */
  async function askTwenty(url: string) {
    for (let i = 0; i < 20; i++) {
      const res = await rawRequest(url, '/api/shopInfo', { headers: { traceparent } });
      expect(res.status).toBe(200);
    }
  }

  it('down (connection refused): answers as usual, the failed spans are counted', async () => {
    const running = await shopTracingTo(await deadUrl());
    try {
      await askTwenty(running.shop.url);
      await running.tracing.forceFlush().catch(() => {});
      await new Promise((r) => setTimeout(r, 500));
      const dropped = await running.dropped();
      expect(dropped.export_failed).toBeGreaterThan(0);
    } finally {
      await running.close();
    }
  });

  it('slow (never answers): answers as usual, spans past the queue are dropped and counted', async () => {
    const hanging: http.ServerResponse[] = [];
    const slow = await listen((_req, res) => void hanging.push(res));
    const running = await shopTracingTo(slow.url, 4);
    try {
      await askTwenty(running.shop.url);
      await new Promise((r) => setTimeout(r, 800));
      const dropped = await running.dropped();
      expect(dropped.queue_full).toBeGreaterThan(0);
      expect(dropped.export_failed).toBeGreaterThan(0);
    } finally {
      for (const res of hanging) res.destroy();
      await running.close();
      await slow.close();
    }
  });
});
