/**
 * The state behind toasts and the message dialog (per visitor, in the stores). Showing one is in
 * toasts.ts, which only code that runs after an interaction imports.
 */
import { proxy } from 'valtio';

export type ToastKind = 'success' | 'danger' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  duration: number;
}

export interface MessageDialog {
  title: string;
  text: string;
}

export interface ToastState {
  items: Toast[];
  dialog: MessageDialog | null;
}

export const createToastState = () => proxy<ToastState>({ items: [], dialog: null });
