import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import {
  captureLogger,
  listen,
  type RunningServer,
  startUpstream,
  testConfig,
  type Upstream,
} from '../test-support.ts';

const appFor = (upstream: Upstream, NODE_ENV: 'development' | 'production') =>
  createApp({
    config: testConfig({ NODE_ENV }),
    logger: captureLogger().logger,
    pageHandler: (_req, _res, next) => next(),
    apiUrl: upstream.url,
    staticOptions: { assetsDir: '/nonexistent-assets', publicDir: '/nonexistent-public' },
  });

/** The first event of a stream that never ends, then the connection closed. */
function firstEvent(url: string): Promise<{ type: string | undefined; event: string }> {
  return new Promise((done, fail) => {
    const req = http.get(url, (res) => {
      res.setEncoding('utf8');
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
        if (!body.includes('\n\n')) return;
        req.destroy();
        done({ type: res.headers['content-type'], event: body });
      });
    });
    req.on('error', fail);
  });
}

describe('the reload stream of npm run dev', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it('in development names the process, the same on every connection, and stays open', async () => {
    const server: RunningServer = await listen(appFor(upstream, 'development'));
    try {
      const one = await firstEvent(`${server.url}/__dev/reload`);
      const two = await firstEvent(`${server.url}/__dev/reload`);
      expect(one.type).toBe('text/event-stream');
      expect(one.event).toMatch(/^retry: \d+\ndata: [0-9a-f-]{36}\n\n$/);
      expect(two.event).toBe(one.event);
    } finally {
      await server.close();
    }
  });

  it('does not exist in production', async () => {
    const res = await request(appFor(upstream, 'production')).get('/__dev/reload');
    expect(res.status).toBe(404);
  });
});
