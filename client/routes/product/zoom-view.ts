/**
 * The photo viewer's zoom and pan (product-zoom.tsx), as pure functions of a view: the photo's scale
 * and its offset from the stage's centre, in CSS pixels (drawn as `translate(x, y) scale(s)` about
 * the photo's centre). Every point is measured from the stage's centre.
 */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

/** The photo's box at scale 1 (fitted into the stage) and the stage's size. */
export interface ZoomBox {
  width: number;
  height: number;
  stageWidth: number;
  stageHeight: number;
}

export interface Point {
  x: number;
  y: number;
}

export const FIT: ZoomView = { scale: 1, x: 0, y: 0 };
export const MIN_SCALE = 1;
/** Four times the fitted photo: past the original's pixels on a phone and on most desktops. */
export const MAX_SCALE = 4;
/** One key press or button: ×1.5 in, ÷1.5 out. */
export const STEP = 1.5;
/** A double tap or double click zooms to this, or back to fit. */
export const DOUBLE_SCALE = 2.5;
/** One arrow key press pans this many CSS pixels. */
export const PAN_STEP = 80;

/** Keeps the scale within bounds and the zoomed photo over the stage (no empty band where it could fill). */
export function clampView(view: ZoomView, box: ZoomBox): ZoomView {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale));
  const maxX = Math.max(0, (box.width * scale - box.stageWidth) / 2);
  const maxY = Math.max(0, (box.height * scale - box.stageHeight) / 2);
  const x = Math.min(maxX, Math.max(-maxX, view.x));
  const y = Math.min(maxY, Math.max(-maxY, view.y));
  // -0 and 0 are the same view.
  return { scale, x: x || 0, y: y || 0 };
}

/** Zooms to `scale` keeping the photo's point under `at` where it is (the cursor, the pinch's middle). */
export function zoomAt(view: ZoomView, scale: number, at: Point, box: ZoomBox): ZoomView {
  const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
  const k = next / view.scale;
  return clampView({ scale: next, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k }, box);
}

/** Moves the photo by (dx, dy). */
export function panBy(view: ZoomView, dx: number, dy: number, box: ZoomBox): ZoomView {
  return clampView({ scale: view.scale, x: view.x + dx, y: view.y + dy }, box);
}

/** A double tap or click: zoomed in, back to fit; at fit, in to DOUBLE_SCALE at that point. */
export function toggleAt(view: ZoomView, at: Point, box: ZoomBox): ZoomView {
  return view.scale > MIN_SCALE ? FIT : zoomAt(view, DOUBLE_SCALE, at, box);
}

/** A wheel turn's zoom factor: smooth for a trackpad's many small deltas, a mouse notch about ×1.2. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 40 : deltaMode === 2 ? deltaY * 800 : deltaY;
  return Math.exp(-Math.max(-300, Math.min(300, pixels)) * 0.0018);
}
