/**
 * The scroll-to-top button (spec 2): shown once the page is scrolled beyond the viewport's height
 * minus 200 px; a click scrolls to the top, smoothly unless the visitor prefers reduced motion. It
 * sits above the chat launcher (bottom right) and, like it, steps aside for a control it would cover.
 */
import { use, useEffect, useState } from 'react';
import { loadSection } from '../../../shared/i18n/index.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useStepAside } from '../../lib/step-aside.ts';
import { isScrollTopVisible } from './overlays-logic.ts';

const texts = loadSection('overlays');

export default function ScrollToTop() {
  use(texts);
  const { t } = useApp();
  const [visible, setVisible] = useState(false);
  // Steps aside for a control it would cover, as the chat launcher does (issue 41).
  const [tucked, button] = useStepAside<HTMLButtonElement>();

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setVisible(isScrollTopVisible(window.scrollY, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button goes once at the top; the focus then falls back to the document, so a keyboard
    // user's next Tab starts from the top of the page.
  };
  return (
    <button
      type="button"
      ref={button}
      className={tucked ? 'scroll-to-top is-tucked' : 'scroll-to-top'}
      onClick={toTop}
      aria-label={t('overlays.scroll_to_top')}
      title={t('overlays.scroll_to_top')}
      data-testid="scroll-to-top"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
