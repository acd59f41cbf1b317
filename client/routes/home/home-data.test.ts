/** The home page's grids end on full rows (issue 26): what the sections show and which tiles are wide. */
import { describe, expect, it } from 'vitest';
import { fullRows, HOME_GRID_COLUMNS, wideTiles } from './home-data.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('fullRows', () => {
  it('shows whole rows of four (and two): a multiple of the columns', () => {
    expect(fullRows(range(8))).toHaveLength(8);
    expect(fullRows(range(7))).toHaveLength(4);
    expect(fullRows(range(11))).toHaveLength(8);
    expect(fullRows(range(12))).toEqual(range(12));
  });
  it('keeps every product when there are fewer than a row', () => {
    expect(fullRows(range(3))).toHaveLength(3);
    expect(fullRows([])).toEqual([]);
  });
});

describe('wideTiles', () => {
  /** The cells of a grid of `columns` where the first `wide` tiles span two (or the whole row). */
  function rowsFull(count: number, columns: number): boolean {
    const wide = wideTiles(count);
    let cell = 0;
    for (let i = 0; i < count; i++) {
      const span = i < wide ? Math.min(2, columns) : 1;
      if ((cell % columns) + span > columns) return false; // would leave a gap at a row's end
      cell += span;
    }
    return cell % columns === 0;
  }

  it('fills 4, 2 and 1 columns for any number of categories from 2', () => {
    for (let count = 2; count <= 30; count++) {
      for (const columns of [HOME_GRID_COLUMNS, 2, 1]) {
        expect(rowsFull(count, columns), `${count} tiles in ${columns} columns`).toBe(true);
      }
    }
  });

  it('makes the first tile of the seeded seven wide, none of eight', () => {
    expect(wideTiles(7)).toBe(1);
    expect(wideTiles(8)).toBe(0);
  });
});
