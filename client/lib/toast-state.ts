/**
 * The state behind toasts and the message dialog (per visitor, in the stores). Showing one is in
 * toasts.ts, which only code that runs after an interaction imports.
 */
import { proxy } from '#valtio';

export type ToastKind = 'success' | 'danger' | 'info';

/** A link the toast offers (the cart after adding to it). */
export interface ToastLink {
  href: string;
  label: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  duration: number;
  link?: ToastLink;
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
