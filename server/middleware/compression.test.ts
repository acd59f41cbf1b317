import http from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../test-support.ts';
import { compression } from './compression.ts';

describe('compression', () => {
  let server: RunningServer;
  let secondWrittenAt = 0;

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.get('/stream', (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write('<html><body>shell');
      // React's pipeable stream calls flush() after each chunk it writes.
      (res as unknown as { flush(): void }).flush();
      setTimeout(() => {
        secondWrittenAt = Date.now();
        res.end('deferred</body></html>');
      }, 300);
    });
    app.get('/big', (_req, res) => res.type('text/plain').send('koffie '.repeat(1000)));
    server = await listen(app);
  });
  afterAll(() => server.close());

  it('compresses text responses for clients that accept gzip', async () => {
    const res = await request(server.url).get('/big').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.text).toBe('koffie '.repeat(1000));
  });

  it('sends the identity, still varying on Accept-Encoding, to a client that accepts no encoding', async () => {
    const res = await request(server.url).get('/big').set('Accept-Encoding', '');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.text).toBe('koffie '.repeat(1000));
    const none = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${server.url}/big`, resolve).on('error', reject),
    );
    none.resume();
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toBe('Accept-Encoding');
  });

  it('still streams: the first chunk arrives decoded before the second is written', async () => {
    const result = await new Promise<{ firstAt: number; first: string; all: string; encoding?: string }>(
      (resolve, reject) => {
        http
          .get(`${server.url}/stream`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
            const gunzip = zlib.createGunzip();
            res.pipe(gunzip);
            let all = '';
            let firstAt = 0;
            let first = '';
            gunzip.on('data', (chunk: Buffer) => {
              if (!firstAt) {
                firstAt = Date.now();
                first = chunk.toString('utf8');
              }
              all += chunk.toString('utf8');
            });
            gunzip.on('end', () =>
              resolve({ firstAt, first, all, encoding: res.headers['content-encoding'] }),
            );
            gunzip.on('error', reject);
          })
          .on('error', reject);
      },
    );
    expect(result.encoding).toBe('gzip');
    expect(result.first).toBe('<html><body>shell');
    expect(result.firstAt).toBeGreaterThan(0);
    expect(result.firstAt).toBeLessThan(secondWrittenAt);
    expect(result.all).toBe('<html><body>shelldeferred</body></html>');
  });
});
