/**
 * The shop's opening hours as text (issue 26: one set of hours): the chat's offline notice and the
 * contact page both show the rules of GET shopInfo / chat/status this way.
 */
import type { ChatOpeningRule } from '../../shared/contract/chat.ts';
import type { Locale } from '../../shared/locale.ts';

export const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'nl-NL');

/** Short weekday names, ISO order (1 = Monday): "ma" … "zo" / "Mon" … "Sun". */
function weekdayNames(locale: Locale): string[] {
  const f = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2024, 0, 1 + i))).replace(/\.$/, ''));
}

/** Days as ranges where they run on: [1,2,3,4,5] → "ma–vr", [1,3] → "ma, wo". */
export function formatDays(days: number[], locale: Locale): string {
  const names = weekdayNames(locale);
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const from = names[sorted[i]! - 1]!;
    const to = names[sorted[j]! - 1]!;
    parts.push(j - i >= 2 ? `${from}–${to}` : j === i ? from : `${from}, ${to}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** The opening hours, one line per rule: "ma–vr 09:00–17:00". */
export function formatOpeningHours(rules: ChatOpeningRule[], locale: Locale): string[] {
  return rules.map((r) => `${formatDays(r.days, locale)} ${r.from}–${r.to}`);
}
