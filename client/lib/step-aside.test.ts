import { describe, expect, it } from 'vitest';
import { overlaps } from './step-aside.ts';

describe('overlaps (a fixed button near a control it must not cover)', () => {
  // The chat launcher on a 390 × 664 phone: 56 px, 16 px from the right and bottom edges.
  const launcher = { left: 318, right: 374, top: 592, bottom: 648 };
  it('finds a control under the button, or closer to it than the margin', () => {
    // "Toepassen" at the end of the discount code row, its right end under the launcher.
    expect(overlaps(launcher, { left: 234, right: 354, top: 600, bottom: 645 })).toBe(true);
    expect(overlaps(launcher, { left: 234, right: 312, top: 600, bottom: 645 })).toBe(true);
    expect(overlaps(launcher, { left: 234, right: 354, top: 500, bottom: 588 })).toBe(true);
  });
  it('leaves the button where it is for a control clear of it', () => {
    expect(overlaps(launcher, { left: 234, right: 309, top: 600, bottom: 645 })).toBe(false);
    expect(overlaps(launcher, { left: 234, right: 354, top: 500, bottom: 583 })).toBe(false);
    expect(overlaps(launcher, { left: 16, right: 374, top: 657, bottom: 700 })).toBe(false);
  });
});
