/**
 * Inspection reminders (issue 5): for every registered machine whose next inspection is due within
 * 30 days and that was not yet reminded for that due date, one e-mail in the customer's language.
 * Once the due date has passed (issue 26), one more: the inspection is overdue. Each kind has its
 * own column, so the machine that got the first still gets the second, and each only once.
 * Each goes in HTML and text (mail/layout.ts), greeting the customer by name.
 * The UPDATE … RETURNING claims each reminder, so two runs (or two API instances) never send twice.
 */
import { sql } from 'drizzle-orm';
import { INSPECTION_SOON_DAYS } from '../../shared/inspection-state.ts';
import type { Db } from '../db/client.ts';
import { customerName, renderMail } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';

const REMIND_DAYS_BEFORE = INSPECTION_SOON_DAYS;

interface Claimed {
  email: string;
  language_id: number;
  firstname: string;
  middle_name: string;
  lastname: string;
  model: string;
  serial_number: string;
  next_due: string;
}

const rowsOf = (result: unknown) => ((result as { rows?: Claimed[] }).rows ?? result) as Claimed[];

/** The reminder (due within 30 days) or, past the due date, the overdue notice, in HTML and text. */
export function reminderMail(row: Claimed, overdue = false): Mail {
  const en = row.language_id === 4;
  const due = new Intl.DateTimeFormat(en ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${row.next_due}T00:00:00Z`));
  const machine = en
    ? `your ${row.model} (serial number ${row.serial_number})`
    : `uw ${row.model} (serienummer ${row.serial_number})`;
  const [subject, body] = en
    ? overdue
      ? [
          `Inspection overdue: ${row.model}`,
          `The inspection of ${machine} was due on ${due} and is now overdue. Contact us or your dealer to plan it soon.`,
        ]
      : [
          `Inspection due: ${row.model}`,
          `The next inspection of ${machine} is due on ${due}. Contact us or your dealer to plan it.`,
        ]
    : overdue
      ? [
          `Keuring verlopen: ${row.model}`,
          `De keuring van ${machine} stond gepland op ${due} en is verlopen. Neem zo snel mogelijk contact op met ons of uw dealer om een afspraak te maken.`,
        ]
      : [
          `Keuring gepland: ${row.model}`,
          `De volgende keuring van ${machine} staat gepland op ${due}. Neem contact op met ons of uw dealer om een afspraak te maken.`,
        ];
  return renderMail({
    to: row.email,
    subject,
    locale: en ? 'en' : 'nl',
    name: customerName(row.firstname, row.middle_name, row.lastname),
    blocks: [{ p: body }],
  });
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
    RETURNING c.email, c.language_id, c.firstname, c.middle_name, c.lastname, i.model, i.serial_number, to_char(i.next_due, 'YYYY-MM-DD') AS next_due`);
  const overdue = await db.execute(sql`
    UPDATE inspections AS i
       SET overdue_reminded_for = i.next_due
      FROM customers AS c
     WHERE c.id = i.customer_id
       AND i.next_due IS NOT NULL
       AND i.next_due < ${today}::date
       AND i.overdue_reminded_for IS DISTINCT FROM i.next_due
    RETURNING c.email, c.language_id, c.firstname, c.middle_name, c.lastname, i.model, i.serial_number, to_char(i.next_due, 'YYYY-MM-DD') AS next_due`);
  const soon = rowsOf(result);
  const late = rowsOf(overdue);
  for (const row of soon) await send(reminderMail(row));
  for (const row of late) await send(reminderMail(row, true));
  return soon.length + late.length;
}
