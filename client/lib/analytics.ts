/**
 * Analytics events (spec 7: view_item, add_to_cart, view_item_list, view_search_results). Events
 * are queued in the browser until the visitor allows analytics (consent 'all'); then the queue is
 * sent and later events go straight out. Nothing is sent, loaded or stored before that.
 */
export type AnalyticsEventName = 'view_item' | 'add_to_cart' | 'view_item_list' | 'view_search_results';
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  params: Record<string, unknown>;
}
type Sender = (event: AnalyticsEvent) => void;

/** Events kept while waiting (the newest): a visitor who keeps "functional" does not grow the page for ever. */
export const MAX_QUEUED = 100;
const queue: AnalyticsEvent[] = [];
let sender: Sender | null = null;

export function track(name: AnalyticsEventName, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  const event = { name, params };
  if (sender) sender(event);
  else if (queue.push(event) > MAX_QUEUED) queue.shift();
}

/** Called once consent allows analytics: sends what was queued, then every later event. */
export function enableAnalytics(send: Sender): void {
  sender = send;
  for (const event of queue.splice(0)) send(event);
}

/** Events waiting for consent (for the browser suite and the consent feature). */
export function queuedEvents(): readonly AnalyticsEvent[] {
  return queue;
}

if (typeof window !== 'undefined') {
  (window as unknown as { __fzAnalytics: unknown }).__fzAnalytics = { queued: queuedEvents };
}
