/**
 * Keeps the result of a loader for a short time. For small lookup tables (category tree, brand and
 * spec names) that every listing needs and that change rarely; an edit shows within `ttlMs`.
 */
export function cached<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return () => {
    if (!value || now() - loadedAt > ttlMs) {
      loadedAt = now();
      value = load();
      value.catch(() => {
        value = undefined;
      });
    }
    return value;
  };
}
