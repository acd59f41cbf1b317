/** How far a typed word may be from a catalogue word and still count as a typo of it. */

/** Edits allowed for a word of this length: none under 4 letters, 1 up to 8, 2 above. */
export function typoBudget(word: string): number {
  const n = [...word].length;
  if (n < 4) return 0;
  return n <= 8 ? 1 : 2;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): `kettel` → `kettle` is 1,
 * as a shopper would count it. Stops early (returns max + 1) once the distance exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[t.length]!;
}
