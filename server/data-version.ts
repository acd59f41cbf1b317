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
    /** The version, synchronously when known recently enough. */
    current(): string | Promise<string> {
      if (version !== undefined && now() - checkedAt < intervalMs) return version;
      return check();
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
