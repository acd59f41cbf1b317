/**
 * A quote's totals, the one computation every view of a quote uses (the dashboard's list and
 * detail, the offer link): each line's net and gross as the cart reckons them (cart/totals.ts),
 * summed. A list that summed in SQL once disagreed with the detail (issue 41).
 */
import { lineGross, lineNet } from '../cart/totals.ts';

export interface QuoteLine {
  /** net unit price in cents */
  priceNet: number;
  amount: number;
  /** VAT rate in basis points */
  rate: number;
}

/** Net and gross cents of a quote's lines. */
export function quoteTotals(lines: readonly QuoteLine[]): { net: number; gross: number } {
  let net = 0;
  let gross = 0;
  for (const l of lines) {
    const priced = { netCents: l.priceNet, amount: l.amount, rate: l.rate };
    net += lineNet(priced);
    gross += lineGross(priced);
  }
  return { net, gross };
}
