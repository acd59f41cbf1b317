import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers, inspections } from '../db/schema.ts';
import type { Mail } from '../mail/mailer.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-api.ts';
import { sendInspectionReminders } from './inspection-reminders.ts';

describeEachDatabase('inspection reminders', (driver) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(driver);
  });
  afterAll(async () => test?.close());

  it('mails once per due date, within 30 days, in the customer’s language', async () => {
    const db = test.database.db;
    const [due] = await db.select().from(inspections).where(eq(inspections.id, 1));
    const now = new Date(`${due!.nextDue}T08:00:00Z`);
    now.setUTCDate(now.getUTCDate() - 10);
    const sent: Mail[] = [];
    const send = async (m: Mail) => void sent.push(m);
    expect(await sendInspectionReminders({ db, now, send })).toBe(1);
    expect(sent[0]).toMatchObject({
      to: 'klant@demo.nl',
      subject: expect.stringContaining('Keuring gepland'),
    });
    expect(sent[0]!.text).toContain('SN-2024-00417');
    // In HTML and text, to Sanne de Vries (the demo seed) by name.
    expect(sent[0]!.text).toMatch(/^Beste mevrouw\/heer De Vries,\n/);
    expect(sent[0]!.html).toContain('Beste mevrouw/heer De Vries,');
    expect(sent[0]!.html).toContain('SN-2024-00417');
    expect(sent[0]!.text).toMatch(
      /\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/,
    );
    // Again: nothing (already reminded for this due date), also when two runs race.
    const [a, b] = await Promise.all([
      sendInspectionReminders({ db, now, send }),
      sendInspectionReminders({ db, now, send }),
    ]);
    expect(a + b).toBe(0);
    // A new due date is a new reminder, in English for an English customer.
    await db.update(customers).set({ languageId: 4 }).where(eq(customers.id, 1));
    const later = new Date(now);
    later.setUTCDate(later.getUTCDate() + 5);
    await db
      .update(inspections)
      .set({ nextDue: later.toISOString().slice(0, 10) })
      .where(eq(inspections.id, 1));
    expect(await sendInspectionReminders({ db, now, send })).toBe(1);
    expect(sent[1]!.subject).toMatch(/^Inspection due/);
  });

  it('mails once more when the due date has passed (overdue), also after the reminder before it', async () => {
    const db = test.database.db;
    await db.update(customers).set({ languageId: 1 }).where(eq(customers.id, 1));
    await db
      .update(inspections)
      .set({ nextDue: '2026-11-26', remindedFor: null, overdueRemindedFor: null })
      .where(eq(inspections.id, 1));
    const sent: Mail[] = [];
    const send = async (m: Mail) => void sent.push(m);
    // Due today: the reminder before it, not yet overdue.
    expect(await sendInspectionReminders({ db, now: new Date('2026-11-26T23:00:00Z'), send })).toBe(1);
    expect(sent[0]!.subject).toMatch(/^Keuring gepland/);
    // The day after: overdue, one e-mail however often the job runs.
    const dayAfter = new Date('2026-11-27T00:30:00Z');
    expect(await sendInspectionReminders({ db, now: dayAfter, send })).toBe(1);
    expect(sent[1]).toMatchObject({
      to: 'klant@demo.nl',
      subject: expect.stringMatching(/^Keuring verlopen/),
    });
    expect(sent[1]!.text).toContain('26 november 2026');
    const [a, b] = await Promise.all([
      sendInspectionReminders({ db, now: dayAfter, send }),
      sendInspectionReminders({ db, now: new Date('2027-01-10T08:00:00Z'), send }),
    ]);
    expect(a + b).toBe(0);
    expect(sent).toHaveLength(2);
  });
});
