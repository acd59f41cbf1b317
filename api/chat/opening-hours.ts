/**
 * The chat's opening hours (decision 024): when the shop answers chats, in the shop's time zone
 * (Europe/Amsterdam, summer and winter time alike), from `CHAT_OPENING_HOURS`:
 *
 *   mon-fri 09:00-17:00;sat 10:00-16:00        ranges of days, then times
 *   mon,wed 09:00-12:00,13:00-17:00            lists of days, several periods a day
 *   mon-sun 00:00-24:00                        always (24:00 is the end of the day)
 *   closed                                     never
 *
 * Days are mon tue wed thu fri sat sun (a range may wrap: fri-mon); periods run from a start to a
 * later end on the same day. Anything else is refused with a message that says what was wrong.
 */

export const SHOP_TIME_ZONE = 'Europe/Amsterdam';
export const DEFAULT_OPENING_HOURS = 'mon-fri 09:00-17:00;sat 10:00-16:00';

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export type IsoDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A period on some days, in minutes after local midnight: [from, to). */
export interface OpeningRule {
  days: IsoDay[];
  from: number;
  to: number;
}

export class OpeningHoursError extends Error {
  constructor(message: string) {
    super(`CHAT_OPENING_HOURS: ${message}`);
    this.name = 'OpeningHoursError';
  }
}

const dayNames = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

function parseDay(name: string, rule: string): IsoDay {
  const index = dayNames.indexOf(name as (typeof dayNames)[number]);
  if (index === -1)
    throw new OpeningHoursError(`"${name}" in "${rule}" is not a day (use mon tue wed thu fri sat sun)`);
  return (index + 1) as IsoDay;
}

function parseDays(spec: string, rule: string): IsoDay[] {
  const days = new Set<IsoDay>();
  for (const part of spec.split(',')) {
    const [first, last, extra] = part.split('-');
    if (extra !== undefined || !first)
      throw new OpeningHoursError(`"${part}" in "${rule}" is not a day or a range of days`);
    const start = parseDay(first, rule);
    if (last === undefined) {
      days.add(start);
      continue;
    }
    const end = parseDay(last, rule);
    // A range may wrap around the week (fri-mon).
    for (let d = start, n = 0; n < 7; n++, d = ((d % 7) + 1) as IsoDay) {
      days.add(d);
      if (d === end) break;
    }
  }
  return [...days].sort((a, b) => a - b);
}

function parseTime(value: string, rule: string): number {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  const minutes = m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
  if (!m || minutes > 24 * 60) throw new OpeningHoursError(`"${value}" in "${rule}" is not a time (HH:MM)`);
  return minutes;
}

/** Parses the setting; throws OpeningHoursError with the reason. An empty value is the default. */
export function parseOpeningHours(input: string | undefined): OpeningRule[] {
  const source = (input ?? '').trim().toLowerCase() || DEFAULT_OPENING_HOURS;
  if (source.length > 500) throw new OpeningHoursError('at most 500 characters');
  if (source === 'closed') return [];
  const rules: OpeningRule[] = [];
  for (const raw of source.split(';')) {
    const rule = raw.trim().replace(/\s+/g, ' ');
    if (!rule) continue;
    const [daySpec, timeSpec, extra] = rule.split(' ');
    if (!daySpec || !timeSpec || extra !== undefined)
      throw new OpeningHoursError(`"${rule}" should look like "mon-fri 09:00-17:00"`);
    const days = parseDays(daySpec, rule);
    for (const period of timeSpec.split(',')) {
      const [from, to, more] = period.split('-');
      if (!from || !to || more !== undefined)
        throw new OpeningHoursError(`"${period}" in "${rule}" should look like 09:00-17:00`);
      const start = parseTime(from, rule);
      const end = parseTime(to, rule);
      if (start === 24 * 60 || end <= start)
        throw new OpeningHoursError(`"${period}" in "${rule}" must end later on the same day`);
      rules.push({ days, from: start, to: end });
    }
  }
  if (rules.length === 0) throw new OpeningHoursError('no opening hours given (write "closed" for never)');
  return rules;
}

// ─── time zone arithmetic (Intl only: no tz database of our own) ────────────────────────────────

interface LocalTime {
  year: number;
  month: number;
  day: number;
  weekday: IsoDay;
  /** minutes after local midnight */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const weekdays: Record<string, IsoDay> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall clock in `timeZone` at `at`. */
function localTime(at: Date, timeZone = SHOP_TIME_ZONE): LocalTime & { second: number } {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: weekdays[parts.weekday ?? ''] ?? 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms (Amsterdam: 1 h in winter, 2 h in summer). */
function offsetAt(at: number, timeZone: string): number {
  const l = localTime(new Date(at), timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, 0, l.minutes, l.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant at which `timeZone`'s clock shows minutes `minutes` of the given date. A wall time
 * that does not exist (the hour skipped in spring) maps to one an hour later on the clock; one that
 * exists twice (the hour repeated in autumn) to the second.
 */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  minutes: number,
  timeZone = SHOP_TIME_ZONE,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return new Date(guess);
}

// ─── open or closed ─────────────────────────────────────────────────────────────────────────────

function openAtLocal(rules: OpeningRule[], weekday: IsoDay, minutes: number): boolean {
  return rules.some((r) => r.days.includes(weekday) && minutes >= r.from && minutes < r.to);
}

export function isOpen(rules: OpeningRule[], at: Date, timeZone = SHOP_TIME_ZONE): boolean {
  const l = localTime(at, timeZone);
  return openAtLocal(rules, l.weekday, l.minutes);
}

/**
 * The next instant after `at` at which open turns into closed or back: the candidates are every
 * rule's start and end over the coming eight local days (periods that touch, such as 12:00-13:00
 * and 13:00-17:00, are one). Null when it never changes (always open, or closed).
 */
export function nextChange(rules: OpeningRule[], at: Date, timeZone = SHOP_TIME_ZONE): Date | null {
  if (rules.length === 0) return null;
  const open = isOpen(rules, at, timeZone);
  const today = localTime(at, timeZone);
  const base = Date.UTC(today.year, today.month - 1, today.day);
  for (let offset = 0; offset <= 8; offset++) {
    const d = new Date(base + offset * 86_400_000);
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const weekday = (((today.weekday - 1 + offset) % 7) + 1) as IsoDay;
    const marks = new Set<number>();
    for (const r of rules) {
      if (!r.days.includes(weekday)) continue;
      marks.add(r.from);
      marks.add(r.to);
    }
    for (const minutes of [...marks].sort((a, b) => a - b)) {
      // Open just after the mark is what counts (24:00 is the next day's 00:00).
      const after =
        minutes >= 24 * 60
          ? openAtLocal(rules, ((weekday % 7) + 1) as IsoDay, 0)
          : openAtLocal(rules, weekday, minutes);
      if (after === open) continue;
      const instant =
        minutes >= 24 * 60
          ? zonedInstant(
              (() => {
                const n = new Date(d.getTime() + 86_400_000);
                return { year: n.getUTCFullYear(), month: n.getUTCMonth() + 1, day: n.getUTCDate() };
              })(),
              0,
              timeZone,
            )
          : zonedInstant(date, minutes, timeZone);
      if (instant.getTime() > at.getTime()) return instant;
    }
  }
  return null;
}

/** What the widget shows: the rules as days and HH:MM times. */
export function describeRules(rules: OpeningRule[]): { days: IsoDay[]; from: string; to: string }[] {
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return rules.map((r) => ({ days: r.days, from: hhmm(r.from), to: hhmm(r.to) }));
}
