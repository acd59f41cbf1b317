/**
 * A side modal (spec 2): a panel of at most 500 px from the right over a backdrop; a click on the
 * backdrop, Escape or a route change closes it, and while it is open the page is in the modal-open
 * state (it does not scroll). Focus moves into the panel and back to where it was on close.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '../lib/app-context.tsx';
import { trapTab } from '../lib/focus-trap.ts';

export function SideModal({
  title,
  onClose,
  children,
  testId,
  className,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** a wider or otherwise different panel (the dealer locator) */
  className?: string;
}) {
  const { t } = useApp();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (pathname !== openedAt.current) close.current();
  }, [pathname]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    document.documentElement.classList.add('modal-open');
    panel.current?.querySelector<HTMLElement>('input, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (panel.current) trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.documentElement.classList.remove('modal-open');
      document.removeEventListener('keydown', onKeyDown);
      // Back to what opened it; if that is gone from view (a link in a header dropdown that has
      // closed since), to that dropdown's trigger.
      const back =
        previous && previous.getClientRects().length === 0
          ? previous.closest('[data-dropdown]')?.querySelector<HTMLElement>(':scope > :first-child')
          : previous;
      back?.focus?.();
    };
  }, []);

  return (
    <>
      <button
        type="button"
        className="side-modal-backdrop"
        aria-label={t('close')}
        tabIndex={-1}
        onClick={() => close.current()}
        data-testid="side-modal-backdrop"
      />
      <div
        ref={panel}
        className={className ? `side-modal ${className}` : 'side-modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className="side-modal-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="side-modal-close"
            aria-label={t('close')}
            onClick={() => close.current()}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
