/**
 * Fixed buttons in the bottom-right corner (the chat launcher, scroll-to-top) step aside for a
 * control they would cover (issue 41: on a 390 px phone the launcher sat on the cart's discount
 * code button "Toepassen"). Elements marked `data-keep-clear` (that row, and a page's main action:
 * add to cart, the cart's checkout link, placing the order) are watched: while one of them comes
 * near the button's place (on scroll, resize, focus, a change of the page's size), the button is
 * tucked away (the caller's `is-tucked` class: slid out, not clickable) and comes back as soon as
 * the page moves on. A button that is `active` (an open chat) or has the keyboard's focus never tucks.
 */
import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

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

/**
 * The box a fixed button has at home, from its place in the layout (its `right` and `bottom`, its
 * size), not from where it is drawn: sliding in or out, or fading in, it is drawn elsewhere.
 */
export function homeBox(el: HTMLElement): Box {
  const style = getComputedStyle(el);
  const right = document.documentElement.clientWidth - Number.parseFloat(style.right);
  const bottom = window.innerHeight - Number.parseFloat(style.bottom);
  return { right, left: right - el.offsetWidth, bottom, top: bottom - el.offsetHeight };
}

/**
 * Whether the button should be tucked away, and the ref to put on it (a callback, so that a button
 * that appears later, as scroll-to-top does, is checked as it appears, not at the next scroll).
 * `ref`, when given, is filled too (the chat widget focuses its launcher).
 */
export function useStepAside<T extends HTMLElement>({
  active = false,
  ref,
}: {
  active?: boolean;
  ref?: RefObject<T | null>;
} = {}): [tucked: boolean, attach: (el: T | null) => void] {
  const [tucked, setTucked] = useState(false);
  const [el, setEl] = useState<T | null>(null);
  const attach = useCallback(
    (node: T | null) => {
      if (ref) ref.current = node;
      setEl(node);
    },
    [ref],
  );
  // Before the browser paints: a button that appears over a marked control is tucked from its first frame.
  useLayoutEffect(() => {
    if (active || !el) {
      setTucked(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const home = homeBox(el);
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
    check();
    return () => {
      for (const type of events) window.removeEventListener(type, schedule, { capture: true });
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [el, active]);
  return [tucked, attach];
}
