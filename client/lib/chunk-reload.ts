/**
 * Spec 4 and 8: a code chunk that fails to load (a deploy replaced the files the page was built
 * with, or the network dropped) reloads the page, at most once per 60 s (spec 9). A second failure
 * within the window is thrown on: pages then show the error page, islands keep nothing.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
const KEY = 'fz-chunk-reload';

/** For `import(…).catch(chunkFailed)`: reloads (and stays pending until it happens) or rethrows. */
export function chunkFailed(error: unknown): Promise<never> {
  if (typeof window !== 'undefined') {
    try {
      const now = Date.now();
      if (now - Number(sessionStorage.getItem(KEY) ?? 0) > CHUNK_RELOAD_WINDOW_MS) {
        sessionStorage.setItem(KEY, String(now));
        location.reload();
        return new Promise<never>(() => {});
      }
    } catch {
      // no storage: never reload, so a broken deploy cannot loop
    }
  }
  throw error;
}
