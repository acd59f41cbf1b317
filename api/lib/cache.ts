/**
 * Keeps the result of a loader for a short time. For small lookup tables (category tree, brand and
 * spec names) that every listing needs and that change rarely; an edit shows within `ttlMs`.
 * `serveStale`: once loaded, an expired value is still answered at once while the next one loads
 * in the background (for a value that is slow to load and may lag a little, such as counts over
 * the whole catalogue).
 */
export function cached<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
  options: { serveStale?: boolean } = {},
): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  /** The last value loaded, and whether a newer one is on its way. */
  let last: { value: T } | undefined;
  let loading = false;
  return () => {
    if (!value || now() - loadedAt > ttlMs) {
      loadedAt = now();
      const next = load();
      value = next;
      loading = true;
      next.then(
        (v) => {
          if (value !== next) return;
          last = { value: v };
          loading = false;
        },
        () => {
          if (value !== next) return;
          value = undefined;
          loading = false;
        },
      );
    }
    if (options.serveStale && loading && last) return Promise.resolve(last.value);
    return value;
  };
}
