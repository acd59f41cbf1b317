/**
 * A fixed-window counter per key (login attempts, reset requests), in this process's memory: at
 * most `max` hits per `windowMs`. Bounded: expired keys are dropped as they are met and, past
 * `maxKeys`, the oldest key goes. Several API instances would each count on their own; a shared
 * store (Redis) is the next step when the API runs more than once (decision 017).
 */
export interface RateLimit {
  /** Whether the key is over its limit now, and for how many seconds it stays so. */
  check(key: string): { limited: boolean; retryAfterS: number };
  /** Counts one hit. */
  hit(key: string): void;
  /** Forgets a key (a successful login clears its failures). */
  reset(key: string): void;
}

export function createRateLimit({
  max,
  windowMs,
  maxKeys = 100_000,
  now = () => Date.now(),
}: {
  max: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && now() - w.start >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    check(key) {
      const w = current(key);
      if (!w || w.count < max) return { limited: false, retryAfterS: 0 };
      return { limited: true, retryAfterS: Math.max(1, Math.ceil((w.start + windowMs - now()) / 1000)) };
    },
    hit(key) {
      const w = current(key);
      if (w) {
        w.count++;
        return;
      }
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, { start: now(), count: 1 });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
