import http from 'node:http';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLifecycle } from '../lifecycle.ts';
import { captureLogger, listen } from '../test-support.ts';
import { ctxOf, RequestScope, requestContext } from './request-context.ts';

function appWith(handler: express.RequestHandler, lifecycle = createLifecycle()) {
  const captured = captureLogger();
  const app = express();
  app.use(requestContext({ logger: captured.logger, lifecycle }));
  app.use(handler);
  return { app, ...captured };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('request context', () => {
  it('gives every response an X-Request-Id and logs one access line with method, path without query, status and duration', async () => {
    const { app, lines } = appWith((_req, res) => {
      res.setHeader('Content-Length', 2);
      res.end('ok');
    });
    const res = await request(app).get('/zoeken?q=secret-term');
    await settle();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const access = lines.filter((l) => l.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      method: 'GET',
      path: '/zoeken',
      status: 200,
      bytes: 2,
      req_id: res.headers['x-request-id'],
    });
    expect(typeof access[0]!.dur_ms).toBe('number');
    expect(JSON.stringify(access[0])).not.toContain('secret-term');
  });

  it('accepts a safe incoming request id and replaces an unsafe one (log injection)', async () => {
    const { app } = appWith((_req, res) => res.end());
    const ok = await request(app).get('/').set('X-Request-Id', 'lb-1234_abc');
    expect(ok.headers['x-request-id']).toBe('lb-1234_abc');
    const bad = await request(app).get('/').set('X-Request-Id', 'abc%0a{"level":"fatal"}');
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await request(app).get('/').set('X-Request-Id', 'a'.repeat(65));
    expect(long.headers['x-request-id']).not.toBe('a'.repeat(65));
  });

  it('exposes the context to later steps through ctxOf', async () => {
    const { app } = appWith((_req, res) => {
      const ctx = ctxOf(res);
      res.json({ id: ctx.id, locale: ctx.locale, nonce: ctx.nonce, aborted: ctx.signal.aborted });
    });
    const res = await request(app).get('/');
    expect(res.body).toEqual({ id: res.headers['x-request-id'], locale: 'nl', nonce: '', aborted: false });
  });

  it('aborts the signal and logs aborted: true when the client closes before the response finishes', async () => {
    let signalAborted: Promise<boolean> | undefined;
    const { app, lines } = appWith((_req, res) => {
      const { signal } = ctxOf(res);
      signalAborted = new Promise((resolve) => signal.addEventListener('abort', () => resolve(true)));
      res.write('partial');
    });
    const server = await listen(app);
    await new Promise<void>((resolve) => {
      const req = http.get(`${server.url}/slow`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
    });
    expect(await signalAborted).toBe(true);
    await settle();
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ path: '/slow', aborted: true });
    await server.close();
  });

  it('aborts in-flight requests when the shutdown gives up waiting', async () => {
    const lifecycle = createLifecycle();
    const { app } = appWith((_req, res) => {
      ctxOf(res).signal.addEventListener('abort', () => res.end('aborted by drain'));
      lifecycle.abortInFlight();
    }, lifecycle);
    const res = await request(app).get('/');
    expect(res.text).toBe('aborted by drain');
  });

  it('aborts onAbort listeners (no AbortSignal needed) when the shutdown gives up waiting', async () => {
    const lifecycle = createLifecycle();
    const { app } = appWith((_req, res) => {
      ctxOf(res).onAbort(() => res.end('listener saw the drain'));
      lifecycle.abortInFlight();
    }, lifecycle);
    const res = await request(app).get('/');
    expect(res.text).toBe('listener saw the drain');
  });
});

describe('RequestScope', () => {
  const scope = () => new RequestScope('id-1', captureLogger().logger);

  it('calls each listener once, in order, and not those forgotten', () => {
    const ctx = scope();
    const calls: string[] = [];
    ctx.onAbort(() => calls.push('a'));
    const forgetB = ctx.onAbort(() => calls.push('b'));
    ctx.onAbort(() => calls.push('c'));
    forgetB();
    expect(ctx.aborted).toBe(false);
    ctx.abort(new Error('gone'));
    ctx.abort(new Error('again'));
    expect(calls).toEqual(['a', 'c']);
    expect(ctx.aborted).toBe(true);
  });

  it('calls a listener added after the abort at once', () => {
    const ctx = scope();
    ctx.abort(new Error('gone'));
    let called = 0;
    ctx.onAbort(() => called++);
    expect(called).toBe(1);
  });

  it('gives a signal that follows the abort, made before or after it, with its reason', () => {
    const before = scope();
    const early = before.signal;
    expect(early.aborted).toBe(false);
    expect(before.signal).toBe(early); // one signal per request
    const reason = new Error('client left');
    before.abort(reason);
    expect(early.aborted).toBe(true);
    expect(early.reason).toBe(reason);

    const after = scope();
    after.abort(reason);
    expect(after.signal.aborted).toBe(true);
    expect(after.signal.reason).toBe(reason);
  });
});
