import { describe, expect, it } from 'vitest';
import {
  allowsAnalytics,
  CONSENT_KEY,
  type ConsentStorage,
  canConfirm,
  closedDialog,
  type DialogAction,
  type DialogState,
  dialogReducer,
  parseConsent,
  readConsent,
  writeConsent,
} from './consent-state.ts';

function memoryStorage(
  initial: Record<string, string> = {},
): ConsentStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = String(value);
    },
  };
}
const blocked: ConsentStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};
const run = (state: DialogState, ...actions: DialogAction[]) => actions.reduce(dialogReducer, state);

describe('the stored consent', () => {
  it('is all, functional or absent; anything else counts as absent', () => {
    expect(readConsent(memoryStorage({ [CONSENT_KEY]: 'all' }))).toBe('all');
    expect(readConsent(memoryStorage({ [CONSENT_KEY]: 'functional' }))).toBe('functional');
    expect(readConsent(memoryStorage())).toBeNull();
    for (const value of ['ALL', ' all', 'true', '', 'null', '{"all":true}'])
      expect(readConsent(memoryStorage({ [CONSENT_KEY]: value })), value).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent(['all'])).toBeNull();
  });

  it('is written under its key, and a browser that refuses storage is told apart', () => {
    const storage = memoryStorage();
    expect(writeConsent(storage, 'functional')).toBe(true);
    expect(storage.data).toEqual({ 'fz-consent': 'functional' });
    expect(writeConsent(storage, 'all')).toBe(true);
    expect(readConsent(storage)).toBe('all');
    expect(writeConsent(blocked, 'all')).toBe(false);
    expect(writeConsent(null, 'all')).toBe(false);
    // Storage that takes the value but keeps nothing (some private modes) is a refusal too.
    expect(writeConsent({ getItem: () => null, setItem: () => {} }, 'all')).toBe(false);
    expect(readConsent(blocked)).toBeNull();
    expect(readConsent(null)).toBeNull();
  });

  it('allows analytics only when it is all', () => {
    expect(allowsAnalytics('all')).toBe(true);
    expect(allowsAnalytics('functional')).toBe(false);
    expect(allowsAnalytics(null)).toBe(false);
  });
});

describe('the dialog', () => {
  it('shows its first view when no choice is stored, and not otherwise', () => {
    expect(run(closedDialog, { type: 'start', stored: null })).toEqual({
      open: true,
      view: 'intro',
      selected: null,
      mustAnswer: true,
    });
    expect(run(closedDialog, { type: 'start', stored: 'functional' }).open).toBe(false);
    expect(run(closedDialog, { type: 'start', stored: 'all' }).open).toBe(false);
  });

  it('keeps the confirm button disabled in the settings until a radio choice is made', () => {
    const settings = run(closedDialog, { type: 'start', stored: null }, { type: 'settings' });
    expect(settings.view).toBe('settings');
    expect(canConfirm(settings)).toBe(false);
    const chosen = run(settings, { type: 'select', consent: 'functional' });
    expect(chosen.selected).toBe('functional');
    expect(canConfirm(chosen)).toBe(true);
    expect(run(chosen, { type: 'select', consent: 'all' }).selected).toBe('all');
    // Not a choice we know: nothing changes.
    expect(run(settings, { type: 'select', consent: 'ads' as never })).toEqual(settings);
    // The first view has no radio choice to confirm.
    const intro = run(closedDialog, { type: 'start', stored: null });
    expect(canConfirm(run(intro, { type: 'select', consent: 'all' }))).toBe(false);
  });

  it('must be answered on a first visit: dismissing does nothing, or goes back from the settings', () => {
    const intro = run(closedDialog, { type: 'start', stored: null });
    expect(run(intro, { type: 'dismiss' })).toEqual(intro);
    const settings = run(intro, { type: 'settings' }, { type: 'select', consent: 'all' });
    const back = run(settings, { type: 'dismiss' });
    expect(back).toEqual(intro);
    expect(run(settings, { type: 'back' })).toEqual(intro);
    // Going to the settings again starts without a choice.
    expect(run(back, { type: 'settings' }).selected).toBeNull();
    expect(run(settings, { type: 'chosen' })).toEqual(closedDialog);
  });

  it('opens the settings from the footer link; with a stored choice it can be closed as it is', () => {
    const fromLink = run(closedDialog, { type: 'open-settings', stored: 'functional' });
    expect(fromLink).toEqual({ open: true, view: 'settings', selected: null, mustAnswer: false });
    expect(canConfirm(fromLink)).toBe(false);
    expect(run(fromLink, { type: 'dismiss' })).toEqual(closedDialog);
    // "Back" belongs to the first visit only.
    expect(run(fromLink, { type: 'back' })).toEqual(fromLink);
    // Without a stored choice the link's settings still have to be answered.
    const unanswered = run(closedDialog, { type: 'open-settings', stored: null });
    expect(unanswered.mustAnswer).toBe(true);
    expect(run(unanswered, { type: 'dismiss' }).view).toBe('intro');
    // Opening again while open starts over without a choice.
    const chosen = run(fromLink, { type: 'select', consent: 'all' });
    expect(run(chosen, { type: 'open-settings', stored: 'functional' }).selected).toBeNull();
  });

  it('ignores view changes while closed', () => {
    for (const action of [{ type: 'settings' }, { type: 'back' }, { type: 'dismiss' }] as DialogAction[])
      expect(run(closedDialog, action)).toEqual(closedDialog);
    expect(run(closedDialog, { type: 'select', consent: 'all' })).toEqual(closedDialog);
  });
});
