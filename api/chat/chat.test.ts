import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatStatus } from '../../shared/contract/chat.ts';
import { createApiApp } from '../app.ts';
import type { AuthService } from '../auth/service.ts';
import { chatConversations, chatMessages } from '../db/schema.ts';
import { errorHandler } from '../errors.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-api.ts';
import { openEventStream } from './event-stream-client.ts';
import { createChatHub } from './events.ts';
import { createChatRepository } from './repository.ts';
import { chatRoutes } from './routes.ts';
import { createChatService } from './service.ts';

const TOKEN = 'X-FZ-Chat-Token';
const STAFF_TOKEN = 'staff-token-for-tests-0123456789abcdef';

/** The test API with chat settings: always open, the staff token set, streams with a quick heartbeat. */
function useChatApi(driver: 'pglite' | 'postgres', config: { staffToken?: string; hours?: string } = {}) {
  let database: TestDatabase | undefined;
  let app: Express | undefined;
  const hub = createChatHub({ maxPerConversation: 3, maxStreams: 50 });
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = createApiApp({
      db: database.database,
      config: {
        log: false,
        chatStaffToken: 'staffToken' in config ? config.staffToken : STAFF_TOKEN,
        chatOpeningHours: config.hours ?? 'mon-sun 00:00-24:00',
      },
      chatHub: hub,
      chatStream: { heartbeatMs: 150, maxStreamMs: 60_000, retryMs: 1000 },
    });
  });
  afterAll(async () => {
    hub.closeAll();
    await database?.close();
  });
  return {
    get app() {
      return app!;
    },
    get db() {
      return database!.database.db;
    },
    hub,
  };
}

