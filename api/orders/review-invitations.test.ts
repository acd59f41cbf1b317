/**
 * Review invitations (decision 042): REVIEW_INVITE_DAYS after an order was paid, one mail through
 * the outbox in the order's language with a review promotion link that the API's review route
 * accepts; not before, never twice (also with two instances at once), never for an unpaid,
 * cancelled or seeded order, and none at all in production without REVIEW_LINK_SECRET.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it, vi } from 'vitest';
import { address, checkoutFixtures } from '../checkout/checkout-fixtures.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { orders, outbox } from '../db/schema.ts';
import { createMailer } from '../mail/mailer.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { createOrderJobs, orderJobsOf } from './jobs.ts';

const DAY = 86_400_000;

describeEachDatabase('review invitations', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  const jobs = () => orderJobsOf(t.app);
  beforeAll(() => f.reserveOptions(20));

  let mailbox = 0;
  /** A guest's order in the language, paid at the test provider unless `paid` is false. */
  async function order(lang: 1 | 4, paid = true) {
    const email = `review-${++mailbox}@example.com`;
    const { who, cart } = await f.fill([{ po_id: f.take(), amount: 1 }], { lang });
    const res = await f.placeOrder(who, f.orderBody(cart, { invoice: { ...address(), email } }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = f.placed(res.body);
    if (paid) await f.payAtTestProvider(placed.redirect_url, 'paid');
    return { id: placed.order.id, number: placed.order.number, email };
  }

  const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to));
  const invitations = async (to: string) =>
    (await mailsTo(to)).filter((m) => /review/i.test(m.text) && !m.subject.startsWith('Order'));

  /** Makes the orders paid at this moment (each test its own, before any other's). */
  let paidDays = 0;
  async function paidAt(ids: number[]): Promise<Date> {
    const when = new Date(Date.UTC(2020, 0, 1) - ++paidDays * 30 * DAY);
    await db().update(orders).set({ paidAt: when }).where(inArray(orders.id, ids));
    return when;
  }

  it('mails the invitation once, 7 days after payment, in the order’s language, with a link the review route accepts', async () => {
    const nl = await order(1);
    const en = await order(4);
    const row = await f.order(nl.id);
    expect(row.statusId).toBe(3);
    expect(row.paidAt).toBeInstanceOf(Date);
    const paid = await paidAt([nl.id, en.id]);

    // Six days and 23 hours after payment: too early.
    expect(
      (await jobs().sendReviewInvitations({ now: new Date(paid.getTime() + 7 * DAY - 3_600_000) })).sent,
    ).toBe(0);
    expect(await invitations(nl.email)).toEqual([]);

    const now = new Date(paid.getTime() + 7 * DAY + 60_000);
    expect((await jobs().sendReviewInvitations({ now })).sent).toBe(2);
    // Again, and much later: nothing more.
    expect((await jobs().sendReviewInvitations({ now })).sent).toBe(0);
    expect((await jobs().sendReviewInvitations({ now: new Date(now.getTime() + 100 * DAY) })).sent).toBe(0);

    const [dutch] = await invitations(nl.email);
    const [english] = await invitations(en.email);
    expect((await invitations(nl.email)).length).toBe(1);
    expect((await invitations(en.email)).length).toBe(1);
    expect(dutch!.subject).toBe(`Hoe bevalt uw bestelling ${nl.number}?`);
    expect(dutch!.text).toContain('Wilt u een korte review schrijven?');
    expect(english!.subject).toBe(`How was your order ${en.number}?`);
    expect(english!.text).toContain('Would you write a short review?');
    // In HTML and text, to the name on the invoice address (Eva Jansen).
    expect(dutch!.text).toMatch(/^Beste mevrouw\/heer Jansen,\n/);
    expect(dutch!.html).toContain('Wilt u een korte review schrijven?');
    expect(dutch!.html).toContain('Beste mevrouw/heer Jansen,');
    expect(english!.text).toMatch(/^Dear Eva,\n/);
    expect(english!.html).toContain('Dear Eva,');
    expect((await f.order(nl.id)).reviewInviteSentAt).toBeInstanceOf(Date);

    // Follow the links: the storefront's review promotion page asks the API's review route.
    for (const [mail, lang, prefix] of [
      [dutch!, '1', ''],
      [english!, '4', '/en'],
    ] as const) {
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();
      const url = new URL(link!);
      expect(url.origin).toBe('http://127.0.0.1:3000');
      const match = new RegExp(`^${prefix}/review-promotion/([0-9a-f-]{36})/([A-Za-z0-9_-]{22})$`).exec(
        url.pathname,
      );
      expect(match, url.pathname).not.toBeNull();
      const res = await request(t.app)
        .get(`/api/reviewPromotion/${match![1]}/${match![2]}`)
        .set('X-FZ-Language-Id', lang)
        .expect(200);
      expect(res.body.data.uuid).toBe(match![1]);
      expect(res.body.data.review_url).toMatch(lang === '4' ? /lang=en$/ : /lang=nl$/);
    }
    // Each order its own link.
    expect(dutch!.text.match(/review-promotion\/([0-9a-f-]{36})/)![1]).not.toBe(
      english!.text.match(/review-promotion\/([0-9a-f-]{36})/)![1],
    );
  });

  it('invites no order that is unpaid, cancelled or seeded, and none when the setting is 0', async () => {
    const unpaid = await order(1, false);
    const cancelled = await order(1, false);
    await db().update(orders).set({ statusId: 7 }).where(eq(orders.id, cancelled.id));
    // Even with a paid_at (a late payment flagged for refund keeps none, but be sure): never a 7.
    await paidAt([cancelled.id]);
    const later = new Date(Date.now() + 1000 * DAY);
    await jobs().sendReviewInvitations({ now: later });
    expect(await mailsTo(unpaid.email)).toEqual([]);
    expect(await mailsTo(cancelled.email)).toEqual([]);
    // The seeded history (KK-2026-1001…1008) has no paid_at: never invited.
    const seeded = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, [1, 2, 3, 4, 5, 6, 7, 8]), isNotNull(orders.reviewInviteSentAt)));
    expect(seeded).toEqual([]);

    const paid = await order(4);
    await paidAt([paid.id]);
    const off = createOrderJobs({
      db: db(),
      payments: { refresh: async () => undefined },
      send: async () => {
        throw new Error('no mail expected');
      },
      storefrontUrl: 'http://127.0.0.1:3000',
      reviewLinkSecret: undefined,
      production: false,
      reviewInviteDays: 0,
    });
    expect(await off.sendReviewInvitations({ now: later })).toEqual({ sent: 0, failed: 0 });
    expect((await f.order(paid.id)).reviewInviteSentAt).toBeNull();
  });

  it('in production without REVIEW_LINK_SECRET sends none and says why once; with the secret it does', async () => {
    const paid = await order(1);
    await paidAt([paid.id]);
    const log = vi.fn();
    const mailer = createMailer({ db: db(), log: () => {} });
    const options = {
      db: db(),
      payments: { refresh: async () => undefined },
      send: (mail: { to: string; subject: string; text: string }) => mailer.send(mail),
      storefrontUrl: 'https://shop.example',
      production: true,
      log,
    };
    const without = createOrderJobs({ ...options, reviewLinkSecret: undefined });
    const now = new Date(Date.now() + 1000 * DAY);
    expect((await without.sendReviewInvitations({ now })).sent).toBe(0);
    expect((await without.sendReviewInvitations({ now })).sent).toBe(0);
    expect(log.mock.calls.filter(([level]) => level === 'warn')).toEqual([
      [
        'warn',
        'review invitations not sent: set REVIEW_LINK_SECRET (without it no review link validates)',
        {},
      ],
    ]);
    expect((await f.order(paid.id)).reviewInviteSentAt).toBeNull();

    const secret = 'the-production-review-secret';
    const configured = createOrderJobs({ ...options, reviewLinkSecret: secret });
    expect((await configured.sendReviewInvitations({ now })).sent).toBeGreaterThanOrEqual(1);
    const [mail] = await invitations(paid.email);
    expect(mail!.text).toMatch(/https:\/\/shop\.example\/review-promotion\//);
    // The run's log line has counts only: no address, no link.
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/example|review-promotion/);
  });

  it('invites each order once when two instances run at the same moment', async () => {
    const many = [await order(1), await order(4), await order(1)];
    const paid = await paidAt(many.map((o) => o.id));
    const now = new Date(paid.getTime() + 8 * DAY);
    let other: Database | undefined;
    if (driver === 'postgres')
      other = await openDatabase({
        databaseUrl: t.api.database.pool!.options.connectionString!,
        poolSize: 4,
      });
    try {
      const second = createOrderJobs({
        db: (other ?? t.api.database).db,
        payments: { refresh: async () => undefined },
        send: (mail) => createMailer({ db: (other ?? t.api.database).db, log: () => {} }).send(mail),
        storefrontUrl: 'http://127.0.0.1:3000',
        reviewLinkSecret: undefined,
        production: false,
        log: () => {},
      });
      const [one, two] = await Promise.all([
        jobs().sendReviewInvitations({ now }),
        second.sendReviewInvitations({ now }),
      ]);
      expect(one.sent + two.sent).toBe(3);
    } finally {
      await other?.close();
    }
    for (const o of many) expect((await invitations(o.email)).length).toBe(1);
    const left = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(
            orders.id,
            many.map((o) => o.id),
          ),
          isNull(orders.reviewInviteSentAt),
        ),
      );
    expect(left).toEqual([]);
  });
});
