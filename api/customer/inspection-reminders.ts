/**
 * Inspection reminders (issue 5): for every registered machine whose next inspection is due within
 * 30 days and that was not yet reminded for that due date, one e-mail in the customer's language.
 * The UPDATE … RETURNING claims each reminder, so two runs (or two API instances) never send twice.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Mail } from '../mail/mailer.ts';

export const REMIND_DAYS_BEFORE = 30;

interface Claimed {
  email: string;
  language_id: number;
  model: string;
  serial_number: string;
  next_due: string;
}

function reminderMail(row: Claimed): Mail {
  const en = row.language_id === 4;
  const due = new Intl.DateTimeFormat(en ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${row.next_due}T00:00:00Z`));
  return en
    ? {
        to: row.email,
        subject: `Inspection due: ${row.model}`,
        text: `Hello,\n\nThe next inspection of your ${row.model} (serial number ${row.serial_number}) is due on ${due}. Contact us or your dealer to plan it.\n\nKoffie & Keuken`,
      }
    : {
        to: row.email,
        subject: `Keuring gepland: ${row.model}`,
        text: `Hallo,\n\nDe volgende keuring van uw ${row.model} (serienummer ${row.serial_number}) staat gepland op ${due}. Neem contact op met ons of uw dealer om een afspraak te maken.\n\nKoffie & Keuken`,
      };
}

export async function sendInspectionReminders({
  db,
  now = new Date(),
  send,
}: {
  db: Db;
  now?: Date;
  send: (mail: Mail) => Promise<unknown>;
}): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const result = await db.execute(sql`
    UPDATE inspections AS i
       SET reminded_for = i.next_due
      FROM customers AS c
     WHERE c.id = i.customer_id
       AND i.next_due IS NOT NULL
       AND i.next_due >= ${today}::date
       AND i.next_due <= ${today}::date + ${REMIND_DAYS_BEFORE}::int
       AND i.reminded_for IS DISTINCT FROM i.next_due
    RETURNING c.email, c.language_id, i.model, i.serial_number, to_char(i.next_due, 'YYYY-MM-DD') AS next_due`);
  const rows = ((result as { rows?: Claimed[] }).rows ?? (result as unknown as Claimed[])) as Claimed[];
  for (const row of rows) await send(reminderMail(row));
  return rows.length;
}
