import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { badRequest, notFound, serviceUnavailable } from '../errors.ts';
import { captureLogger, listen, testConfig } from '../test-support.ts';
import { errorHandler, type RenderErrorPage, type RenderErrorPageHtml } from './error-handler.ts';
import { requestContext } from './request-context.ts';

function app(nodeEnv: string, renderErrorPage?: RenderErrorPage) {
  const captured = captureLogger();
  const a = express();
  a.use(requestContext({ logger: captured.logger }));
  a.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  a.get('/api/boom', async () => {
    throw new Error('kaboom');
  });
  a.get('/bad', () => {
    throw badRequest('Page must be a number');
  });
  a.get('/down', () => {
    throw serviceUnavailable();
  });
  a.get('/late', (_req, res) => {
    res.write('<html>half');
    throw new Error('after headers');
  });
  a.use((_req, _res, next) => next(notFound()));
  a.use(errorHandler({ config: testConfig({ NODE_ENV: nodeEnv }), renderErrorPage }));
  return { app: a, lines: captured.lines };
}

describe('error handler', () => {
  it('answers /api and JSON clients with JSON {message, error, req_id}', async () => {
    const api = await request(app('production').app).get('/api/boom');
    expect(api.status).toBe(500);
    expect(api.body).toEqual({
      message: expect.any(String),
      error: 'internal_error',
      req_id: api.headers['x-request-id'],
    });
    const json = await request(app('production').app).get('/nowhere').set('Accept', 'application/json');
    expect(json.status).toBe(404);
    expect(json.body).toMatchObject({ message: 'This page could not be found', error: 'not_found' });
  });

  it('answers browsers with the branded HTML page: 404 message, a link home, no scripts', async () => {
    const res = await request(app('production').app).get('/nowhere').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('This page could not be found');
    expect(res.text).toContain('href="/"');
    expect(res.text).not.toContain('<script');
  });

  it('never shows a stack trace or internal message in production, but logs the error with the request id', async () => {
    const { app: a, lines } = app('production');
    const res = await request(a).get('/boom').set('Accept', 'text/html');
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toMatch(/\.ts:\d+/);
    const logged = lines.find((l) => l.msg === 'request_failed');
    expect(logged).toMatchObject({ req_id: res.headers['x-request-id'], status: 500 });
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('shows the stack to the developer outside production', async () => {
    const res = await request(app('development').app).get('/boom').set('Accept', 'text/html');
    expect(res.text).toMatch(/error-handler\.test\.ts/);
  });

  it('shows our own error messages and headers', async () => {
    const bad = await request(app('production').app).get('/bad').set('Accept', 'application/json');
    expect(bad.body).toMatchObject({ message: 'Page must be a number', error: 'bad_request' });
    const down = await request(app('production').app).get('/down');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('30');
  });

  it('uses the injected error page renderer with status and context', async () => {
    const render: RenderErrorPageHtml = ({ status, ctx }) => `<p>${status} for ${ctx.id}</p>`;
    const res = await request(app('production', render).app).get('/nowhere');
    expect(res.text).toBe(`<p>404 for ${res.headers['x-request-id']}</p>`);
  });

  it('lets a (req, res, status) renderer write the page itself', async () => {
    const res = await request(
      app('production', async (_req, res, status) => {
        res.status(status).type('html').end(`<p>streamed ${status}</p>`);
      }).app,
    ).get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.text).toBe('<p>streamed 404</p>');
  });

  it('falls back to the static page when the renderer throws', async () => {
    const res = await request(
      app('production', () => {
        throw new Error('render failed');
      }).app,
    ).get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.text).toContain('This page could not be found');
  });

  it('destroys the connection when headers were already sent, and the server keeps working', async () => {
    const server = await listen(app('production').app);
    await expect(fetch(`${server.url}/late`).then((r) => r.text())).rejects.toThrow();
    expect((await fetch(`${server.url}/nowhere`)).status).toBe(404);
    await server.close();
  });
});
