import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench helper without types
import { rawHttp } from './raw-http.mjs';

/** A TCP server that answers every request with `parts`, written one by one with a short pause. */
function serve(parts: string[]): Promise<{ origin: string; server: Server }> {
  const server = createServer((socket) => {
    socket.on('data', async () => {
      for (const part of parts) {
        socket.write(part);
        await new Promise((resolve) => setTimeout(resolve, parts.length > 20 ? 0 : 2));
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ origin: `http://127.0.0.1:${port}`, server });
    }),
  );
}

let server: Server | undefined;
afterEach(() => server?.close());

/** Splits `text` at every `step` characters, so framing lands across packets. */
const split = (text: string, step: number) =>
  Array.from({ length: Math.ceil(text.length / step) }, (_, i) => text.slice(i * step, (i + 1) * step));

describe('rawHttp', () => {
  it('reads a Content-Length response to its last byte, across packets, on a kept-alive socket', async () => {
    const body = 'x'.repeat(5000);
    const response = `HTTP/1.1 200 OK\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const started = await serve(split(response, 1500));
    server = started.server;
    const client = rawHttp(started.origin, { maxSockets: 1 });
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const { status, first, done } = await client.get('/x');
      expect(status).toBe(200);
      expect(first).toBeGreaterThan(t0);
      expect(done - first).toBeGreaterThanOrEqual(4); // waited for the later packets
    }
    client.close();
  });

  it('ends a chunked response at its last chunk, wherever the packets split the framing', async () => {
    const head = 'HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n';
    for (const [step, size] of [
      [0, 70_000],
      [7, 2000],
      [4096, 70_000],
    ] as const) {
      const chunks = ['a'.repeat(300), 'b'.repeat(size), 'c'];
      const body = `${chunks.map((c) => `${c.length.toString(16)};ext=1\r\n${c}\r\n`).join('')}0\r\nX-Trailer: y\r\n\r\n`;
      const started = await serve(step === 0 ? [head + body] : split(head + body, step));
      server = started.server;
      const client = rawHttp(started.origin, { maxSockets: 1 });
      const first = await client.get('/a');
      const second = await client.get('/b'); // only possible when the first one's end was found
      expect([first.status, second.status]).toEqual([404, 404]);
      client.close();
      server.close();
    }
  });
});
