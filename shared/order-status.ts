/**
 * Order statuses (spec 4): ids 1 to 6, and 7 for an unpaid order that was cancelled when its time
 * ran out (decision 042). The list filter's default is all seven, so a cancelled order does not
 * disappear from the customer's list. The spec gives the dot colours (grey for 0 and 2, dark for
 * 1, 4, 5 and 6, green for 3) but not the labels; the labels here are ours
 * (docs/decisions/016-accounts-and-dashboard.md) and translated in the dictionary under
 * `dashboard.status.<id>`. Cancelled is grey, as nothing happens to it any more.
 */
export const ORDER_STATUS_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
type OrderStatusId = (typeof ORDER_STATUS_IDS)[number];

type StatusDot = 'grey' | 'dark' | 'green';

export function statusDot(statusId: number): StatusDot {
  if (statusId === 3) return 'green';
  if (statusId === 0 || statusId === 2 || statusId === 7) return 'grey';
  return 'dark';
}

/** The filter from a query value ('1,3'): known ids only, in order; empty or nonsense → all seven. */
export function parseStatusFilter(value: string | null | undefined): OrderStatusId[] {
  const ids = new Set(
    String(value ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n): n is OrderStatusId => (ORDER_STATUS_IDS as readonly number[]).includes(n)),
  );
  return ids.size ? ORDER_STATUS_IDS.filter((id) => ids.has(id)) : [...ORDER_STATUS_IDS];
}
