import { describe, expect, it } from 'vitest';
import { inspectionState } from './inspection-state.ts';

describe('inspectionState', () => {
  const now = new Date('2026-11-26T22:30:00Z');
  it('is overdue only once the due date has passed', () => {
    expect(inspectionState('2026-11-25', now)).toBe('overdue');
    expect(inspectionState('2025-01-01', now)).toBe('overdue');
    expect(inspectionState('2026-11-26', now)).toBe('soon');
    expect(inspectionState('2026-11-26', new Date('2026-11-26T00:00:00Z'))).toBe('soon');
    expect(inspectionState('2026-11-26', new Date('2026-11-27T00:00:00Z'))).toBe('overdue');
  });
  it('is soon within 30 days, fine after that', () => {
    expect(inspectionState('2026-11-27', now)).toBe('soon');
    expect(inspectionState('2026-12-26', now)).toBe('soon');
    expect(inspectionState('2026-12-27', now)).toBe('ok');
  });
  it('has no state without a (valid) due date', () => {
    expect(inspectionState(null, now)).toBe('none');
    expect(inspectionState('', now)).toBe('none');
    expect(inspectionState('not-a-date', now)).toBe('none');
  });
});
