/**
 * The chat's calls (decision 024, shared/contract/chat.ts). The visitor's conversation follows the
 * login (bearer token) or the guest's chat token in `X-FZ-Chat-Token` (the storefront keeps it in
 * an httpOnly cookie); a guest's first message answers a new token in the response header of the
 * same name. Staff calls need `Authorization: Bearer <CHAT_STAFF_TOKEN>`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from 'express';
import type { ChatLiveStatus } from '../../shared/contract/chat.ts';
import { memoryRateLimits, type RateLimitFactory } from '../auth/rate-limit.ts';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { HttpError } from '../errors.ts';
import { contractAnswer, contractBody, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { parseId } from '../http/validate.ts';
import type { ChatEvent, ChatHub } from './events.ts';
import { ChatRateLimited, type ChatService, type Visitor } from './service.ts';

const CHAT_TOKEN_HEADER = 'X-FZ-Chat-Token';

export interface ChatStreamOptions {
  /** comment lines this often keep the connection (and every proxy on the way) open */
  heartbeatMs?: number;
  /** a stream ends after this long; the browser reconnects (and resumes with Last-Event-ID) */
  maxStreamMs?: number;
  /** what the browser waits before reconnecting */
  retryMs?: number;
}

/** Equal strings in time that does not depend on where they differ (both hashed to 32 bytes first). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Staff calls: 503 when CHAT_STAFF_TOKEN is not set, 401 without the right bearer token, 429
 * after 20 wrong tokens from one address in 15 minutes (counted where the login limits count:
 * with REDIS_URL across every API instance).
 */
function staffOnly(
  staffToken: string | undefined,
  rateLimits: RateLimitFactory = memoryRateLimits(),
): RequestHandler {
  const failures = rateLimits('chatStaffTokenFailures', { max: 20, windowMs: 15 * 60_000 });
  return async (req, res, next) => {
    if (!staffToken) {
      // Answered here: a switched-off feature is no server fault to log (nor to retry in 5 s).
      res.status(503).json({
        message: 'Staff chat calls are switched off: set CHAT_STAFF_TOKEN on the API to use them',
        error: 'chat_staff_disabled',
      });
      return;
    }
    const ip = req.ip ?? '';
    const limited = await failures.check(ip);
    if (limited.limited) {
      res.setHeader('Retry-After', String(limited.retryAfterS));
      next(new HttpError(429, 'rate_limited', 'Too many wrong staff tokens; try again later'));
      return;
    }
    const given = bearerToken(req);
    if (!given || !sameSecret(given, staffToken)) {
      if (given) await failures.hit(ip);
      res.setHeader('WWW-Authenticate', 'Bearer realm="chat-staff"');
      next(
        new HttpError(
          401,
          'unauthenticated',
          given
            ? 'The staff token is not valid'
            : 'Staff calls need Authorization: Bearer <CHAT_STAFF_TOKEN>',
        ),
      );
      return;
    }
    next();
  };
}

/** Adds Retry-After to the chat's 429s; the API's error handler writes the body. */
const retryAfter: ErrorRequestHandler = (err, _req, res, next) => {
  if (err instanceof ChatRateLimited) res.setHeader('Retry-After', String(err.retryAfterS));
  next(err);
};

