/**
 * Cookie consent (spec 4), as data: the visitor's choice in local storage under `fz-consent` with the
 * value `all` (functional and analytics) or `functional` (only what the shop needs to work); any
 * other value, or none, is "absent" and the dialog asks. And the dialog's own state: a first view
 * ("accept all" or "settings") and a settings view with radio choices whose confirm button stays
 * disabled until a choice is made. No browser APIs are touched here except the Storage handed in.
 */

export const CONSENT_KEY = 'fz-consent';
export type Consent = 'all' | 'functional';
export const consentChoices: readonly Consent[] = ['functional', 'all'];

/** The storage calls we use; `localStorage` fits. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function parseConsent(value: unknown): Consent | null {
  return value === 'all' || value === 'functional' ? value : null;
}

/** The stored choice, or null when absent, unknown or unreadable (storage blocked). */
export function readConsent(storage: ConsentStorage | null | undefined): Consent | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_KEY));
  } catch {
    return null;
  }
}

/** Stores the choice; false when the browser refuses (blocked or full storage). */
export function writeConsent(storage: ConsentStorage | null | undefined, consent: Consent): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_KEY, consent);
    return storage.getItem(CONSENT_KEY) === consent;
  } catch {
    return false;
  }
}

/** Only `all` allows analytics. */
export const allowsAnalytics = (consent: Consent | null): boolean => consent === 'all';

export type DialogView = 'intro' | 'settings';

export interface DialogState {
  open: boolean;
  view: DialogView;
  /** The radio choice in the settings view; null until the visitor picks one. */
  selected: Consent | null;
  /**
   * The visitor has to answer (no choice stored): the dialog cannot be dismissed, and Escape in the
   * settings view goes back to the first view. With a stored choice (opened from the footer link)
   * Escape and the close button keep that choice.
   */
  mustAnswer: boolean;
}

export type DialogAction =
  /** Page start: the stored choice decides whether the first view shows. */
  | { type: 'start'; stored: Consent | null }
  /** The footer link: the settings view, with nothing selected yet. */
  | { type: 'open-settings'; stored: Consent | null }
  | { type: 'settings' }
  | { type: 'back' }
  | { type: 'select'; consent: Consent }
  | { type: 'dismiss' }
  /** A choice was stored (accept all, or confirm). */
  | { type: 'chosen' };

export const closedDialog: DialogState = { open: false, view: 'intro', selected: null, mustAnswer: false };

export function dialogReducer(state: DialogState, action: DialogAction): DialogState {
  switch (action.type) {
    case 'start':
      return action.stored === null
        ? { open: true, view: 'intro', selected: null, mustAnswer: true }
        : closedDialog;
    case 'open-settings':
      return { open: true, view: 'settings', selected: null, mustAnswer: action.stored === null };
    case 'settings':
      return state.open ? { ...state, view: 'settings', selected: null } : state;
    case 'back':
      return state.open && state.view === 'settings' && state.mustAnswer
        ? { ...state, view: 'intro', selected: null }
        : state;
    case 'select':
      return state.open && state.view === 'settings' && consentChoices.includes(action.consent)
        ? { ...state, selected: action.consent }
        : state;
    case 'dismiss':
      // The first visit's question has to be answered; from the settings view Escape goes back.
      if (!state.open) return state;
      if (!state.mustAnswer) return closedDialog;
      return state.view === 'settings' ? { ...state, view: 'intro', selected: null } : state;
    case 'chosen':
      return closedDialog;
  }
}

/** The settings view's confirm button: enabled once a radio choice is made. */
export const canConfirm = (state: DialogState): boolean =>
  state.open && state.view === 'settings' && state.selected !== null;
