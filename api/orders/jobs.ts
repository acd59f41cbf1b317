/**
 * The order jobs of one API instance (decision 042): unpaid orders expire every minute, review
 * invitations go out every quarter of an hour. Both are safe to run on every instance at once
 * (each order is cancelled or invited once); the timers are unref'd and a run never overlaps its
 * previous one. `createApiApp` keeps them on `app.locals` so that tests (and an operator's script)
 * can run them directly: `orderJobsOf(app).expireUnpaidOrders({ now })`.
 */
import type { Express } from 'express';
import type { Db } from '../db/client.ts';
import { apiLog } from '../lib/log.ts';
import { logSafeError } from '../lib/log-safe.ts';
import type { Mail } from '../mail/mailer.ts';
import type { PaymentService } from '../payments/service.ts';
import { DEV_REVIEW_LINK_SECRET } from '../reviews/link.ts';
import { type ExpiryRun, expireUnpaidOrders } from './expire-unpaid.ts';
import { DEFAULT_REVIEW_INVITE_DAYS, sendReviewInvitations } from './review-invitations.ts';

export const EXPIRY_EVERY_MS = 60_000;
export const INVITATIONS_EVERY_MS = 15 * 60_000;

type Log = (level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown>) => void;

interface OrderJobsOptions {
  db: Db;
  payments: Pick<PaymentService, 'refresh'>;
  send: (mail: Mail) => Promise<unknown>;
  storefrontUrl: string;
  /** REVIEW_LINK_SECRET; unset: the development secret, except in production (then no invitations) */
  reviewLinkSecret: string | undefined;
  production: boolean;
  /** REVIEW_INVITE_DAYS (default 7); 0: no invitations */
  reviewInviteDays?: number;
  log?: Log;
}

interface RunOptions {
  now?: Date;
  limit?: number;
}

const defaultLog: Log = (level, msg, fields) => apiLog()[level](msg, fields);

export function createOrderJobs(options: OrderJobsOptions) {
  const log = options.log ?? defaultLog;
  const days = options.reviewInviteDays ?? DEFAULT_REVIEW_INVITE_DAYS;
  // As the review route checks links (reviews/routes.ts): a link made without the real secret in
  // production would never validate, so none is mailed.
  const secret = options.reviewLinkSecret ?? (options.production ? undefined : DEV_REVIEW_LINK_SECRET);
  let toldNoSecret = false;

  const jobs = {
    expireUnpaidOrders(run: RunOptions = {}): Promise<ExpiryRun> {
      return expireUnpaidOrders({ db: options.db, payments: options.payments, log, ...run });
    },

    async sendReviewInvitations(run: RunOptions = {}): Promise<{ sent: number; failed: number }> {
      if (days <= 0) return { sent: 0, failed: 0 };
      if (!secret) {
        if (!toldNoSecret) {
          toldNoSecret = true;
          log(
            'warn',
            'review invitations not sent: set REVIEW_LINK_SECRET (without it no review link validates)',
            {},
          );
        }
        return { sent: 0, failed: 0 };
      }
      return sendReviewInvitations({
        db: options.db,
        send: options.send,
        secret,
        storefrontUrl: options.storefrontUrl,
        days,
        log,
        ...run,
      });
    },

    /** Starts the timers (unref'd); answers a function that stops them. */
    schedule(which: { expire: boolean; invite: boolean; expireEveryMs?: number }): () => void {
      const timers: NodeJS.Timeout[] = [];
      const every = (name: string, ms: number, work: () => Promise<unknown>) => {
        let running = false;
        const tick = () => {
          if (running) return;
          running = true;
          work()
            .catch((err) => log('error', `${name} failed`, logSafeError(err)))
            .finally(() => {
              running = false;
            });
        };
        timers.push(setInterval(tick, ms).unref());
      };
      const expireEveryMs = which.expireEveryMs ?? EXPIRY_EVERY_MS;
      if (which.expire) every('unpaid order expiry', expireEveryMs, () => jobs.expireUnpaidOrders());
      if (which.invite && days > 0)
        every('review invitations', INVITATIONS_EVERY_MS, () => jobs.sendReviewInvitations());
      // Once at start: which jobs this instance runs (an operator, and the several-instances test, read it).
      if (timers.length)
        log('info', 'order jobs scheduled', {
          expire_unpaid_every_ms: which.expire ? expireEveryMs : null,
          review_invitations_every_ms: which.invite && days > 0 ? INVITATIONS_EVERY_MS : null,
        });
      return () => {
        for (const timer of timers) clearInterval(timer);
      };
    },
  };
  return jobs;
}
type OrderJobs = ReturnType<typeof createOrderJobs>;

/** The order jobs `createApiApp` made for this app. */
export function orderJobsOf(app: Express): OrderJobs {
  const jobs = app.locals.orderJobs as OrderJobs | undefined;
  if (!jobs) throw new Error('This app has no order jobs (made by createApiApp)');
  return jobs;
}
