/**
 * POST /contact (shared/contract/contact.ts; issue 26): the contact page's form. A valid message
 * becomes one mail in the outbox, to the shop's address (shop setting `email`) with Reply-To the
 * visitor; nothing else is stored and the visitor gets no mail from it (the form cannot be used
 * to send mail to someone else). Refused: unknown or non-text fields and every rule of the schema
 * (400 `validation_failed` with `fields`: each refused field's message in the request's language,
 * nothing sent), more than CONTACT_PER_IP messages per window from one client (429 with
 * Retry-After), like the other public writes (login, reset, chat).
 */
import { type Request, Router } from 'express';
import { ValidationError } from 'yup';
import { type ContactFieldErrors, contactFields } from '../../shared/contract/contact.ts';
import { translator } from '../../shared/i18n/index.ts';
import { memoryRateLimits, type RateLimitFactory } from '../auth/rate-limit.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../errors.ts';
import { contractAnswer, contractBody } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import type { Mail } from '../mail/mailer.ts';
import { createShopRepository } from '../shop/repository.ts';
import { contactMail } from './contact-mail.ts';

/** Messages one client may send per window (each request counts, accepted or not). */
export const CONTACT_PER_IP = { max: 5, windowMs: 10 * 60_000 } as const;

interface ContactOptions {
  send(mail: Mail): Promise<unknown>;
  rateLimits?: RateLimitFactory;
}

/** 400 with the refused fields, each with its message in the visitor's language. */
class ContactRefused extends HttpError {
  constructor(
    message: string,
    readonly fields: ContactFieldErrors,
  ) {
    super(400, 'validation_failed', message);
  }
}

function refusal(req: Request, fields: ContactFieldErrors): ContactRefused {
  const t = translator(languageOf(req).locale);
  const translated = Object.fromEntries(
    Object.entries(fields).map(([field, key]) => [field, t(key as string)]),
  ) as ContactFieldErrors;
  return new ContactRefused(t('content.contact.errors.summary'), translated);
}

/** The body's fields as the schema takes them, or the fields that are not text (and unknown ones). */
function parse(req: Request) {
  const body = req.body as unknown;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'validation_failed', 'The request body must be a JSON object');
  }
  const unknown = Object.keys(body).filter((k) => !(contactFields as readonly string[]).includes(k));
  if (unknown.length)
    throw new HttpError(400, 'validation_failed', `unknown field ${unknown[0]!.slice(0, 40)}`);
  const fields: ContactFieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined && value !== null && typeof value !== 'string')
      fields[field as keyof ContactFieldErrors] = 'content.contact.errors.invalid';
  }
  if (Object.keys(fields).length) throw refusal(req, fields);
  try {
    return contractBody(req, 'sendContactForm');
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path as keyof ContactFieldErrors | undefined;
      if (path && !fields[path]) fields[path] = String(inner.message);
    }
    throw refusal(req, fields);
  }
}

export function contactRoutes(db: Db, options: ContactOptions): Router {
  const settings = createShopRepository(db);
  const perIp = (options.rateLimits ?? memoryRateLimits())('contactPerIp', CONTACT_PER_IP);
  const router = Router();
  router.post('/contact', async (req, res) => {
    const ip = req.ip ?? '';
    const limit = await perIp.check(ip);
    if (limit.limited) {
      res.setHeader('Retry-After', String(limit.retryAfterS));
      throw new HttpError(
        429,
        'rate_limited',
        translator(languageOf(req).locale)('content.contact.errors.busy'),
      );
    }
    await perIp.hit(ip);
    let message: ReturnType<typeof parse>;
    try {
      message = parse(req);
    } catch (error) {
      if (error instanceof ContactRefused) {
        res.status(400).json({ message: error.message, error: error.code, fields: error.fields });
        return;
      }
      throw error;
    }
    const shopAddress = String((await settings.settings()).get('email') ?? '').trim();
    if (!shopAddress) throw new HttpError(503, 'contact_unavailable', 'The shop has no e-mail address set');
    await options.send(
      contactMail(
        {
          name: message.name,
          email: message.email,
          order_number: message.order_number || undefined,
          subject: message.subject || undefined,
          text: message.text,
          locale: languageOf(req).locale,
        },
        shopAddress,
      ),
    );
    contractAnswer(res, 'sendContactForm', { data: { sent: true } }, 202);
  });
  return router;
}
