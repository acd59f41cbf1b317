/**
 * The shop API's data version (GET /api/version, bumped by the API in the same transaction as every
 * write to what pages show): one watcher per process, shared by the page cache (decision 010) and
 * the data cache (decision 011), which drop what they hold when it changes.
 */

/** Knows the API's data version, asking at most once per interval (concurrent askers share one call). */
export function createVersionWatcher(
  fetchVersion: () => Promise<string>,
  intervalMs: number,
  onChange?: (version: string) => void,
  now: () => number = Date.now,
) {
  const listeners = new Set<(version: string) => void>(onChange ? [onChange] : []);
  let version: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<string> | undefined;
  const check = (): Promise<string> => {
    inflight ??= fetchVersion()
      .then(
        (v) => {
          if (version !== undefined && v !== version) for (const listener of listeners) listener(v);
          version = v;
          return v;
        },
        // API unreachable: keep what we knew (the TTL still bounds staleness); ask again next interval.
        () => version ?? 'unknown',
      )
      .finally(() => {
        checkedAt = now();
        inflight = undefined;
      });
    return inflight;
  };
  return {
    /** Calls `listener` with the new version whenever it changes. */
    onChange(listener: (version: string) => void) {
      listeners.add(listener);
    },
    /** The last version seen, without asking. */
    known: () => version,
    /**
     * The version. Once one is known it is answered at once, and when it is older than the interval
     * a check starts in the background: renders never wait for the API's answer to it (they did,
     * once a second, and with a busy API that was most of the p99 at half saturation). Only the
     * first call, and every call with an interval of 0 (tests), waits for the answer.
     */
    current(): string | Promise<string> {
      if (version === undefined || intervalMs === 0) return check();
      if (now() - checkedAt >= intervalMs) void check();
      return version;
    },
  };
}

export type VersionWatcher = ReturnType<typeof createVersionWatcher>;

/** GET /api/version: the shop API's data version. */
export async function fetchDataVersion(apiUrl: string, timeoutMs: number): Promise<string> {
  const res = await fetch(`${apiUrl}/api/version`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`GET /api/version answered ${res.status}`);
  const body = (await res.json()) as { data?: { version?: unknown } };
  const version = body.data?.version;
  if (typeof version !== 'string' && typeof version !== 'number') throw new Error('No data version');
  return String(version);
}
