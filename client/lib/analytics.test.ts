import { afterEach, describe, expect, it, vi } from 'vitest';

describe('analytics events', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('waits for consent, then sends the queue in order and later events at once', async () => {
    vi.stubGlobal('window', {});
    const { enableAnalytics, queuedEvents, track } = await import('./analytics.ts');
    track('view_item', { id: 1 });
    track('view_search_results', { search_term: 'bonen' });
    expect(queuedEvents().map((e) => e.name)).toEqual(['view_item', 'view_search_results']);
    const sent: string[] = [];
    enableAnalytics((e) => sent.push(e.name));
    track('add_to_cart');
    expect(sent).toEqual(['view_item', 'view_search_results', 'add_to_cart']);
    expect(queuedEvents()).toEqual([]);
  });

  it('keeps the newest events while it waits, at most MAX_QUEUED', async () => {
    vi.stubGlobal('window', {});
    const { MAX_QUEUED, enableAnalytics, queuedEvents, track } = await import('./analytics.ts');
    for (let i = 0; i < MAX_QUEUED + 5; i++) track('view_item', { i });
    expect(queuedEvents()).toHaveLength(MAX_QUEUED);
    expect(queuedEvents()[0]?.params).toEqual({ i: 5 });
    const sent: unknown[] = [];
    enableAnalytics((e) => sent.push(e.params.i));
    expect(sent).toHaveLength(MAX_QUEUED);
    expect(sent.at(-1)).toBe(MAX_QUEUED + 4);
  });

  it('does nothing on the server', async () => {
    const { queuedEvents, track } = await import('./analytics.ts');
    track('view_item');
    expect(queuedEvents()).toEqual([]);
  });
});
