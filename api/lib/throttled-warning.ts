/**
 * A warning at most once per `everyMs` for each event name: an outage of Redis or of the chat's
 * bus is said once a minute, not once per request (and one kind of trouble does not hide another).
 */
export function throttledWarning(
  warn: ((event: string, fields: Record<string, unknown>) => void) | undefined,
  everyMs = 60_000,
): (event: string, err?: unknown, fields?: Record<string, unknown>) => void {
  const last = new Map<string, number>();
  return (event, err, fields = {}) => {
    const t = Date.now();
    if (t - (last.get(event) ?? Number.NEGATIVE_INFINITY) < everyMs) return;
    last.set(event, t);
    warn?.(event, {
      ...fields,
      ...(err === undefined ? {} : { err: err instanceof Error ? err.message : String(err) }),
    });
  };
}
