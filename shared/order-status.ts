/**
 * Order statuses (spec 4): ids 1 to 6, and 7 for an unpaid order that was cancelled when its time
 * ran out (decision 042). The list filter's default is the spec's, statuses 1–6 (spec 9: "Default
 * order status filter: 1,2,3,4,5,6"; decision 100): a cancelled order is there to tick, not ticked
 * by default. The spec gives the dot colours (grey for 0 and 2, dark for
 * 1, 4, 5 and 6, green for 3) but not the labels; the labels here are ours
 * (docs/decisions/016-accounts-and-dashboard.md) and translated in the dictionary under
 * `dashboard.status.<id>`. Cancelled is grey, as nothing happens to it any more.
 */
import { DEFAULT_ORDER_STATUSES } from './contract/queries.ts';

export const ORDER_STATUS_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
type OrderStatusId = (typeof ORDER_STATUS_IDS)[number];

/** The filter's default (spec 9): every status but cancelled; the API's default too. */
export const DEFAULT_ORDER_STATUS_FILTER: readonly OrderStatusId[] = DEFAULT_ORDER_STATUSES;

type StatusDot = 'grey' | 'dark' | 'green';

export function statusDot(statusId: number): StatusDot {
  if (statusId === 3) return 'green';
  if (statusId === 0 || statusId === 2 || statusId === 7) return 'grey';
  return 'dark';
}

/** The filter from a query value ('1,3'): known ids only, in order; empty or nonsense → the default (1–6). */
export function parseStatusFilter(value: string | null | undefined): OrderStatusId[] {
  const ids = new Set(
    String(value ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n): n is OrderStatusId => (ORDER_STATUS_IDS as readonly number[]).includes(n)),
  );
  return ids.size ? ORDER_STATUS_IDS.filter((id) => ids.has(id)) : [...DEFAULT_ORDER_STATUS_FILTER];
}
