import { EventEmitter } from 'node:events';
import http from 'node:http';
import express from 'express';
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
import { devReload } from './dev-reload.ts';

const appFor = (upstream: Upstream, NODE_ENV: 'development' | 'production') =>
  createApp({
    config: testConfig({ NODE_ENV }),
    logger: captureLogger().logger,
    pageHandler: (_req, _res, next) => next(),
    apiUrl: upstream.url,
    staticOptions: { assetsDir: '/nonexistent-assets', publicDir: '/nonexistent-public' },
  });

/** The first `count` events of a stream that never ends, then the connection closed. */
function events(url: string, count: number, onFirst: () => void): Promise<string[]> {
  return new Promise((done, fail) => {
    const req = http.get(url, (res) => {
      res.setEncoding('utf8');
      let body = '';
      res.on('data', (chunk) => {
        const before = body.split('\n\n').length;
        body += chunk;
        const seen = body.split('\n\n').slice(0, -1);
        if (before === 1 && seen.length >= 1) onFirst();
        if (seen.length < count) return;
        req.destroy();
        done(seen.slice(0, count));
      });
    });
    req.on('error', fail);
  });
}

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

  it('names the build the dev loop says, on the open streams and on later connections', async () => {
    const messages = new EventEmitter();
    let ready = 0;
    const loop = { on: messages.on.bind(messages), buildId: 'build-1', ready: () => ready++ };
    const server: RunningServer = await listen(express().use(devReload(loop)));
    try {
      expect(ready, 'the loop hears that this process listens to it').toBe(1);
      const [first, second] = await events(`${server.url}/__dev/reload`, 2, () => {
        messages.emit('message', 'something else');
        messages.emit('message', { reload: 'bad id\n\ndata: x' });
        messages.emit('message', { reload: 'build-2' });
      });
      expect(first).toBe('retry: 100\ndata: build-1');
      expect(second).toBe('data: build-2');
      const later = await firstEvent(`${server.url}/__dev/reload`);
      expect(later.event).toBe('retry: 100\ndata: build-2\n\n');
    } finally {
      await server.close();
    }
  });

  it('does not exist in production', async () => {
    const res = await request(appFor(upstream, 'production')).get('/__dev/reload');
    expect(res.status).toBe(404);
  });
});
