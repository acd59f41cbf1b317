/**
 * A machine's inspection state (issues 5 and 26) from its next due date, date-only in UTC: past the
 * due date it is overdue (not "soon"), within 30 days (today included) soon, later fine.
 */
export const INSPECTION_SOON_DAYS = 30;

type InspectionState = 'overdue' | 'soon' | 'ok' | 'none';

/** The calendar date '2026-11-26' of a moment, in UTC (what the API's `next_due` is compared with). */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function inspectionState(nextDue: string | null | undefined, now: Date): InspectionState {
  if (!nextDue) return 'none';
  const due = Date.parse(`${nextDue}T00:00:00Z`);
  if (Number.isNaN(due)) return 'none';
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  if (due < today) return 'overdue';
  return due - today <= INSPECTION_SOON_DAYS * 86_400_000 ? 'soon' : 'ok';
}
