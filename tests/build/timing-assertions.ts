/**
 * Finds assertions on a measured time in test files (issue 37): a test that asserts a duration
 * fails on a slower machine, not on slower code; durations belong in tests/bench, judged by its
 * noise rules. Flagged is an UPPER bound on a measured duration, by a budget that is not itself
 * measured:
 *   expect(<measured>).toBeLessThan(<budget>)      (and toBeLessThanOrEqual)
 *   expect(<budget>).toBeGreaterThan(<measured>)   (and toBeGreaterThanOrEqual)
 * <measured> is an expression with
 * - a clock difference: `Date.now() - x`, `performance.now() - x`, `process.hrtime…() - x`, where x
 *   is a name (an instant taken earlier), not a number (`Date.now() - 60_000` is an instant);
 * - or a name that holds one: assigned from a clock difference, or from a name or collection that
 *   holds one (`times.push(performance.now() - t)` makes `times` measured, `slow = times[…]` too);
 * - or a name (or a property) called like a duration: ms, elapsed, duration, took, latency, p50,
 *   p90, p95, p99, median, or ending in Ms / _ms.
 * Not flagged: lower bounds (`elapsed >= delay` only gets truer on a slower machine), orderings of
 * two measured values (`shell.time < reviewsReleasedAt`), and bounds on counts, sizes and dates.
 * The scan works line by line on source text, so an assertion split over lines is read from the
 * line holding its matcher back to its `expect(`.
 */

const CLOCK = String.raw`(?:Date\.now\(\)|performance\.now\(\)|process\.hrtime(?:\.bigint)?\([^)]*\))`;
/** A clock minus an earlier instant held in a name (not a number). */
const clockDifference = new RegExp(String.raw`${CLOCK}\s*-\s*(?![\d(])[A-Za-z_$][\w$.!]*`);
const DURATION_WORD = '(?:ms|elapsed|duration|took|latency|p50|p90|p95|p99|median)';
/** A name or property called like a duration (constants in capitals are budgets: API_TIMEOUT_MS). */
const durationName = new RegExp(
  String.raw`(?:^|[^\w$])(?:${DURATION_WORD}|[A-Za-z_$][\w$]*(?:Ms|_ms|Elapsed|Duration|Latency))(?![\w$])`,
);
const constant = /(?<![\w$.])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w$])|(?<![\w$.])[A-Z]{2,}(?![\w$])/g;
const upperMatchers = /\.(toBeLessThan|toBeLessThanOrEqual)\(/;
const invertedMatchers = /\.(toBeGreaterThan|toBeGreaterThanOrEqual)\(/;

export interface TimingAssertion {
  line: number;
  text: string;
}

/** The names a file assigns a measured time to (directly, or from another such name). */
function measuredNames(lines: string[]): Set<string> {
  const names = new Set<string>();
  const assignment = /(?:const|let|var)\s+(?:\{[^}]*\}|([A-Za-z_$][\w$]*))\s*(?::[^=]+)?=\s*(.+)$/;
  const push = /([A-Za-z_$][\w$]*)\.push\((.+)\)/;
  // Twice: a name assigned from a name found in the first pass.
  for (let pass = 0; pass < 2; pass++) {
    for (const line of lines) {
      // Only a clock difference or a measured name makes another (a call with `windowMs: 60_000`
      // in its options answers no duration).
      const a = assignment.exec(line);
      if (a?.[1] && holdsMeasurement(a[2]!, names)) names.add(a[1]);
      const p = push.exec(line);
      if (p && holdsMeasurement(p[2]!, names)) names.add(p[1]!);
    }
  }
  return names;
}

function isMeasured(expression: string, names: Set<string>): boolean {
  return durationName.test(expression.replace(constant, '0')) || holdsMeasurement(expression, names);
}

function holdsMeasurement(expression: string, names: Set<string>): boolean {
  if (clockDifference.test(expression)) return true;
  for (const name of names) {
    const escaped = name.replaceAll('$', '\\$');
    if (new RegExp(String.raw`(?:^|[^\w$.])${escaped}(?![\w$])`).test(expression)) return true;
  }
  return false;
}

/** The text between the parentheses that open at `open` (an index of '('), or undefined. */
function balanced(text: string, open: number): string | undefined {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return undefined;
}

/** The subject of the `expect(…)` that a matcher at `matcherAt` belongs to. */
function subjectBefore(text: string, matcherAt: number): string | undefined {
  const start = text.lastIndexOf('expect(', matcherAt);
  if (start === -1) return undefined;
  return balanced(text, start + 'expect'.length);
}

/** Every upper bound on a measured time in a test file's source, with its line number (1-based). */
export function findTimingAssertions(source: string): TimingAssertion[] {
  const lines = source.split('\n');
  const names = measuredNames(lines);
  const found: TimingAssertion[] = [];
  lines.forEach((line, index) => {
    const upper = upperMatchers.exec(line);
    const inverted = invertedMatchers.exec(line);
    const match = upper ?? inverted;
    if (!match) return;
    // The assertion may start a few lines up (a long expect(…) call).
    const from = Math.max(0, index - 6);
    const context = lines.slice(from, index + 1).join('\n');
    const matcherAt = context.length - line.length + match.index;
    const subject = subjectBefore(context, matcherAt);
    const bound = balanced(context, matcherAt + match[0].length - 1);
    if (subject === undefined || bound === undefined) return;
    // The message argument of expect(value, message) is not the value.
    const value = splitFirstArgument(subject);
    const [timed, budget] = upper ? [value, bound] : [bound, value];
    if (isMeasured(timed, names) && !isMeasured(budget, names))
      found.push({ line: index + 1, text: line.trim() });
  });
  return found;
}

/** The first argument of an argument list (commas inside brackets and strings kept). */
function splitFirstArgument(args: string): string {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const c = args[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) return args.slice(0, i);
  }
  return args;
}
