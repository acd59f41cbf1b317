/**
 * The chat through the storefront (decision 024): the real shop API behind the real /api proxy with
 * compression in front, as in server/app.ts. The chat token lives in an httpOnly cookie, the staff
 * calls are not proxied, and the event stream really streams: events arrive while the response is
 * open, uncompressed, and it outlives PROXY_TIMEOUT_MS between heartbeats.
 */

import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../api/app.ts';
import { openEventStream } from '../../api/chat/event-stream-client.ts';
import { createChatHub } from '../../api/chat/events.ts';
import { createTestDatabase, type TestDatabase } from '../../api/testing/test-api.ts';
import { captureLogger, listen, type RunningServer, testConfig } from '../test-support.ts';
import { apiProxy } from './api-proxy.ts';
import { compression } from './compression.ts';
import { errorHandler } from './error-handler.ts';
import { requestContext } from './request-context.ts';

const STAFF_TOKEN = 'proxy-test-staff-token-0123456789';
const same = { 'Sec-Fetch-Site': 'same-origin' };

describe('the chat through the /api proxy', () => {
  let database: TestDatabase;
  let api: RunningServer;
  let shop: RunningServer;
  const hub = createChatHub();
  // A short proxy timeout: a stream that only lived PROXY_TIMEOUT_MS between heartbeats would die.
  const config = testConfig({ PROXY_TIMEOUT_MS: '1000' });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = await listen(
      createApiApp({
        db: database.database,
        config: { log: false, chatStaffToken: STAFF_TOKEN, chatOpeningHours: 'mon-sun 00:00-24:00' },
        chatHub: hub,
        chatStream: { heartbeatMs: 1500, retryMs: 1000 },
      }),
    );
    const app = express();
    app.set('trust proxy', config.TRUST_PROXY);
    app.use(requestContext({ logger: captureLogger().logger }));
    app.use(compression());
    app.use(cookieParser(), apiProxy({ target: api.url, config }));
    app.use(errorHandler({ config }));
    shop = await listen(app);
    // Warm up (the first write of a fresh PGlite is slow), so the short proxy timeout is the stream's only.
    await request(api.server).post('/api/chat/messages').send({ text: 'warm-up' }).expect(201);
  });
  afterAll(async () => {
    hub.closeAll();
    await shop?.close();
    await api?.close();
    await database?.close();
  });

  /** The fz_chat cookie the proxy set, as the browser would send it back. */
  const cookieOf = (res: request.Response) => {
    const cookies = ([] as string[]).concat(res.get('Set-Cookie') ?? []);
    const chat = cookies.find((c) => c.startsWith('fz_chat='));
    return chat?.split(';')[0];
  };

  it('keeps the chat token in an httpOnly cookie: never in the answer, sent back upstream from the cookie only', async () => {
    const first = await request(shop.server)
      .post('/api/chat/messages?lang=en')
      .set(same)
      .send({ text: 'Hello shop' })
      .expect(201);
    expect(first.get('X-FZ-Chat-Token')).toBeUndefined();
    expect(JSON.stringify(first.body)).not.toMatch(/token/i);
    const setCookie = ([] as string[])
      .concat(first.get('Set-Cookie') ?? [])
      .find((c) => c.startsWith('fz_chat='))!;
    expect(setCookie).toMatch(
      /^fz_chat=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax$/,
    );
    expect(first.get('Cache-Control')).toBe('no-store');
    const cookie = cookieOf(first)!;
    const token = cookie.split('=')[1]!;

    const own = await request(shop.server).get('/api/chat/messages').set('Cookie', cookie).expect(200);
    expect(own.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['Hello shop']);
    // The token as a header from the browser is dropped: no conversation.
    const forged = await request(shop.server)
      .get('/api/chat/messages')
      .set('X-FZ-Chat-Token', token)
      .expect(200);
    expect(forged.body.data.messages).toEqual([]);
    // A cookie that is not a token is ignored.
    const bad = await request(shop.server)
      .get('/api/chat/messages')
      .set('Cookie', 'fz_chat=%27%20OR%201%3D1')
      .expect(200);
    expect(bad.body.data.messages).toEqual([]);
    // A cross-site post is refused before the API sees it.
    await request(shop.server)
      .post('/api/chat/messages')
      .set({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example', Cookie: cookie })
      .send({ text: 'forged' })
      .expect(403);
    // Logout clears it with the session.
    const out = await request(shop.server).post('/api/customerAuth/logout').set(same).set('Cookie', cookie);
    expect(
      ([] as string[]).concat(out.get('Set-Cookie') ?? []).some((c) => /^fz_chat=; .*Max-Age=0/.test(c)),
    ).toBe(true);
  });

  it('does not proxy the staff calls (404), whatever the cookies say', async () => {
    for (const path of [
      '/api/chat/staff/conversations',
      '/api/chat/staff',
      '/api/Chat/Staff/conversations/1/replies',
      '/api/chat/staff/conversations/',
      '/api/search/synonyms',
      '/api/Search/Synonyms/1',
      // the photo upload and the returns' staff calls (decisions 097, 093)
      '/api/staff/products/LEL-1/photos',
      '/api/Staff/orders/1/delivered',
    ]) {
      const res = await request(shop.server)
        .get(path)
        .set('Cookie', `fz_session=${STAFF_TOKEN}`)
        .set('Authorization', `Bearer ${STAFF_TOKEN}`);
      expect(res.status, path).toBe(404);
    }
    // A photo posted from the shop's own origin with the staff token does not reach the API either.
    const upload = await request(shop.server)
      .post('/api/staff/products/LEL-1/photos')
      .set(same)
      .set('Authorization', `Bearer ${STAFF_TOKEN}`)
      .set('Content-Type', 'image/jpeg')
      .send(Buffer.from([0xff, 0xd8, 0xff]));
    expect(upload.status).toBe(404);
    // Direct to the API they work.
    await request(api.server)
      .get('/api/chat/staff/conversations')
      .set('Authorization', `Bearer ${STAFF_TOKEN}`)
      .expect(200);
  });

  it('streams events through the proxy as they happen, uncompressed, past the proxy timeout', async () => {
    const first = await request(shop.server)
      .post('/api/chat/messages')
      .set(same)
      .send({ text: 'Streamen?' })
      .expect(201);
    const cookie = cookieOf(first)!;
    const [latest] = (
      await request(api.server)
        .get('/api/chat/staff/conversations?limit=1')
        .set('Authorization', `Bearer ${STAFF_TOKEN}`)
    ).body.data as { id: number }[];
    const conversationId = latest!.id;
    const before = hub.size();
    const stream = await openEventStream(`${shop.url}/api/chat/events`, {
      Cookie: cookie,
      'Accept-Encoding': 'gzip, deflate, br',
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['x-accel-buffering']).toBe('no');
      const status = await stream.next((e) => e.event === 'status', 1000);
      expect(JSON.parse(status.data!)).toMatchObject({ online: true, unread: 0 });

      // Quiet for longer than PROXY_TIMEOUT_MS (1 s): heartbeats (1.5 s) keep it open.
      await stream.next((e) => e.comment !== undefined, 3000);
      await stream.next((e) => e.comment !== undefined, 3000);

      await request(api.server)
        .post(`/api/chat/staff/conversations/${conversationId}/replies`)
        .set('Authorization', `Bearer ${STAFF_TOKEN}`)
        .send({ text: 'Ja, live!' })
        .expect(201);
      // Pushed while the stream is open (next() waits for it on this stream, not for a reconnect).
      const message = await stream.next((e) => e.event === 'message', 5000);
      expect(JSON.parse(message.data!).text).toBe('Ja, live!');
      expect(JSON.parse((await stream.next((e) => e.event === 'status', 1000)).data!).unread).toBe(1);
      expect(hub.size()).toBe(before + 1);
    } finally {
      stream.close();
    }
    // The browser left: the proxy closes the upstream stream too.
    await expect.poll(() => hub.size(), { timeout: 3000 }).toBe(before);
  });

  it('ends open streams cleanly within a second or two once shutdown begins', async () => {
    let draining = false;
    const app = express();
    app.use(requestContext({ logger: captureLogger().logger }));
    app.use(cookieParser(), apiProxy({ target: api.url, config, isDraining: () => draining }));
    const drainingShop = await listen(app);
    try {
      const first = await request(shop.server)
        .post('/api/chat/messages')
        .set(same)
        .send({ text: 'Tot zo' })
        .expect(201);
      const stream = await openEventStream(`${drainingShop.url}/api/chat/events`, {
        Cookie: cookieOf(first)!,
      });
      await stream.next((e) => e.event === 'status', 2000);
      draining = true;
      await stream.ended;
      // Ended, not reset: the last bytes are a whole event.
      expect(stream.body.endsWith('\n\n')).toBe(true);
    } finally {
      await drainingShop.close();
    }
  });

  it('passes a refused stream through as JSON (no conversation: 404)', async () => {
    const stream = await openEventStream(`${shop.url}/api/chat/events`);
    await stream.ended;
    expect(stream.status).toBe(404);
    expect(JSON.parse(stream.body).error).toBe('no_conversation');
  });

  it('still times out an upstream that says nothing at all within PROXY_TIMEOUT_MS', async () => {
    // A plain (non-stream) upstream that hangs: the usual 504.
    const hang = await listen((_req, _res) => {});
    const app = express();
    app.use(requestContext({ logger: captureLogger().logger }));
    app.use(cookieParser(), apiProxy({ target: hang.url, config }));
    app.use(errorHandler({ config }));
    const res = await request(app).get('/api/chat/events');
    expect(res.status).toBe(504);
    await hang.close();
    expect((api.server.address() as AddressInfo).port).toBeGreaterThan(0);
  });
});
