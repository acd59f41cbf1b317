import { describe, expect, it } from 'vitest';
import { clampView, FIT, MAX_SCALE, panBy, toggleAt, wheelFactor, zoomAt } from './zoom-view.ts';

// A 4:3 photo fitted into a 1280 × 660 stage: 880 × 660.
const box = { width: 880, height: 660, stageWidth: 1280, stageHeight: 660 };

describe('the photo viewer zoom', () => {
  it('keeps the point under the cursor where it is', () => {
    const at = { x: 200, y: -100 };
    const v = zoomAt(FIT, 2, at, box);
    expect(v.scale).toBe(2);
    // The photo point under `at` was (at - 0) / 1; now it is drawn at v + 2 × that point.
    expect({ x: v.x + 2 * at.x, y: v.y + 2 * at.y }).toEqual({ x: at.x, y: at.y });
    const w = zoomAt(v, 3, at, box);
    const before = { x: (at.x - v.x) / v.scale, y: (at.y - v.y) / v.scale };
    expect(w.x + w.scale * before.x).toBeCloseTo(at.x);
    expect(w.y + w.scale * before.y).toBeCloseTo(at.y);
  });

  it('stays between fit and the largest scale', () => {
    expect(zoomAt(FIT, 100, { x: 0, y: 0 }, box).scale).toBe(MAX_SCALE);
    expect(zoomAt(FIT, 0.1, { x: 0, y: 0 }, box)).toEqual(FIT);
  });

  it('pans no further than the photo reaches past the stage', () => {
    const v = zoomAt(FIT, 2, { x: 0, y: 0 }, box);
    // 1760 × 1320 over 1280 × 660: 240 px each side horizontally, 330 vertically.
    expect(panBy(v, -1000, 1000, box)).toEqual({ scale: 2, x: -240, y: 330 });
    // At fit the photo does not move.
    expect(panBy(FIT, 50, 50, box)).toEqual(FIT);
    expect(clampView({ scale: 1.2, x: 500, y: 0 }, box)).toEqual({ scale: 1.2, x: 0, y: 0 });
  });

  it('toggles between fit and a zoom in on a double tap', () => {
    const v = toggleAt(FIT, { x: 0, y: 0 }, box);
    expect(v.scale).toBe(2.5);
    expect(toggleAt(v, { x: 10, y: 10 }, box)).toEqual(FIT);
  });

  it('zooms in for a wheel turned away from the user and out for one towards them', () => {
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(100, 0)).toBeLessThan(1);
    // A line (Firefox) is about 40 pixels: the same notch zooms the same.
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(120, 0));
    expect(wheelFactor(0, 0)).toBe(1);
  });
});
