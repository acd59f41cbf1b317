/**
 * Loaded with the first toast (see ToastHost in toast-host.tsx), so none of this is in the first load.
 * The toasts at the bottom of the screen (a polite live region, so a screen reader reads them) and
 * the one message dialog (a modal <dialog>, closed with its button or Escape). Spec 8, 9.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from '#valtio';
import { useApp } from '../lib/app-context.tsx';
import { dismissToast } from '../lib/toasts.ts';

export default function Toaster() {
  const { stores, t } = useApp();
  const { items, dialog } = useSnapshot(stores.toasts);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialogRef.current;
    if (dialog && element && !element.open) element.showModal();
  }, [dialog]);

  return (
    <>
      <div className="toasts" role="status" aria-live="polite" data-testid="toasts">
        {items.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.kind}`} data-testid={`toast-${toast.kind}`}>
            <span>{toast.text}</span>
            {toast.link ? (
              <a href={toast.link.href} className="toast-link">
                {toast.link.label}
              </a>
            ) : null}
            <button
              type="button"
              className="toast-close"
              aria-label={t('close')}
              onClick={() => dismissToast(stores.toasts, toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
      {dialog ? (
        <dialog
          ref={dialogRef}
          className="message-dialog"
          aria-labelledby="message-dialog-title"
          data-testid="message-dialog"
          onClose={() => {
            stores.toasts.dialog = null;
          }}
        >
          <h2 id="message-dialog-title">{dialog.title}</h2>
          <p>{dialog.text}</p>
          <form method="dialog">
            <button type="submit" className="button">
              OK
            </button>
          </form>
        </dialog>
      ) : null}
    </>
  );
}
