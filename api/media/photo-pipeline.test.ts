/** The encode gate (decision 097): a bound on encodes at once and on those waiting, smallest first. */
import { describe, expect, it } from 'vitest';
import { createEncodeGate } from './photo-pipeline.ts';

describe('the encode gate', () => {
  it('runs at most its limit at once, the waiting smallest first, and refuses past its queue', async () => {
    const gate = createEncodeGate(1, 3);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    let release!: () => void;
    const first = gate(
      () =>
        new Promise<void>((resolve) => {
          running++;
          most = Math.max(most, running);
          release = () => {
            running--;
            resolve();
          };
        }),
      640,
    );
    const task = (width: number) =>
      gate(async () => {
        running++;
        most = Math.max(most, running);
        order.push(width);
        await Promise.resolve();
        running--;
      }, width);
    const queued = [task(1600), task(160), task(480)];
    await expect(task(320)).rejects.toMatchObject({ status: 503, code: 'busy' });
    release();
    await Promise.all([first, ...queued]);
    expect(order).toEqual([160, 480, 1600]);
    expect(most).toBe(1);
    // free again: a new task runs at once
    await task(960);
    expect(order.at(-1)).toBe(960);
  });
});
