/**
 * What the storefront promises a load balancer (docs/operations.md): idle keep-alive connections
 * outlive the balancer's idle timeout (KEEP_ALIVE_TIMEOUT_MS, 65 s by default for the usual 60 s),
 * and the client address comes from X-Forwarded-For only through the hops TRUST_PROXY names.
 */
import net from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../shared/settings.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createHttpServer } from './lifecycle.ts';
import { captureLogger, listen, testConfig } from './test-support.ts';

describe('keep-alive towards the load balancer', () => {
  it('defaults to 65 s, above a 60 s balancer idle timeout, and follows KEEP_ALIVE_TIMEOUT_MS', () => {
    expect(loadConfig({}).KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '620000' }).KEEP_ALIVE_TIMEOUT_MS).toBe(620_000);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '500' })).toThrow(ConfigError);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '65s' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(createHttpServer(() => {}).keepAliveTimeout).toBe(65_000);
    expect(createHttpServer(() => {}, { keepAliveTimeout: 620_000 }).keepAliveTimeout).toBe(620_000);
  });

  it('keeps an idle connection open for the timeout, then closes it itself', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'), { keepAliveTimeout: 1200 });
    const running = await listen(server);
    const { port } = new URL(running.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let text = '';
    socket.on('data', (c: Buffer) => {
      text += c.toString();
    });
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    const ask = () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    ask();
    await new Promise((r) => setTimeout(r, 700)); // idle, within the timeout…
    ask(); // …so the same connection still answers
    await new Promise((r) => setTimeout(r, 100));
    expect(text.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    expect(text).toMatch(/Keep-Alive: timeout=1/i);
    const idleFrom = Date.now();
    const at = await closed; // then the server closes it
    expect(at - idleFrom).toBeGreaterThan(800);
    await running.close();
  });
});

describe('trust proxy from configuration', () => {
  const clientIp = async (env: Record<string, string>) => {
    const log = captureLogger();
    const app = createApp({
      config: testConfig(env),
      logger: log.logger,
      pageHandler: (_req, res) => void res.type('html').send('<p>page</p>'),
      apiUrl: 'http://127.0.0.1:9',
      staticOptions: { assetsDir: '/nonexistent-assets', publicDir: '/nonexistent-public' },
    });
    await request(app).get('/').set('X-Forwarded-For', '203.0.113.7, 198.51.100.2').expect(200);
    return log.lines.find((l) => l.msg === 'request')?.client_ip;
  };

  it('ignores X-Forwarded-For by default and believes exactly the configured hops', async () => {
    expect(await clientIp({})).toMatch(/127\.0\.0\.1$/);
    expect(await clientIp({ TRUST_PROXY: '1' })).toBe('198.51.100.2');
    expect(await clientIp({ TRUST_PROXY: '2' })).toBe('203.0.113.7');
    expect(await clientIp({ TRUST_PROXY: 'loopback' })).toBe('198.51.100.2');
  });
});
