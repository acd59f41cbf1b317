/**
 * The product photos full screen, with zoom (issue 41): a modal <dialog> over the page with the
 * photo at the largest width the image pipeline serves, zoomed by pinching (pointer events), the
 * mouse wheel, a double tap or double click, the buttons or the keys (+, −, 0; arrows pan, and at
 * fit left and right show the previous and next photo); Escape or the close button closes it and
 * the focus goes back to the opener. Loaded on first use by the gallery's opener
 * (product-gallery.tsx, a dynamic import): none of its code or texts is in the product page's
 * first load.
 */
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { en, nl } from '../../../shared/i18n/sections/product-zoom.ts';
import { Image, imageWidths } from '../../components/image.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { trapTab } from '../../lib/focus-trap.ts';
import {
  FIT,
  PAN_STEP,
  type Point,
  panBy,
  STEP,
  toggleAt,
  wheelFactor,
  type ZoomBox,
  type ZoomView,
  zoomAt,
} from './zoom-view.ts';

/** The original's resolution: the largest width the image pipeline serves (image.tsx). */
export const ZOOM_WIDTH = Math.max(...imageWidths);
/** Two taps within this time and distance are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
/** A press that moves less than this is a tap, not a drag. */
const TAP_SLOP_PX = 8;

export interface ProductZoomProps {
  photos: string[];
  /** The photo shown first (the gallery's current one). */
  start: number;
  name: string;
  /** Closing, with the photo shown last (the gallery shows it too). */
  onClose: (index: number) => void;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

export function ProductZoom({ photos, start, name, onClose }: ProductZoomProps) {
  const app = useApp();
  const z = app.locale === 'en' ? en : nl;
  const total = photos.length;
  const [index, setIndex] = useState(Math.min(Math.max(0, start), total - 1));
  const [view, setView] = useState<ZoomView>(FIT);
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintId = useId();
  // Current values for the listeners added once (wheel, keys, close).
  const latest = useRef({ index, view, onClose });
  latest.current = { index, view, onClose };

  /**
   * The photo's box at scale 1 (fitted into the stage: the <img> fills it, object-fit contain) and
   * the stage's size, measured now (the layout ignores transforms).
   */
  const box = (): ZoomBox => {
    const el = stage.current;
    const img = el?.querySelector('img');
    const stageWidth = el?.clientWidth ?? 0;
    const stageHeight = el?.clientHeight ?? 0;
    const fit =
      img?.naturalWidth && img.naturalHeight
        ? Math.min(stageWidth / img.naturalWidth, stageHeight / img.naturalHeight)
        : 0;
    return fit
      ? { width: img!.naturalWidth * fit, height: img!.naturalHeight * fit, stageWidth, stageHeight }
      : { width: stageWidth, height: stageHeight, stageWidth, stageHeight };
  };
  /** A viewport point, measured from the stage's centre. */
  const pointOf = (clientX: number, clientY: number): Point => {
    const r = stage.current?.getBoundingClientRect();
    return r ? { x: clientX - r.left - r.width / 2, y: clientY - r.top - r.height / 2 } : { x: 0, y: 0 };
  };
  const centre: Point = { x: 0, y: 0 };
  const zoomBy = (factor: number) => setView((v) => zoomAt(v, v.scale * factor, centre, box()));
  const show = (i: number) => {
    setIndex((i + total) % total);
    setView(FIT);
  };
  const close = () => latest.current.onClose(latest.current.index);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (!el.open) el.showModal();
    el.querySelector<HTMLElement>('.product-zoom-close')?.focus();
    document.documentElement.classList.add('modal-open');
    return () => {
      document.documentElement.classList.remove('modal-open');
      if (el.open) el.close();
      // Back to what opened it (a click does not focus a button in every browser: then the opener).
      (opener?.isConnected ? opener : document.querySelector<HTMLElement>('.product-zoom-open'))?.focus();
    };
  }, []);

  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    // Not React's onWheel: that listener is passive, and the page must not scroll under the photo.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = pointOf(event.clientX, event.clientY);
      const factor = wheelFactor(event.deltaY, event.deltaMode);
      setView((v) => zoomAt(v, v.scale * factor, at, box()));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  });

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const zoomed = view.scale > 1;
    switch (event.key) {
      case 'Escape':
        close();
        break;
      case '+':
      case '=':
        zoomBy(STEP);
        break;
      case '-':
      case '_':
        zoomBy(1 / STEP);
        break;
      case '0':
        setView(FIT);
        break;
      case 'ArrowLeft':
        if (zoomed) setView((v) => panBy(v, PAN_STEP, 0, box()));
        else if (total > 1) show(index - 1);
        break;
      case 'ArrowRight':
        if (zoomed) setView((v) => panBy(v, -PAN_STEP, 0, box()));
        else if (total > 1) show(index + 1);
        break;
      case 'ArrowUp':
        setView((v) => panBy(v, 0, PAN_STEP, box()));
        break;
      case 'ArrowDown':
        setView((v) => panBy(v, 0, -PAN_STEP, box()));
        break;
      case 'Tab':
        if (dialog.current) trapTab(event.nativeEvent, dialog.current);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  // Pointers down on the stage: one drags (pans), two pinch (zoom about their middle, and pan).
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; middle: Point; view: ZoomView } | null>(null);
  const press = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);

  const pinchOf = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return null;
    return {
      distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
      middle: pointOf((a.x + b.x) / 2, (a.y + b.y) / 2),
    };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    try {
      // Moves outside the stage (a drag past its edge) still reach it.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // not an active pointer (a synthetic event): nothing to capture
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) press.current = { x: event.clientX, y: event.clientY, moved: false };
    else {
      if (press.current) press.current.moved = true;
      const p = pinchOf();
      pinch.current = p ? { ...p, view } : null;
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const p = press.current;
    if (p && Math.hypot(event.clientX - p.x, event.clientY - p.y) > TAP_SLOP_PX) p.moved = true;
    const start = pinch.current;
    const now = pointers.current.size >= 2 ? pinchOf() : null;
    if (start && now) {
      const b = box();
      const zoomed = zoomAt(start.view, (start.view.scale * now.distance) / start.distance, start.middle, b);
      setView(panBy(zoomed, now.middle.x - start.middle.x, now.middle.y - start.middle.y, b));
    } else if (p?.moved) {
      setView((v) => panBy(v, event.clientX - before.x, event.clientY - before.y, box()));
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size > 0) return;
    const p = press.current;
    press.current = null;
    if (event.type !== 'pointerup' || !p || p.moved) return;
    // A tap; the second within the time and distance of the first is a double tap (or double click).
    const last = lastTap.current;
    if (
      last &&
      event.timeStamp - last.time < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - last.x, event.clientY - last.y) < DOUBLE_TAP_PX
    ) {
      lastTap.current = null;
      const at = pointOf(event.clientX, event.clientY);
      setView((v) => toggleAt(v, at, box()));
    } else lastTap.current = { time: event.timeStamp, x: event.clientX, y: event.clientY };
  };

  const photo = photos[index] ?? photos[0] ?? '';
  const zoomed = view.scale > 1;
  return (
    <dialog
      ref={dialog}
      className="product-zoom"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      data-testid="product-zoom"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape (or the back gesture) asks to close: React closes it, so the opener gets the focus.
        event.preventDefault();
        close();
      }}
    >
      <div className="product-zoom-bar">
        <h2 id={titleId} className="product-zoom-title">
          {fill(z.label, { name })}
        </h2>
        {total > 1 ? (
          <span className="product-zoom-count" aria-live="polite">
            {fill(z.counter, { n: index + 1, total })}
          </span>
        ) : null}
        <div className="product-zoom-tools">
          <button
            type="button"
            onClick={() => zoomBy(1 / STEP)}
            aria-label={z.zoom_out}
            title={z.zoom_out}
            disabled={!zoomed}
          >
            −
          </button>
          <button type="button" onClick={() => zoomBy(STEP)} aria-label={z.zoom_in} title={z.zoom_in}>
            +
          </button>
          <button
            type="button"
            onClick={() => setView(FIT)}
            aria-label={z.fit}
            title={z.fit}
            disabled={!zoomed}
          >
            ⤢
          </button>
          <button
            type="button"
            className="product-zoom-close"
            onClick={close}
            aria-label={app.t('close')}
            title={app.t('close')}
            data-testid="product-zoom-close"
          >
            ×
          </button>
        </div>
      </div>
      <p id={hintId} className="visually-hidden">
        {z.hint}
      </p>
      <div
        ref={stage}
        className={zoomed ? 'product-zoom-stage is-zoomed' : 'product-zoom-stage'}
        data-testid="product-zoom-stage"
        data-scale={view.scale.toFixed(2)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          className="product-zoom-frame"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          <Image
            key={photo}
            src={photo}
            alt={total > 1 ? app.t('product.photo_of', { name, n: index + 1, total }) : name}
            width={ZOOM_WIDTH}
            height={ZOOM_WIDTH}
            sizes={`${ZOOM_WIDTH}px`}
            eager
            draggable={false}
            className="product-zoom-img"
          />
        </div>
      </div>
      {total > 1 ? (
        <>
          <button
            type="button"
            className="product-zoom-nav is-previous"
            onClick={() => show(index - 1)}
            aria-label={z.previous}
            title={z.previous}
          >
            ‹
          </button>
          <button
            type="button"
            className="product-zoom-nav is-next"
            onClick={() => show(index + 1)}
            aria-label={z.next}
            title={z.next}
          >
            ›
          </button>
        </>
      ) : null}
    </dialog>
  );
}