export function chatRoutes(
  service: ChatService,
  auth: AuthService,
  options: { hub: ChatHub; staffToken?: string; stream?: ChatStreamOptions; rateLimits?: RateLimitFactory },
): Router {
  const router = Router();
  const { hub } = options;
  const heartbeatMs = options.stream?.heartbeatMs ?? 15_000;
  const maxStreamMs = options.stream?.maxStreamMs ?? 10 * 60_000;
  const retryMs = options.stream?.retryMs ?? 5000;

  /** The request's visitor. The answer depends on the chat token as much as on the login. */
  async function visitorOf(req: Request, res: Response): Promise<Visitor> {
    res.append('Vary', CHAT_TOKEN_HEADER);
    const customer = await auth.customerFromToken(bearerToken(req));
    return {
      customerId: customer?.id ?? null,
      token: req.get(CHAT_TOKEN_HEADER),
      lang: languageOf(req),
      ip: req.ip ?? '',
    };
  }

  router.get('/chat/status', async (req, res) => {
    contractAnswer(res, 'getChatStatus', { data: await service.status(await visitorOf(req, res)) });
  });

  router.get('/chat/messages', async (req, res) => {
    const query = contractQuery(req, 'listChatMessages');
    if (query.after !== undefined && query.before !== undefined)
      throw new HttpError(400, 'validation_failed', 'Give after or before, not both');
    const page = await service.messages(await visitorOf(req, res), {
      after: query.after,
      before: query.before,
      limit: query.limit ?? 50,
    });
    contractAnswer(res, 'listChatMessages', { data: page });
  });

  router.post('/chat/messages', async (req, res) => {
    const body = contractBody(req, 'sendChatMessage');
    const result = await service.send(await visitorOf(req, res), body.text);
    if (result.token) res.setHeader(CHAT_TOKEN_HEADER, result.token);
    contractAnswer(res, 'sendChatMessage', { data: { message: result.message, unread: result.unread } }, 201);
  });

  router.post('/chat/read', async (req, res) => {
    const body = contractBody(req, 'markChatRead');
    contractAnswer(res, 'markChatRead', {
      data: await service.read(await visitorOf(req, res), body.last_id),
    });
  });

  router.get('/chat/events', async (req, res) => {
    const visitor = await visitorOf(req, res);
    const conversation = await service.find(visitor);
    if (!conversation)
      throw new HttpError(
        404,
        'no_conversation',
        'There is no conversation to follow yet: send a message first',
      );
    const lastEventId = req.get('Last-Event-ID');
    const resumeAfter = lastEventId && /^[0-9]{1,10}$/.test(lastEventId) ? Number(lastEventId) : undefined;
    openStream(req, res, conversation.id, resumeAfter);
  });

  /** The event stream of one conversation: status first, missed messages, then what is published. */
  function openStream(req: Request, res: Response, conversationId: number, resumeAfter?: number) {
    let closed = false;
    let lastOnline: boolean | undefined;
    /** the highest message id this stream has sent (ids never go back: see the opening status) */
    let lastId = resumeAfter ?? 0;
    const write = (chunk: string) => {
      if (closed) return;
      // A reader that takes nothing for a long time is let go rather than buffered for.
      if (res.writableLength > 256 * 1024) {
        close();
        return;
      }
      res.write(chunk);
    };
    const send = ({ event, data, id }: ChatEvent) => {
      if (event === 'status') lastOnline = (data as ChatLiveStatus).online;
      if (id !== undefined) lastId = Math.max(lastId, id);
      write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const subscriber = { send, close: () => close() };
    const subscription = hub.subscribe(conversationId, subscriber);
    if (!subscription.ok) {
      // Expected under load, not a fault: answered here (the browser then polls instead).
      res.setHeader('Retry-After', '60');
      res.status(subscription.reason === 'busy' ? 429 : 503).json({
        message:
          subscription.reason === 'busy'
            ? 'This conversation is open in too many windows; the others check for news every few seconds'
            : 'Too many open chat streams right now; check for news every few seconds instead',
        error: 'too_many_streams',
      });
      return;
    }
    const heartbeat = setInterval(() => {
      write(': keep-alive\n\n');
      // Opening hours begin or end: the stream says so (a status only when it changed).
      const online = service.online();
      if (online !== lastOnline)
        void service.liveStatus(conversationId).then((s) => send({ event: 'status', data: s }));
    }, heartbeatMs);
    const lifetime = setTimeout(() => close(), maxStreamMs);
    function close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      subscription.ok && subscription.unsubscribe();
      res.end();
    }
    req.on('close', close);
    res.on('close', close);

    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    // Proxies that buffer (nginx) pass this stream through as it comes.
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setNoDelay(true);
    write(`retry: ${retryMs}\n\n`);
    void (async () => {
      try {
        // A new stream's status carries the latest message id, so that the browser's reconnect
        // (Last-Event-ID) resumes from here even when no message came before it: an event lost on
        // the way (the bus between instances delivers at most once) is then sent on reconnect.
        const [status, latest] = await Promise.all([
          service.liveStatus(conversationId),
          resumeAfter === undefined ? service.latestMessageId(conversationId) : undefined,
        ]);
        send({
          event: 'status',
          data: status,
          id: latest !== undefined && latest > lastId ? latest : undefined,
        });
        if (resumeAfter !== undefined)
          for (const message of await service.messagesAfter(conversationId, resumeAfter))
            send({ event: 'message', data: message, id: message.id });
      } catch {
        close();
      }
    })();
  }

  // ─── staff ────────────────────────────────────────────────────────────────────────────────────

  router.use('/chat/staff', staffOnly(options.staffToken, options.rateLimits));
  router.get('/chat/staff/conversations', async (req, res) => {
    const query = contractQuery(req, 'listStaffConversations');
    res.json(
      await service.staffConversations({
        waiting: query.waiting ?? false,
        page: query.page ?? 1,
        limit: query.limit ?? 50,
      }),
    );
  });
  router.get('/chat/staff/conversations/:id', async (req, res) => {
    res.json({ data: await service.staffConversation(parseId(req.params.id, 'conversation id')) });
  });
  router.post('/chat/staff/conversations/:id/replies', async (req, res) => {
    const id = parseId(req.params.id, 'conversation id');
    const body = contractBody(req, 'replyToConversation');
    res.status(201).json({ data: await service.reply(id, body.text, body.name) });
  });

  router.use(retryAfter);
  return router;
}
