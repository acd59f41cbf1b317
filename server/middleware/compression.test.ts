import http from 'node:http';
import zlib from 'node:zlib';
import type { Response } from 'express';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer, rawRequest } from '../test-support.ts';
import { coalesceWrites, compression } from './compression.ts';

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
    // As React writes a page: pieces (bytes and strings) in one go, then flush, then end.
    app.get('/pieces', (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      for (let i = 0; i < 40; i++) res.write(i % 2 ? `<p>stuk ${i}</p>` : Buffer.from(`<p>piece ${i}</p>`));
      (res as unknown as { flush(): void }).flush();
      res.end('</html>');
    });
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

  it('joins pieces written in one go and decodes them whole (br, with a 256 KB window)', async () => {
    const expected = `${Array.from({ length: 40 }, (_, i) => (i % 2 ? `<p>stuk ${i}</p>` : `<p>piece ${i}</p>`)).join('')}</html>`;
    const res = await rawRequest(server.url, '/pieces', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    const encoding = res.headers['content-encoding'];
    const body = res.bytes;
    expect(encoding).toBe('br');
    expect(zlib.brotliDecompressSync(body).toString('utf8')).toBe(expected);
    // The stream header's window bits (RFC 7932 9.1): first bit 1, then 3 bits n, WBITS = 17 + n.
    const first = body[0] ?? 0;
    const wbits = (first & 1) === 0 ? 16 : 17 + ((first >> 1) & 7);
    expect(wbits).toBe(18);
  });
});

describe('coalesceWrites', () => {
  /** A response whose write, end and flush record what reaches them. */
  function fakeResponse() {
    const calls: string[] = [];
    const res = {
      destroyed: false,
      writableEnded: false,
      write(chunk: string | Uint8Array, encoding?: unknown, cb?: unknown) {
        calls.push(
          `write:${Buffer.from(chunk).toString('utf8')}${typeof encoding === 'function' || cb ? '+cb' : ''}`,
        );
        return true;
      },
      end(chunk?: unknown) {
        calls.push(
          `end:${typeof chunk === 'string' || chunk instanceof Uint8Array ? Buffer.from(chunk).toString('utf8') : ''}`,
        );
        this.writableEnded = true;
      },
      flush() {
        calls.push('flush');
      },
    };
    coalesceWrites(res as unknown as Response);
    return { res, calls };
  }

  it('hands the pieces written before a flush to the compressor as one write, then flushes', () => {
    const { res, calls } = fakeResponse();
    res.write('<html>');
    res.write(new Uint8Array(Buffer.from('<body>')));
    res.write('shell');
    expect(calls).toEqual([]);
    res.flush();
    expect(calls).toEqual(['write:<html><body>shell', 'flush']);
  });

  it('never holds a piece past the tick it was written in (a server-sent event never flushes)', async () => {
    const { res, calls } = fakeResponse();
    res.write('data: 1\n\n');
    res.write('data: 2\n\n');
    await new Promise<void>((resolve) => process.nextTick(resolve));
    expect(calls).toEqual(['write:data: 1\n\ndata: 2\n\n']);
  });

  it('joins what is buffered with the last piece at end(); a body given whole to end() goes through as it is', () => {
    const one = fakeResponse();
    one.res.write('a');
    one.res.end('b');
    expect(one.calls).toEqual(['write:ab', 'end:']);
    const two = fakeResponse();
    two.res.end('whole body');
    expect(two.calls).toEqual(['end:whole body']);
  });

  it('keeps the order when a write with a callback comes after buffered pieces', () => {
    const { res, calls } = fakeResponse();
    res.write('a');
    res.write('b', () => {});
    expect(calls).toEqual(['write:a', 'write:b+cb']);
  });

  it('writes at once past 64 KB, and drops what is buffered when the client is gone', async () => {
    const big = fakeResponse();
    big.res.write('x'.repeat(40 * 1024));
    expect(big.calls).toEqual([]);
    big.res.write('y'.repeat(30 * 1024));
    expect(big.calls).toHaveLength(1);
    const gone = fakeResponse();
    gone.res.write('lost');
    gone.res.destroyed = true;
    await new Promise<void>((resolve) => process.nextTick(resolve));
    expect(gone.calls).toEqual([]);
  });
});
