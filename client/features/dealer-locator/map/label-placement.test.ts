import { describe, expect, it } from 'vitest';
import { AREA_MOVES, intersects, type LabelBox, placeLabels, rectOf } from './label-placement.ts';

/** A repeatable sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The labels kept, each where it was placed. */
const kept = (labels: LabelBox[]) =>
  placeLabels(labels).flatMap((at, i) => {
    const label = labels[i]!;
    return at ? [{ ...label, x: label.x + at[0], y: label.y + at[1] }] : [];
  });

describe('placeLabels (the dealer map’s place names, issue 41)', () => {
  it('keeps no two names whose boxes overlap, on a crowded phone-sized view at every density', () => {
    for (const [seed, count] of [
      [1, 20],
      [2, 80],
      [3, 300],
      [4, 900],
    ] as const) {
      const next = random(seed);
      // 390 × 500 px, names 11–14 px high and 25–110 px long (the map's fonts).
      // Every fifth an area's name (a province) that may move up, down or aside.
      const labels: LabelBox[] = Array.from({ length: count }, (_, i) => ({
        x: next() * 390,
        y: next() * 500,
        width: 25 + next() * 85,
        height: 13 + next() * 4,
        moves: i % 5 === 0 ? AREA_MOVES : undefined,
      }));
      const shown = kept(labels);
      expect(shown.length).toBeGreaterThan(0);
      for (let i = 0; i < shown.length; i++)
        for (let j = i + 1; j < shown.length; j++)
          expect(intersects(rectOf(shown[i]!), rectOf(shown[j]!)), `seed ${seed}: ${i} and ${j}`).toBe(false);
      // Nothing left out without cause: a name dropped overlaps one kept at its point and every move.
      const placements = placeLabels(labels);
      labels.forEach((label, i) => {
        if (placements[i]) return;
        for (const [dx, dy] of [[0, 0] as const, ...(label.moves ?? [])]) {
          const there = rectOf({ ...label, x: label.x + dx, y: label.y + dy });
          expect(shown.some((k) => intersects(rectOf(k), there))).toBe(true);
        }
      });
    }
  });

  it('keeps the more important name (the earlier) where two collide', () => {
    // Rotterdam (rank 1) and Schiedam (rank 2), 6 km apart: 30 px at zoom 9.
    const rotterdam = { x: 200, y: 200, width: 70, height: 17 };
    const schiedam = { x: 170, y: 204, width: 58, height: 15 };
    expect(placeLabels([rotterdam, schiedam])).toEqual([[0, 0], null]);
    // Far enough apart, both.
    expect(placeLabels([rotterdam, { ...schiedam, x: 100 }])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('moves an area’s name off a city’s, to the first free place it may go', () => {
    const eindhoven = { x: 200, y: 200, width: 76, height: 17 };
    const brabant = { x: 190, y: 196, width: 120, height: 13, moves: AREA_MOVES };
    expect(placeLabels([eindhoven, brabant])).toEqual([[0, 0], AREA_MOVES[0]]);
  });
});
