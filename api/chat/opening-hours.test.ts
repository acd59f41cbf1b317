import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../shared/settings.ts';
import { loadConfig } from '../config.ts';
import {
  DEFAULT_OPENING_HOURS,
  describeRules,
  isOpen,
  nextChange,
  OpeningHoursError,
  parseOpeningHours,
  zonedInstant,
} from './opening-hours.ts';

const at = (iso: string) => new Date(iso);
const standard = parseOpeningHours('mon-fri 09:00-17:00;sat 10:00-16:00');

describe('parseOpeningHours', () => {
  it('reads ranges and lists of days and several periods a day', () => {
    expect(describeRules(standard)).toEqual([
      { days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' },
      { days: [6], from: '10:00', to: '16:00' },
    ]);
    expect(describeRules(parseOpeningHours(' MON,wed  09:00-12:00,13:00-17:30 ; sun 11:00-24:00 '))).toEqual([
      { days: [1, 3], from: '09:00', to: '12:00' },
      { days: [1, 3], from: '13:00', to: '17:30' },
      { days: [7], from: '11:00', to: '24:00' },
    ]);
    // A range may wrap around the week.
    expect(parseOpeningHours('fri-mon 10:00-11:00')[0]!.days).toEqual([1, 5, 6, 7]);
  });

  it('uses the default when empty and knows "closed"', () => {
    expect(parseOpeningHours('')).toEqual(parseOpeningHours(DEFAULT_OPENING_HOURS));
    expect(parseOpeningHours(undefined)).toEqual(standard);
    expect(parseOpeningHours('closed')).toEqual([]);
  });

  it('refuses what it cannot read, saying what', () => {
    const cases: [string, RegExp][] = [
      ['mon-fri', /should look like "mon-fri 09:00-17:00"/],
      ['maandag 09:00-17:00', /"maandag" .* is not a day/],
      ['mon-fri-sat 09:00-17:00', /not a day or a range/],
      ['mon 9:00-17:00', /"9:00" .* is not a time/],
      ['mon 09:00-25:00', /"25:00" .* is not a time/],
      ['mon 09:00-24:01', /"24:01" .* is not a time/],
      ['mon 17:00-09:00', /must end later on the same day/],
      ['mon 09:00-09:00', /must end later/],
      ['mon 24:00-24:00', /must end later/],
      ['mon 09:00', /should look like 09:00-17:00/],
      ['mon 09:00-17:00 extra', /should look like/],
      [';;', /no opening hours given/],
      [`mon 09:00-10:00;${'x'.repeat(500)}`, /at most 500/],
    ];
    for (const [input, message] of cases) {
      expect(() => parseOpeningHours(input), input).toThrow(OpeningHoursError);
      expect(() => parseOpeningHours(input), input).toThrow(message);
    }
  });

  it('makes a bad CHAT_OPENING_HOURS or CHAT_STAFF_TOKEN a configuration error at start', () => {
    expect(() => loadConfig({ CHAT_OPENING_HOURS: 'mon 17:00-09:00' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHAT_STAFF_TOKEN: 'short' })).toThrow(/24 to 200/);
    expect(() => loadConfig({ CHAT_STAFF_TOKEN: `${'a'.repeat(30)} b` })).toThrow(ConfigError);
    const ok = loadConfig({ CHAT_OPENING_HOURS: 'mon-sun 00:00-24:00', CHAT_STAFF_TOKEN: 'x'.repeat(32) });
    expect(ok.chatOpeningHours).toBe('mon-sun 00:00-24:00');
    expect(ok.chatStaffToken).toBe('x'.repeat(32));
    expect(loadConfig({}).chatStaffToken).toBeUndefined();
  });
});

describe('isOpen in Europe/Amsterdam', () => {
  it('follows winter time (UTC+1)', () => {
    // Monday 23 March 2026.
    expect(isOpen(standard, at('2026-03-23T07:59:59Z'))).toBe(false); // 08:59 local
    expect(isOpen(standard, at('2026-03-23T08:00:00Z'))).toBe(true); // 09:00
    expect(isOpen(standard, at('2026-03-23T15:59:59Z'))).toBe(true); // 16:59
    expect(isOpen(standard, at('2026-03-23T16:00:00Z'))).toBe(false); // 17:00
  });

  it('follows summer time (UTC+2) after the last Sunday of March', () => {
    // Monday 30 March 2026, the day after the clocks went forward.
    expect(isOpen(standard, at('2026-03-30T06:59:00Z'))).toBe(false); // 08:59 local
    expect(isOpen(standard, at('2026-03-30T07:00:00Z'))).toBe(true); // 09:00
    expect(isOpen(standard, at('2026-03-30T14:59:00Z'))).toBe(true); // 16:59
    expect(isOpen(standard, at('2026-03-30T15:00:00Z'))).toBe(false); // 17:00
  });

  it('knows Saturday hours, a closed Sunday and the local weekday near midnight', () => {
    expect(isOpen(standard, at('2026-03-28T09:00:00Z'))).toBe(true); // Saturday 10:00 CET
    expect(isOpen(standard, at('2026-03-28T15:00:00Z'))).toBe(false); // Saturday 16:00
    expect(isOpen(standard, at('2026-03-29T10:00:00Z'))).toBe(false); // Sunday noon
    // Friday 23:30 UTC is already Saturday 01:30 in Amsterdam: closed, not Friday's hours.
    const lateFriday = parseOpeningHours('fri 00:00-24:00');
    expect(isOpen(lateFriday, at('2026-03-27T22:30:00Z'))).toBe(true); // Friday 23:30 local
    expect(isOpen(lateFriday, at('2026-03-27T23:30:00Z'))).toBe(false); // Saturday 00:30 local
  });

  it('is always open with mon-sun 00:00-24:00 (also on the short day of the DST change) and never when closed', () => {
    const always = parseOpeningHours('mon-sun 00:00-24:00');
    for (const iso of [
      '2026-03-29T00:59:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:30:00Z',
    ])
      expect(isOpen(always, at(iso)), iso).toBe(true);
    expect(nextChange(always, at('2026-03-29T01:00:00Z'))).toBeNull();
    expect(isOpen([], at('2026-03-23T10:00:00Z'))).toBe(false);
    expect(nextChange([], at('2026-03-23T10:00:00Z'))).toBeNull();
  });
});

describe('nextChange', () => {
  it('names the closing time today and the opening time on the next open day', () => {
    // Monday 10:00 CET → closes 17:00 CET = 16:00Z.
    expect(nextChange(standard, at('2026-03-23T09:00:00Z'))?.toISOString()).toBe('2026-03-23T16:00:00.000Z');
    // Friday 17:30 CET → Saturday 10:00 CET = 09:00Z.
    expect(nextChange(standard, at('2026-03-27T16:30:00Z'))?.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    // Monday early morning → 09:00 today.
    expect(nextChange(standard, at('2026-03-23T05:00:00Z'))?.toISOString()).toBe('2026-03-23T08:00:00.000Z');
  });

  it('crosses the clock changes: Monday 09:00 is 07:00Z after spring and 08:00Z after autumn', () => {
    // Saturday 28 March 16:30 CET → Monday 30 March 09:00 CEST.
    expect(nextChange(standard, at('2026-03-28T15:30:00Z'))?.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    // Saturday 24 October 17:00 CEST → Monday 26 October 09:00 CET.
    expect(nextChange(standard, at('2026-10-24T15:00:00Z'))?.toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('treats touching periods as one and carries an opening over midnight', () => {
    const split = parseOpeningHours('mon 09:00-12:00,12:00-17:00');
    expect(nextChange(split, at('2026-03-23T10:00:00Z'))?.toISOString()).toBe('2026-03-23T16:00:00.000Z');
    const late = parseOpeningHours('mon 20:00-24:00;tue 00:00-02:00');
    // Monday 23:00 CET → closes Tuesday 02:00 CET = 01:00Z.
    expect(nextChange(late, at('2026-03-23T22:00:00Z'))?.toISOString()).toBe('2026-03-24T01:00:00.000Z');
    expect(isOpen(late, at('2026-03-23T23:30:00Z'))).toBe(true); // Tuesday 00:30 local
  });

  it('a week ahead at most: Sunday-only hours seen from Monday', () => {
    const sunday = parseOpeningHours('sun 12:00-13:00');
    // Monday 23 March → Sunday 29 March 12:00 CEST (after the change) = 10:00Z.
    expect(nextChange(sunday, at('2026-03-23T12:00:00Z'))?.toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });
});

describe('zonedInstant', () => {
  it('maps Amsterdam wall clock times to instants, through both clock changes', () => {
    expect(zonedInstant({ year: 2026, month: 1, day: 15 }, 9 * 60).toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 15 }, 9 * 60).toISOString()).toBe(
      '2026-07-15T07:00:00.000Z',
    );
    // 02:30 does not exist on 29 March (02:00 → 03:00): an hour later on the clock.
    expect(zonedInstant({ year: 2026, month: 3, day: 29 }, 150).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 02:30 happens twice on 25 October: the second time (CET).
    expect(zonedInstant({ year: 2026, month: 10, day: 25 }, 150).toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    );
  });
});