describeEachDatabase('chat: the visitor', (driver) => {
  const t = useChatApi(driver);
  let ip = 0;
  /** A request as a guest with a chat token (or none), in Dutch (1) or English (4), from its own address. */
  const as = (token?: string, lang: 1 | 4 = 1) => {
    const headers: Record<string, string> = {
      'X-FZ-Language-Id': String(lang),
      'X-Forwarded-For': `10.7.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    };
    if (token?.startsWith('Bearer ')) headers.Authorization = token;
    else if (token) headers[TOKEN] = token;
    return headers;
  };
  const send = (text: unknown, token?: string, lang: 1 | 4 = 1) =>
    request(t.app).post('/api/chat/messages').set(as(token, lang)).send({ text });
  const staffReply = (id: number, text: string, name?: string) =>
    request(t.app)
      .post(`/api/chat/staff/conversations/${id}/replies`)
      .set('Authorization', `Bearer ${STAFF_TOKEN}`)
      .send(name === undefined ? { text } : { text, name });
  const conversationOf = async (token: string) =>
    (
      await t.db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.tokenHash, createHash('sha256').update(token).digest('hex')))
    )[0];
  const messageCount = async () => Number((await t.db.select({ n: count() }).from(chatMessages))[0]!.n);

  it('answers the status of a visitor without a conversation: online by the hours, nothing unread', async () => {
    const { body } = await request(t.app).get('/api/chat/status').set(as()).expect(200);
    const status = body.data as ChatStatus;
    expect(status).toEqual({
      online: true,
      unread: 0,
      conversation: false,
      next_change: null,
      opening_hours: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00' }],
      timezone: 'Europe/Amsterdam',
    });
    const messages = await request(t.app).get('/api/chat/messages').set(as()).expect(200);
    expect(messages.body.data).toEqual({ messages: [], has_more: false, unread: 0 });
    expect((await request(t.app).post('/api/chat/read').set(as()).expect(200)).body.data).toEqual({
      unread: 0,
    });
  });

  it('stores a first message trimmed, starts a conversation and issues a token of which only the hash is kept', async () => {
    const res = await send('  Hallo, is de Espresso Pro op voorraad?\r\n ').expect(201);
    const token = res.get(TOKEN)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const message = res.body.data.message as ChatMessage;
    expect(message).toMatchObject({
      author: 'visitor',
      text: 'Hallo, is de Espresso Pro op voorraad?',
      name: null,
    });
    expect(new Date(message.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.data.unread).toBe(0);
    const row = await conversationOf(token);
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
    // The next message joins it: no new token.
    const again = await send('Nog een vraag', token).expect(201);
    expect(again.get(TOKEN)).toBeUndefined();
    const { body } = await request(t.app).get('/api/chat/messages').set(as(token)).expect(200);
    expect(body.data.messages.map((m: ChatMessage) => m.text)).toEqual([
      'Hallo, is de Espresso Pro op voorraad?',
      'Nog een vraag',
    ]);
    const status = (await request(t.app).get('/api/chat/status').set(as(token)).expect(200)).body.data;
    expect(status).toMatchObject({ conversation: true, unread: 0 });
  });

  it('keeps text as text: SQL, markup, emoji and line breaks are stored as sent, 2000 characters exactly fit', async () => {
    const token = (await send('start').expect(201)).get(TOKEN)!;
    const texts = [
      "'; DROP TABLE chat_messages; --",
      "1' OR '1'='1",
      '<script>__xss(1)</script><img src=x onerror=__xss(2)>',
      'Koffie ☕ en 👍🏽\nTweede regel\tmet tab',
      'é'.repeat(2000),
    ];
    for (const text of texts) {
      const res = await send(text, token).expect(201);
      expect(res.body.data.message.text).toBe(text);
    }
    const stored = (await request(t.app).get('/api/chat/messages?limit=5').set(as(token)).expect(200)).body
      .data;
    expect(stored.messages.map((m: ChatMessage) => m.text)).toEqual(texts);
    expect(stored.has_more).toBe(true);
    expect(await t.db.select({ n: count() }).from(chatMessages)).toBeTruthy();
  });

  it('refuses bad text with a 400 and a message in the visitor’s language, storing nothing', async () => {
    const token = (await send('start').expect(201)).get(TOKEN)!;
    const before = await messageCount();
    const cases: [unknown, RegExp][] = [
      ['', /Schrijf eerst een bericht/],
      ['  \n\t ', /Schrijf eerst een bericht/],
      ['x'.repeat(2001), /ten hoogste 2000 tekens/],
      [` ${'y'.repeat(2001)} `, /ten hoogste 2000/],
      ['a'.repeat(9000), /ten hoogste 2000/],
      [42, /als tekst/],
      [['hallo'], /als tekst/],
      [{ $gt: '' }, /als tekst/],
      [null, /text is required/],
      // Control characters are refused where the API parses requests (http/control-characters.ts).
      ['nul\u0000byte', /text bevat een ongeldig teken/],
      ['bell\u0007', /text bevat een ongeldig teken/],
      ['half \ud800 pair', /tekens die we niet/],
    ];
    for (const [text, message] of cases) {
      const { body } = await send(text, token).expect(400);
      expect(body.error, String(text)).toBe('validation_failed');
      expect(body.message, String(text)).toMatch(message);
    }
    expect((await send('', token, 4).expect(400)).body.message).toBe('Write a message first.');
    expect((await send('z'.repeat(2001), token, 4).expect(400)).body.message).toMatch(
      /at most 2000 characters/,
    );
    // The body itself.
    const post = () => request(t.app).post('/api/chat/messages').set(as(token));
    expect((await post().send({}).expect(400)).body.message).toMatch(/text is required/);
    expect((await post().send({ text: 'hoi', author: 'staff' }).expect(400)).body.message).toMatch(
      /unknown field author/,
    );
    expect((await post().send(['hoi']).expect(400)).body.message).toMatch(/JSON object/);
    await post().set('Content-Type', 'application/json').send('{"text":').expect(400);
    expect(
      (
        await post()
          .set('Content-Type', 'application/json')
          .send('{"text":"hoi","__proto__":{"admin":true}}')
          .expect(400)
      ).body.message,
    ).toMatch(/unknown field __proto__/);
    await post().set('Content-Type', 'text/plain').send('text=hoi').expect(415);
    expect(await messageCount()).toBe(before);
  });

  it('shows a visitor only their own conversation: another, forged or malformed token sees nothing', async () => {
    const a = (await send('Geheim van A').expect(201)).get(TOKEN)!;
    const b = (await send('Vraag van B').expect(201)).get(TOKEN)!;
    const textsOf = async (token?: string) =>
      (await request(t.app).get('/api/chat/messages').set(as(token)).expect(200)).body.data.messages.map(
        (m: ChatMessage) => m.text,
      );
    expect(await textsOf(b)).toEqual(['Vraag van B']);
    for (const forged of [
      `${a.slice(0, -1)}${a.endsWith('A') ? 'B' : 'A'}`,
      'short',
      `${a}x`,
      "' OR 1=1 --",
      undefined,
    ])
      expect(await textsOf(forged), String(forged)).toEqual([]);
    // A message with a forged token starts a new conversation; A's is unchanged.
    const forged = await send('Ik ben A, echt', 'f'.repeat(43)).expect(201);
    expect(forged.get(TOKEN)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(forged.get(TOKEN)).not.toBe(a);
    expect(await textsOf(a)).toEqual(['Geheim van A']);
  });

  it('counts unread shop replies until the visitor reads them (all, or up to last_id)', async () => {
    const token = (await send('Wanneer leveren jullie?').expect(201)).get(TOKEN)!;
    const id = (await conversationOf(token))!.id;
    const first = (await staffReply(id, 'Morgen al!', 'Sanne').expect(201)).body.data as ChatMessage;
    expect(first).toMatchObject({ author: 'staff', text: 'Morgen al!', name: 'Sanne' });
    const second = (await staffReply(id, 'Vóór 12:00 besteld.').expect(201)).body.data as ChatMessage;
    expect(second.name).toBeNull();
    const status = async () =>
      (await request(t.app).get('/api/chat/status').set(as(token)).expect(200)).body.data;
    expect((await status()).unread).toBe(2);
    const page = (await request(t.app).get('/api/chat/messages').set(as(token)).expect(200)).body.data;
    expect(page.unread).toBe(2);
    expect(page.messages.map((m: ChatMessage) => [m.author, m.text])).toEqual([
      ['visitor', 'Wanneer leveren jullie?'],
      ['staff', 'Morgen al!'],
      ['staff', 'Vóór 12:00 besteld.'],
    ]);
    // Reading up to the first reply leaves the second unread.
    expect(
      (await request(t.app).post('/api/chat/read').set(as(token)).send({ last_id: first.id }).expect(200))
        .body.data,
    ).toEqual({
      unread: 1,
    });
    expect(
      (await request(t.app).post('/api/chat/read').set(as(token)).send({}).expect(200)).body.data,
    ).toEqual({
      unread: 0,
    });
    expect((await status()).unread).toBe(0);
    // Another visitor's read changes nothing here.
    await staffReply(id, 'Nog iets?').expect(201);
    const other = (await send('ander').expect(201)).get(TOKEN)!;
    await request(t.app).post('/api/chat/read').set(as(other)).send({}).expect(200);
    expect((await status()).unread).toBe(1);
  });

  it('refuses bad paging and read bodies with a 400', async () => {
    const token = (await send('paging').expect(201)).get(TOKEN)!;
    for (const query of [
      'after=-1',
      'after=abc',
      'before=0',
      'limit=0',
      'limit=101',
      'limit=2.5',
      'after=1&before=5',
      'after=1e3',
      `after=${'9'.repeat(20)}`,
    ]) {
      const { body } = await request(t.app).get(`/api/chat/messages?${query}`).set(as(token)).expect(400);
      expect(body.message, query).toMatch(/after|before|limit/);
    }
    for (const last_id of ['5', -1, 0, 1.5, 2_147_483_648, null, [1]]) {
      const { body } = await request(t.app)
        .post('/api/chat/read')
        .set(as(token))
        .send({ last_id })
        .expect(400);
      expect(body.message, String(last_id)).toMatch(/last_id/);
    }
    await request(t.app).post('/api/chat/read').set(as(token)).send({ last_id: 1, all: true }).expect(400);
  });

  it('pages: the latest first page, before= for older, after= for newer', async () => {
    const token = (await send('m1').expect(201)).get(TOKEN)!;
    for (const text of ['m2', 'm3', 'm4']) await send(text, token).expect(201);
    const get = async (query: string) =>
      (await request(t.app).get(`/api/chat/messages?${query}`).set(as(token)).expect(200)).body.data;
    const latest = await get('limit=2');
    expect(latest.messages.map((m: ChatMessage) => m.text)).toEqual(['m3', 'm4']);
    expect(latest.has_more).toBe(true);
    const older = await get(`limit=2&before=${latest.messages[0].id}`);
    expect(older.messages.map((m: ChatMessage) => m.text)).toEqual(['m1', 'm2']);
    expect(older.has_more).toBe(false);
    const newer = await get(`after=${older.messages[0].id}`);
    expect(newer.messages.map((m: ChatMessage) => m.text)).toEqual(['m2', 'm3', 'm4']);
  });

  it('limits a conversation to 10 messages a minute (429 with Retry-After, nothing stored)', async () => {
    const token = (await send('1').expect(201)).get(TOKEN)!;
    for (let i = 2; i <= 10; i++) await send(String(i), token).expect(201);
    const before = await messageCount();
    const res = await send('11', token).expect(429);
    expect(res.body.error).toBe('rate_limited');
    expect(res.body.message).toMatch(/Probeer het over \d+ seconden opnieuw/);
    expect(Number(res.get('Retry-After'))).toBeGreaterThan(0);
    expect((await send('11', token, 4).expect(429)).body.message).toMatch(/Try again in \d+ seconds/);
    expect(await messageCount()).toBe(before);
  });

  it('limits new conversations to 20 an hour per address', async () => {
    const from = { 'X-Forwarded-For': '10.99.0.1', 'X-FZ-Language-Id': '4' };
    for (let i = 0; i < 20; i++)
      await request(t.app)
        .post('/api/chat/messages')
        .set(from)
        .send({ text: `hi ${i}` })
        .expect(201);
    const res = await request(t.app)
      .post('/api/chat/messages')
      .set(from)
      .send({ text: 'one more' })
      .expect(429);
    expect(res.body.message).toMatch(/Too many new conversations/);
    expect(res.get('Retry-After')).toBeDefined();
    // Another address is not affected.
    await request(t.app)
      .post('/api/chat/messages')
      .set({ ...from, 'X-Forwarded-For': '10.99.0.2' })
      .send({ text: 'hi' })
      .expect(201);
  });

  it('closes a conversation at 500 of the visitor’s messages (409, in the visitor’s language)', async () => {
    const token = (await send('vol').expect(201)).get(TOKEN)!;
    const id = (await conversationOf(token))!.id;
    await t.db
      .insert(chatMessages)
      .values(
        Array.from({ length: 499 }, (_, i) => ({ conversationId: id, author: 'visitor', body: `m${i}` })),
      );
    const res = await send('nog één', token).expect(409);
    expect(res.body).toEqual({
      error: 'conversation_full',
      message: 'Dit gesprek is vol. Neem contact met ons op per e-mail of telefoon.',
    });
  });

  describe('with a login', () => {
    const login = async (email: string) =>
      `Bearer ${
        (
          await request(t.app)
            .post('/api/customerAuth/login')
            .set('X-Forwarded-For', '10.8.0.1')
            .send({ email, password: 'Demo1234!' })
            .expect(200)
        ).body.token
      }`;

    it('keeps a customer’s conversation with the login, without a token', async () => {
      const bearer = await login('trade@demo.nl');
      const res = await send('Offerte voor 20 molens?', bearer).expect(201);
      expect(res.get(TOKEN)).toBeUndefined();
      const [row] = await t.db.select().from(chatConversations).where(eq(chatConversations.customerId, 3));
      expect(row?.tokenHash).toBeNull();
      const staff = await request(t.app)
        .get(`/api/chat/staff/conversations/${row!.id}`)
        .set('Authorization', `Bearer ${STAFF_TOKEN}`)
        .expect(200);
      expect(staff.body.data.customer).toEqual({ id: 3, name: 'Tessa van Dam', email: 'trade@demo.nl' });
      // A forged bearer is no login: a guest without a conversation.
      expect(
        (await request(t.app).get('/api/chat/messages').set(as('Bearer forged')).expect(200)).body.data
          .messages,
      ).toEqual([]);
    });

    it('links a guest’s conversation to the customer who logs in; the token alone then opens nothing', async () => {
      const token = (await send('Als gast begonnen').expect(201)).get(TOKEN)!;
      const bearer = await login('klant@demo.nl');
      const headers = { ...as(bearer), [TOKEN]: token };
      const page = (await request(t.app).get('/api/chat/messages').set(headers).expect(200)).body.data;
      expect(page.messages.map((m: ChatMessage) => m.text)).toEqual(['Als gast begonnen']);
      expect(await conversationOf(token)).toBeUndefined();
      expect(
        (await request(t.app).get('/api/chat/messages').set(as(token)).expect(200)).body.data.messages,
      ).toEqual([]);
      expect(
        (await request(t.app).get('/api/chat/messages').set(as(bearer)).expect(200)).body.data.messages,
      ).toHaveLength(1);
    });

    it('merges a second guest conversation into the customer’s', async () => {
      const bearer = await login('klant@demo.nl');
      const token = (await send('Weer als gast').expect(201)).get(TOKEN)!;
      await request(t.app)
        .post('/api/chat/messages')
        .set({ ...as(bearer), [TOKEN]: token })
        .send({ text: 'Nu ingelogd' })
        .expect(201);
      const texts = (
        await request(t.app).get('/api/chat/messages').set(as(bearer)).expect(200)
      ).body.data.messages.map((m: ChatMessage) => m.text);
      expect(texts).toEqual(['Als gast begonnen', 'Weer als gast', 'Nu ingelogd']);
      const rows = await t.db.select().from(chatConversations).where(eq(chatConversations.customerId, 1));
      expect(rows).toHaveLength(1);
    });
  });
});

describeEachDatabase('chat: staff calls', (driver) => {
  const t = useChatApi(driver);
  const staff = (token = STAFF_TOKEN) => ({
    Authorization: `Bearer ${token}`,
    'X-Forwarded-For': '10.20.0.1',
  });
  let conversationId: number;
  beforeAll(async () => {
    await request(t.app)
      .post('/api/chat/messages')
      .set('X-Forwarded-For', '10.20.1.1')
      .send({ text: 'Eerste' })
      .expect(201);
    const res = await request(t.app)
      .post('/api/chat/messages')
      .set({ 'X-Forwarded-For': '10.20.1.2', 'X-FZ-Language-Id': '4' })
      .send({ text: 'Second, in English' })
      .expect(201);
    const [row] = await t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.tokenHash, createHash('sha256').update(res.get(TOKEN)!).digest('hex')));
    conversationId = row!.id;
  });

  it('refuses calls without the staff token (401 with WWW-Authenticate) or with a wrong one', async () => {
    const paths = [
      ['get', '/api/chat/staff/conversations'],
      ['get', `/api/chat/staff/conversations/${conversationId}`],
      ['post', `/api/chat/staff/conversations/${conversationId}/replies`],
    ] as const;
    for (const [method, path] of paths) {
      const none = await request(t.app)
        [method](path)
        .set('X-Forwarded-For', '10.21.0.1')
        .send({ text: 'x' })
        .expect(401);
      expect(none.body.message).toMatch(/Authorization: Bearer/);
      expect(none.get('WWW-Authenticate')).toMatch(/^Bearer/);
      for (const wrong of [`${STAFF_TOKEN}x`, STAFF_TOKEN.slice(0, -1), STAFF_TOKEN.toUpperCase(), 'a'])
        expect(
          (await request(t.app)[method](path).set(staff(wrong)).send({ text: 'x' }).expect(401)).body.message,
        ).toBe('The staff token is not valid');
      await request(t.app)
        [method](path)
        .set({ Authorization: `Basic ${STAFF_TOKEN}` })
        .send({ text: 'x' })
        .expect(401);
    }
    // A visitor's chat token is not a staff token.
    await request(t.app).get('/api/chat/staff/conversations').set(TOKEN, STAFF_TOKEN).expect(401);
    // Nothing was stored.
    const { body } = await request(t.app)
      .get(`/api/chat/staff/conversations/${conversationId}`)
      .set(staff())
      .expect(200);
    expect(body.data.messages.map((m: ChatMessage) => m.text)).toEqual(['Second, in English']);
  });

  it('stops answering an address after 20 wrong tokens in 15 minutes (429), the right token included', async () => {
    const from = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.22.0.1' });
    for (let i = 0; i < 20; i++)
      await request(t.app)
        .get('/api/chat/staff/conversations')
        .set(from(`wrong-${i}`))
        .expect(401);
    const res = await request(t.app).get('/api/chat/staff/conversations').set(from(STAFF_TOKEN)).expect(429);
    expect(res.get('Retry-After')).toBeDefined();
    await request(t.app).get('/api/chat/staff/conversations').set(staff()).expect(200);
  });

  it('lists conversations, latest first, with who waits for an answer', async () => {
    const { body } = await request(t.app).get('/api/chat/staff/conversations').set(staff()).expect(200);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, total: 2 });
    expect(body.data[0]).toMatchObject({
      id: conversationId,
      customer: null,
      language: 'en',
      message_count: 1,
      waiting: true,
      unread_by_visitor: 0,
      last_message: { author: 'visitor', text: 'Second, in English' },
    });
    expect(body.data[1].language).toBe('nl');
    const paged = await request(t.app)
      .get('/api/chat/staff/conversations?limit=1&page=2')
      .set(staff())
      .expect(200);
    expect(paged.body.data.map((c: { id: number }) => c.id)).toEqual([body.data[1].id]);
    expect(paged.body.meta).toEqual({ current_page: 2, last_page: 2, total: 2 });
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=x', 'waiting=maybe'])
      await request(t.app).get(`/api/chat/staff/conversations?${query}`).set(staff()).expect(400);
  });

  it('replies: stored, the visitor’s unread count rises, waiting turns false', async () => {
    const res = await request(t.app)
      .post(`/api/chat/staff/conversations/${conversationId}/replies`)
      .set(staff())
      .send({ text: '  Hello! How can we help?  ', name: 'Sanne' })
      .expect(201);
    expect(res.body.data).toMatchObject({ author: 'staff', text: 'Hello! How can we help?', name: 'Sanne' });
    const { body } = await request(t.app)
      .get('/api/chat/staff/conversations?waiting=1')
      .set(staff())
      .expect(200);
    expect(body.data.map((c: { id: number }) => c.id)).not.toContain(conversationId);
    const one = (
      await request(t.app).get(`/api/chat/staff/conversations/${conversationId}`).set(staff()).expect(200)
    ).body.data;
    expect(one).toMatchObject({ waiting: false, unread_by_visitor: 1, message_count: 2 });
    expect(one.messages.map((m: ChatMessage) => m.author)).toEqual(['visitor', 'staff']);
  });

  it('refuses bad ids (400), unknown conversations (404) and bad replies (400), storing nothing', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1%20OR%201=1', "1'%20OR%20'1'='1", '99999999999', '0x10']) {
      const { body } = await request(t.app)
        .post(`/api/chat/staff/conversations/${id}/replies`)
        .set(staff())
        .send({ text: 'x' })
        .expect(400);
      expect(body.message, id).toMatch(/conversation id must be a positive whole number/);
      await request(t.app).get(`/api/chat/staff/conversations/${id}`).set(staff()).expect(400);
    }
    expect(
      (
        await request(t.app)
          .post('/api/chat/staff/conversations/999999/replies')
          .set(staff())
          .send({ text: 'x' })
          .expect(404)
      ).body.message,
    ).toMatch(/no conversation 999999/);
    await request(t.app).get('/api/chat/staff/conversations/999999').set(staff()).expect(404);
    const reply = (body: unknown) =>
      request(t.app)
        .post(`/api/chat/staff/conversations/${conversationId}/replies`)
        .set(staff())
        .send(body as object);
    expect((await reply({}).expect(400)).body.message).toMatch(/text is required/);
    expect((await reply({ text: '' }).expect(400)).body.message).toBe('Write a message first.');
    expect((await reply({ text: 'x'.repeat(2001) }).expect(400)).body.message).toMatch(/at most 2000/);
    expect((await reply({ text: 'ok', name: 'n'.repeat(61) }).expect(400)).body.message).toBe(
      'name must be 1 to 60 characters',
    );
    expect((await reply({ text: 'ok', name: ' ' }).expect(400)).body.message).toMatch(/1 to 60/);
    // A newline in a one-line field is refused where requests are parsed (http/control-characters.ts).
    expect((await reply({ text: 'ok', name: 'a\nb' }).expect(400)).body).toMatchObject({
      error: 'validation_failed',
      message: expect.stringMatching(/^name (bevat een ongeldig teken|contains an invalid character)/),
    });
    expect((await reply({ text: 'ok', name: 5 }).expect(400)).body.message).toBe('name must be text');
    expect((await reply({ text: 'ok', author: 'visitor' }).expect(400)).body.message).toMatch(
      /unknown field/,
    );
    const { body } = await request(t.app)
      .get(`/api/chat/staff/conversations/${conversationId}`)
      .set(staff())
      .expect(200);
    expect(body.data.messages).toHaveLength(2);
  });
});

describeEachDatabase('chat: staff calls switched off', (driver) => {
  const t = useChatApi(driver, { staffToken: undefined, hours: 'closed' });
  it('answers 503 with what to set when CHAT_STAFF_TOKEN is unset, whatever token is sent', async () => {
    for (const auth of [undefined, 'Bearer anything', 'Bearer ']) {
      const req = request(t.app).get('/api/chat/staff/conversations');
      const res = await (auth ? req.set('Authorization', auth) : req).expect(503);
      expect(res.body).toEqual({
        error: 'chat_staff_disabled',
        message: 'Staff chat calls are switched off: set CHAT_STAFF_TOKEN on the API to use them',
      });
    }
  });
  it('is offline with "closed" hours and still takes messages', async () => {
    const { body } = await request(t.app).get('/api/chat/status').expect(200);
    expect(body.data).toMatchObject({ online: false, next_change: null, opening_hours: [] });
    await request(t.app).post('/api/chat/messages').send({ text: 'Buiten openingstijd' }).expect(201);
  });
});

// ─── the event stream ───────────────────────────────────────────────────────────────────────────

describeEachDatabase('chat: the event stream', (driver) => {
  const t = useChatApi(driver);
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer(t.app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    t.hub.closeAll();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  const startConversation = async (ip: string) => {
    const res = await request(t.app)
      .post('/api/chat/messages')
      .set('X-Forwarded-For', ip)
      .send({ text: 'Hallo' })
      .expect(201);
    const token = res.get(TOKEN)!;
    const [row] = await t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.tokenHash, createHash('sha256').update(token).digest('hex')));
    return { token, id: row!.id, first: res.body.data.message as ChatMessage };
  };

  it('answers 404 JSON (no stream) without a conversation', async () => {
    const stream = await openEventStream(`${base}/api/chat/events`);
    await stream.ended;
    expect(stream.status).toBe(404);
    expect(stream.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(stream.body).error).toBe('no_conversation');
  });

  it('streams the status, then a staff reply and the new unread count, with heartbeats between', async () => {
    const { token, id } = await startConversation('10.30.0.1');
    const stream = await openEventStream(`${base}/api/chat/events`, { [TOKEN]: token });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-store');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect((await stream.next((e) => e.retry !== undefined)).retry).toBe('1000');
      const status = await stream.next((e) => e.event === 'status');
      expect(JSON.parse(status.data!)).toEqual({ online: true, unread: 0, next_change: null });
      await stream.next((e) => e.comment === ' keep-alive' || e.comment === 'keep-alive');

      const reply = (
        await request(t.app)
          .post(`/api/chat/staff/conversations/${id}/replies`)
          .set('Authorization', `Bearer ${STAFF_TOKEN}`)
          .send({ text: 'Goedemiddag!' })
          .expect(201)
      ).body.data as ChatMessage;
      const message = await stream.next((e) => e.event === 'message');
      expect(message.id).toBe(String(reply.id));
      expect(JSON.parse(message.data!)).toEqual(reply);
      const unread = await stream.next((e) => e.event === 'status');
      expect(JSON.parse(unread.data!).unread).toBe(1);

      // Reading (in another tab) resets it on this stream too; the visitor's own message comes as well.
      await request(t.app).post('/api/chat/read').set(TOKEN, token).send({}).expect(200);
      expect(JSON.parse((await stream.next((e) => e.event === 'status')).data!).unread).toBe(0);
      await request(t.app).post('/api/chat/messages').set(TOKEN, token).send({ text: 'Dank!' }).expect(201);
      expect(JSON.parse((await stream.next((e) => e.event === 'message')).data!).text).toBe('Dank!');
    } finally {
      stream.close();
    }
  });

  it('does not tell one visitor about another’s conversation', async () => {
    const a = await startConversation('10.30.0.2');
    const b = await startConversation('10.30.0.3');
    const stream = await openEventStream(`${base}/api/chat/events`, { [TOKEN]: b.token });
    try {
      await stream.next((e) => e.event === 'status');
      await request(t.app)
        .post(`/api/chat/staff/conversations/${a.id}/replies`)
        .set('Authorization', `Bearer ${STAFF_TOKEN}`)
        .send({ text: 'Alleen voor A' })
        .expect(201);
      await new Promise((r) => setTimeout(r, 300));
      expect(stream.body).not.toContain('Alleen voor A');
    } finally {
      stream.close();
    }
  });

  it('resumes after Last-Event-ID with the messages missed', async () => {
    const { token, id, first } = await startConversation('10.30.0.4');
    const reply = (
      await request(t.app)
        .post(`/api/chat/staff/conversations/${id}/replies`)
        .set('Authorization', `Bearer ${STAFF_TOKEN}`)
        .send({ text: 'Gemist?' })
        .expect(201)
    ).body.data as ChatMessage;
    const stream = await openEventStream(`${base}/api/chat/events`, {
      [TOKEN]: token,
      'Last-Event-ID': String(first.id),
    });
    try {
      const missed = await stream.next((e) => e.event === 'message');
      expect(missed.id).toBe(String(reply.id));
      expect(JSON.parse(missed.data!).text).toBe('Gemist?');
    } finally {
      stream.close();
    }
  });

  it('gives a new stream’s status the latest message id, so that a reconnect resumes even before any message came', async () => {
    const { token, id, first } = await startConversation('10.30.0.6');
    const stream = await openEventStream(`${base}/api/chat/events`, { [TOKEN]: token });
    const status = await stream.next((e) => e.event === 'status');
    stream.close();
    expect(status.id).toBe(String(first.id));
    // A reply this stream never got (gone, or lost between instances): the reconnect brings it.
    await request(t.app)
      .post(`/api/chat/staff/conversations/${id}/replies`)
      .set('Authorization', `Bearer ${STAFF_TOKEN}`)
      .send({ text: 'Tussendoor' })
      .expect(201);
    const again = await openEventStream(`${base}/api/chat/events`, {
      [TOKEN]: token,
      'Last-Event-ID': status.id!,
    });
    try {
      expect(JSON.parse((await again.next((e) => e.event === 'message')).data!).text).toBe('Tussendoor');
      // A resumed stream's status carries no id: the browser keeps the one it has.
      expect(again.body).not.toMatch(/id: \d+\nevent: status/);
    } finally {
      again.close();
    }
  });

  it('caps streams per conversation (429), frees a place when a reader leaves, and ends all at shutdown', async () => {
    const { token } = await startConversation('10.30.0.5');
    const before = t.hub.size();
    const streams = await Promise.all(
      [1, 2, 3].map(() => openEventStream(`${base}/api/chat/events`, { [TOKEN]: token })),
    );
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    await Promise.all(streams.map((s) => s.next((e) => e.event === 'status')));
    expect(t.hub.size()).toBe(before + 3);
    const fourth = await openEventStream(`${base}/api/chat/events`, { [TOKEN]: token });
    await fourth.ended;
    expect(fourth.status).toBe(429);
    expect(JSON.parse(fourth.body).error).toBe('too_many_streams');
    streams[0]!.close();
    await expect.poll(() => t.hub.size(), { timeout: 2000 }).toBe(before + 2);
    const again = await openEventStream(`${base}/api/chat/events`, { [TOKEN]: token });
    expect(again.status).toBe(200);
    await again.next((e) => e.event === 'status');
    // Shutdown: every stream ends, cleanly.
    t.hub.closeAll();
    await Promise.all([streams[1]!.ended, streams[2]!.ended, again.ended]);
    expect(t.hub.size()).toBe(0);
  });

  it('tells an open stream when the opening hours begin (checked at each heartbeat)', async () => {
    // Sunday 22 March 2026 23:59:59 in Amsterdam, one second before Monday's hours.
    let now = new Date('2026-03-22T22:59:59Z');
    const hub = createChatHub();
    const service = createChatService(createChatRepository(t.db), {
      openingHours: 'mon 00:00-12:00',
      hub,
      now: () => now,
    });
    const noLogin = { customerFromToken: async () => undefined } as unknown as AuthService;
    const app = express();
    app.use(express.json());
    app.use('/api', chatRoutes(service, noLogin, { hub, stream: { heartbeatMs: 100 } }));
    app.use(errorHandler(() => {}));
    const hours = http.createServer(app);
    await new Promise<void>((r) => hours.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(hours.address() as AddressInfo).port}/api`;
      const { token } = await startConversation('10.30.0.9');
      const stream = await openEventStream(`${url}/chat/events`, { [TOKEN]: token });
      const closed = JSON.parse((await stream.next((e) => e.event === 'status')).data!);
      expect(closed).toEqual({ online: false, unread: 0, next_change: '2026-03-22T23:00:00.000Z' });
      now = new Date('2026-03-22T23:00:01Z');
      const open = JSON.parse((await stream.next((e) => e.event === 'status', 2000)).data!);
      expect(open).toEqual({ online: true, unread: 0, next_change: '2026-03-23T11:00:00.000Z' });
      stream.close();
    } finally {
      hub.closeAll();
      hours.closeAllConnections();
      await new Promise((r) => hours.close(r));
    }
  });
});
