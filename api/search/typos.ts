/** How far a typed word may be from a catalogue word and still count as a typo of it. */

/** Edits allowed for a word of this length: none under 4 letters, 1 up to 8, 2 above. */
export function typoBudget(word: string): number {
  const n = [...word].length;
  if (n < 4) return 0;
  return n <= 8 ? 1 : 2;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), each substitution costing
 * `substitution(x, y)` and each swap of neighbours `swap`, insertions and deletions one, or
 * `doubled` for a letter beside the same letter (a doubled letter typed once, or one typed twice:
 * `melkanen` for `melkkannen`). Stops early (returns a value above `max`) once the distance
 * exceeds `max`.
 */
function alignmentDistance(
  a: string,
  b: string,
  max: number,
  substitution: (x: string, y: string) => number,
  swap: number,
  doubled = 1,
): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) * doubled > max) return max + 1;
  // what leaving out letter k of w costs: less when a neighbour is the same letter
  const indel = (w: string[], k: number) => (w[k] === w[k - 1] || w[k] === w[k + 1] ? doubled : 1);
  let prevPrev: number[] = [];
  let prev = [0];
  for (let j = 1; j <= t.length; j++) prev.push(prev[j - 1]! + indel(t, j - 1));
  for (let i = 1; i <= s.length; i++) {
    const row = [prev[0]! + indel(s, i - 1)];
    let best = row[0]!;
    for (let j = 1; j <= t.length; j++) {
      const x = s[i - 1]!;
      const y = t[j - 1]!;
      const cost = x === y ? 0 : substitution(x, y);
      let d = Math.min(prev[j]! + indel(s, i - 1), row[j - 1]! + indel(t, j - 1), prev[j - 1]! + cost);
      if (i > 1 && j > 1 && x === t[j - 2] && s[i - 2] === y) d = Math.min(d, prevPrev[j - 2]! + swap);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[t.length]!;
}

/**
 * The word with two neighbouring letters swapped, each way once (`tosater` → toaster, …): a swap
 * in the middle of a short word changes most of its trigrams, so the trigram index, which finds
 * the other typos, misses it (issue 39, class 7).
 */
export function swapsOf(word: string): string[] {
  const letters = [...word];
  const out = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const w = [...letters];
    [w[i], w[i + 1]] = [w[i + 1]!, w[i]!];
    out.add(w.join(''));
  }
  return [...out];
}

/** Edit distance as a shopper would count it: `kettel` → `kettle` is 1 (alignmentDistance). */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  return alignmentDistance(a, b, max, () => 1, 1);
}

/** QWERTY rows: letters next to each other (or above and below) are mistyped for one another. */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const position = new Map<string, [number, number]>();
ROWS.forEach((row, r) => {
  [...row].forEach((ch, c) => {
    position.set(ch, [r, c + r * 0.5]);
  });
});
/** Whether two letters are neighbours on a QWERTY keyboard. */
export function keyboardNeighbours(a: string, b: string): boolean {
  const p = position.get(a);
  const q = position.get(b);
  if (!p || !q || a === b) return false;
  return Math.abs(p[0] - q[0]) <= 1 && Math.abs(p[1] - q[1]) <= 1;
}

/**
 * What a slip of the hand costs: a neighbouring key, two letters swapped, or a doubled letter typed
 * once (or a letter typed twice), half an edit.
 */
const CHEAP = 0.5;

/**
 * Edit distance as a shopper's slips weigh (issue 39): insertions, deletions and substitutions
 * one edit, a neighbouring key, an adjacent swap or a doubled letter half of one. Stops past
 * `max` (returns a value above it).
 */
function slipDistance(a: string, b: string, max: number): number {
  return alignmentDistance(a, b, max, (x, y) => (keyboardNeighbours(x, y) ? CHEAP : 1), CHEAP, CHEAP);
}

/** Dutch spellings that sound alike: ij, y and ei; ou and au. */
const soundFold = (w: string) => w.replace(/ij|ei|y/g, 'Y').replace(/ou|au/g, 'O');

/**
 * How far a typed word is from a catalogue word as a typo: slips weighed (slipDistance), and a
 * Dutch sound-alike spelling (`cafeinevry`, `maalscheiven`, `filterhauder`) as half an edit.
 */
export function typoCost(typed: string, word: string, max: number): number {
  const plain = slipDistance(typed, word, max);
  const a = soundFold(typed);
  const b = soundFold(word);
  if (a === typed && b === word) return plain;
  return Math.min(plain, slipDistance(a, b, max) + CHEAP);
}
