/**
 * Toasts and the one message dialog (spec 8, 9): short messages at the bottom of the screen that
 * leave by themselves after 3000 ms (a failed login: 4000 ms), and a dialog the visitor closes. The
 * state lives in the per-visitor stores; `<Toaster>` (client/layout/toaster.tsx) shows it.
 */
import type { Translate } from '../../shared/i18n/index.ts';
import { ApiFetchError } from './fetcher.ts';
import type { MessageDialog, Toast, ToastKind, ToastLink, ToastState } from './toast-state.ts';

export const TOAST_MS = 3000;
export const LOGIN_FAILED_TOAST_MS = 4000;

let nextId = 1;

/**
 * Shows a toast; resolves when it has gone (for "then an optional callback runs", spec 8). At most
 * four at a time: a fifth pushes the oldest out.
 */
export function showToast(
  state: ToastState,
  kind: ToastKind,
  text: string,
  duration: number = TOAST_MS,
  link?: ToastLink,
): Promise<void> {
  const toast: Toast = { id: nextId++, kind, text, duration, ...(link ? { link } : {}) };
  state.items.push(toast);
  if (state.items.length > 4) state.items.splice(0, state.items.length - 4);
  return new Promise((resolve) => {
    setTimeout(() => {
      dismissToast(state, toast.id);
      resolve();
    }, duration);
  });
}

export function dismissToast(state: ToastState, id: number): void {
  const index = state.items.findIndex((t) => t.id === id);
  if (index !== -1) state.items.splice(index, 1);
}

export function showDialog(state: ToastState, dialog: MessageDialog): void {
  state.dialog = dialog;
}

/**
 * The generic error helper (spec 8): a danger toast with the server's message, else its error
 * field, else the exception's message, else 'error_occured'. Used for dealer fetch and map load errors.
 */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiFetchError) {
    // The fetcher puts 'error_occured' and 'http_error'/'network_error' where the answer had none.
    if (error.message && error.message !== 'error_occured') return error.message;
    if (error.code && error.code !== 'http_error' && error.code !== 'network_error') return error.code;
    return t('error_occured');
  }
  if (error instanceof Error && error.message) return error.message;
  return t('error_occured');
}

export function showErrorToast(state: ToastState, t: Translate, error: unknown): Promise<void> {
  return showToast(state, 'danger', errorText(error, t));
}
