/**
 * Fixed buttons in the bottom-right corner (the chat launcher, scroll-to-top) step aside for a
 * control they would cover (issue 41: on a 390 px phone the launcher sat on the cart's discount
 * code button "Toepassen"). Elements marked `data-keep-clear` are watched: while one of them comes
 * near the button's place (on scroll, resize, focus, a change of the page's size), the button is
 * tucked away (the caller's `is-tucked` class: slid out, not clickable) and comes back as soon as
 * the page moves on. A button that is `active` (an open chat) or has the keyboard's focus never tucks.
 */
import { type RefObject, useEffect, useState } from 'react';

/** Pixels of air kept between the button and a marked control. */
const MARGIN = 8;

type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

/** Whether two boxes come closer than `margin` pixels. */
export function overlaps(a: Box, b: Box, margin = MARGIN): boolean {
  return (
    a.left < b.right + margin &&
    b.left < a.right + margin &&
    a.top < b.bottom + margin &&
    b.top < a.bottom + margin
  );
}

export function useStepAside(button: RefObject<HTMLElement | null>, active = false): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (active) {
      setTucked(false);
      return;
    }
    let frame = 0;
    // The button's place, from the viewport's right and bottom edges (it is fixed there), measured
    // while it is not tucked: a tucked button is measured where it belongs, not where it slid to.
    let place: { right: number; bottom: number; width: number; height: number } | null = null;
    const check = () => {
      frame = 0;
      const el = button.current;
      if (!el) return;
      const width = document.documentElement.clientWidth;
      const height = window.innerHeight;
      if (!el.classList.contains('is-tucked')) {
        const r = el.getBoundingClientRect();
        place = { right: width - r.right, bottom: height - r.bottom, width: r.width, height: r.height };
      }
      if (!place) return;
      const home = {
        right: width - place.right,
        left: width - place.right - place.width,
        bottom: height - place.bottom,
        top: height - place.bottom - place.height,
      };
      const covers = [...document.querySelectorAll('[data-keep-clear]')].some((c) =>
        overlaps(home, c.getBoundingClientRect()),
      );
      setTucked(covers && document.activeElement !== el);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    const events = ['scroll', 'resize', 'focusin', 'focusout'] as const;
    for (const type of events) window.addEventListener(type, schedule, { passive: true, capture: true });
    // Content that grows or shrinks (a line removed, an error shown) moves the marked controls too.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    schedule();
    return () => {
      for (const type of events) window.removeEventListener(type, schedule, { capture: true });
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [button, active]);
  return tucked;
}
