/**
 * The dealer quick order's lines (issue 5) as plain data: what the typeahead, the paste box and the
 * CSV upload add, what the dealer edits, and what goes to the cart. Pure functions, so the page
 * component only wires them to React state.
 */
import type { QuickOrderLine, QuickOrderMatch } from '../../../shared/contract/cart.ts';
import { isValidQuickOrderAmount, QUICK_ORDER_MAX_LINES } from '../../../shared/quick-order-lines.ts';

export interface OrderLine {
  key: number;
  reference: string;
  amount: number;
  match: QuickOrderMatch | null;
  /** the API's or the parser's reason: 'unknown_reference', 'invalid_amount', 'out_of_stock', … */
  error: string | null;
}

let nextKey = 1;

/** A line picked in the typeahead: an existing line for the same option gets the amount added. */
export function addMatch(lines: OrderLine[], match: QuickOrderMatch, amount = 1): OrderLine[] {
  const existing = lines.find((l) => l.match?.po_id === match.po_id);
  if (existing) return setAmount(lines, existing.key, existing.amount + amount);
  if (lines.length >= QUICK_ORDER_MAX_LINES) return lines;
  return [
    ...lines,
    { key: nextKey++, reference: match.reference, amount, match, error: lineError(match, amount) },
  ];
}

/** Lines the API resolved (paste or upload), appended in their order. */
export function addResolved(lines: OrderLine[], resolved: QuickOrderLine[]): OrderLine[] {
  const room = Math.max(0, QUICK_ORDER_MAX_LINES - lines.length);
  return [
    ...lines,
    ...resolved.slice(0, room).map((r) => ({
      key: nextKey++,
      reference: r.reference,
      amount: r.amount,
      match: r.match,
      error: r.error,
    })),
  ];
}

export function setAmount(lines: OrderLine[], key: number, amount: number): OrderLine[] {
  return lines.map((l) =>
    l.key === key
      ? { ...l, amount, error: l.match ? lineError(l.match, amount) : (l.error ?? 'unknown_reference') }
      : l,
  );
}

export function removeLine(lines: OrderLine[], key: number): OrderLine[] {
  return lines.filter((l) => l.key !== key);
}

function lineError(match: QuickOrderMatch, amount: number): string | null {
  if (!isValidQuickOrderAmount(amount)) return 'invalid_amount';
  if (match.stock === 0) return 'out_of_stock';
  return null;
}

/** What goes to `shoppingCart/addMany`: the lines without errors, one item per option. */
export function cartItemsOf(lines: OrderLine[]): { po_id: number; amount: number }[] {
  const byOption = new Map<number, number>();
  for (const l of lines) {
    if (l.error || !l.match) continue;
    byOption.set(l.match.po_id, (byOption.get(l.match.po_id) ?? 0) + l.amount);
  }
  return [...byOption].map(([po_id, amount]) => ({ po_id, amount }));
}

/** Net total of the orderable lines, in cents (prices arrive as euros). */
export function netTotalCents(lines: OrderLine[]): number {
  return lines.reduce(
    (sum, l) => (l.error || !l.match ? sum : sum + Math.round(l.match.price * 100) * l.amount),
    0,
  );
}
