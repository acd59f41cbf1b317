/**
 * Place names that do not run into each other (issue 41: on a phone the offline map's names
 * overlapped). Greedy, in the order given (the most important first: the large cities, then the
 * provinces, then the smaller places): a label is kept at the first of its places (centred on its
 * point, or for a name that stands for an area, a province, moved a little within it) where its
 * box, with a little air around it, overlaps no label kept before it; otherwise it is left out at
 * this zoom. The map runs it after every zoom and move, on the boxes the labels have on the screen.
 */

export interface LabelBox {
  /** the label's point on the screen (its centre), px */
  x: number;
  y: number;
  /** its text's size, px */
  width: number;
  height: number;
  /** other places it may move to, as offsets from its point (px), tried in order after the point */
  moves?: readonly (readonly [number, number])[];
}

/** Where each label is drawn: its offset from its point, or null when it is left out. */
export type Placement = readonly [number, number] | null;

/** Where an area's name (a province's) may go when its middle is taken: up, down, then aside. */
export const AREA_MOVES: readonly (readonly [number, number])[] = [
  [0, -18],
  [0, 18],
  [0, -36],
  [0, 36],
  [-60, 0],
  [60, 0],
];

/** Air between two names, px. */
export const LABEL_GAP = 2;

/** Where each label goes (its offset) or null (left out), in the order given. */
export function placeLabels(labels: readonly LabelBox[], gap = LABEL_GAP): Placement[] {
  // Kept boxes by grid cell, so a crowded view stays quick (hundreds of names at a town's zoom).
  const cell = 64;
  const grid = new Map<string, Rect[]>();
  const placed: Placement[] = [];
  for (const label of labels) {
    let placement: Placement = null;
    for (const [dx, dy] of [[0, 0] as const, ...(label.moves ?? [])]) {
      const rect = rectOf({ ...label, x: label.x + dx, y: label.y + dy }, gap);
      const cells = cellsOf(rect, cell);
      if (cells.some((key) => grid.get(key)?.some((other) => intersects(rect, other)))) continue;
      placement = [dx, dy];
      for (const key of cells) {
        const list = grid.get(key);
        if (list) list.push(rect);
        else grid.set(key, [rect]);
      }
      break;
    }
    placed.push(placement);
  }
  return placed;
}

interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The box around a label's text: centred on its point, `gap / 2` of air on every side. */
export function rectOf(label: LabelBox, gap = LABEL_GAP): Rect {
  const w = label.width / 2 + gap / 2;
  const h = label.height / 2 + gap / 2;
  return { left: label.x - w, right: label.x + w, top: label.y - h, bottom: label.y + h };
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function cellsOf(rect: Rect, size: number): string[] {
  const keys: string[] = [];
  for (let x = Math.floor(rect.left / size); x <= Math.floor(rect.right / size); x++)
    for (let y = Math.floor(rect.top / size); y <= Math.floor(rect.bottom / size); y++)
      keys.push(`${x}:${y}`);
  return keys;
}
