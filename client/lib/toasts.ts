/**
 * Toasts and the one message dialog (spec 8, 9): short messages at the bottom of the screen that
 * leave by themselves after 3000 ms (a failed login: 4000 ms), and a dialog the visitor closes. The
 * state lives in the per-visitor stores; `<Toaster>` (client/layout/toaster.tsx) shows it.
 */
import type { MessageDialog, Toast, ToastKind, ToastState } from './toast-state.ts';

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
): Promise<void> {
  const toast: Toast = { id: nextId++, kind, text, duration };
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
