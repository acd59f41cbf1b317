/**
 * Dealer quick order (issue 5): the lines a dealer pastes or uploads (a CSV), one per line as
 * "reference amount". The separator is a tab, semicolon, comma or spaces before the amount; the
 * reference keeps everything before it (so `ABC12345,PCS;3` and `ABC12345,PCS,3` both name
 * `ABC12345,PCS`). A line without an amount means 1. A first line whose amount is not a number is a
 * header (`reference;amount`) and is skipped. Amounts must be whole numbers 1–999.
 */

export const QUICK_ORDER_MAX_LINES = 200;
export const QUICK_ORDER_MAX_AMOUNT = 999;
const MAX_REFERENCE = 100;

interface ParsedQuickOrderLine {
  /** 1-based line number in the text */
  line: number;
  reference: string;
  amount: number;
  /** null, or why the line cannot be ordered as written */
  error: null | 'invalid_amount' | 'invalid_reference';
}

interface ParsedQuickOrder {
  lines: ParsedQuickOrderLine[];
  /** more lines than QUICK_ORDER_MAX_LINES: the rest were left out */
  truncated: boolean;
}

const unquote = (s: string) =>
  s
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/""/g, '"')
    .trim();

export function isValidQuickOrderAmount(amount: number): boolean {
  return Number.isInteger(amount) && amount >= 1 && amount <= QUICK_ORDER_MAX_AMOUNT;
}

function splitLine(text: string): { reference: string; amountText: string | null } {
  const trimmed = text.trim();
  // The amount is the last field: after a tab or semicolon if there is one, else after a comma or spaces.
  const strong = /^(.*?)\s*[\t;]\s*("?[^\t;]*"?)\s*$/.exec(trimmed);
  if (strong) return { reference: unquote(strong[1]!), amountText: unquote(strong[2]!) };
  const weak = /^(.+?)\s*[,\s]\s*("?[+-]?\d+(?:[.,]\d+)?"?)$/.exec(trimmed);
  if (weak) return { reference: unquote(weak[1]!), amountText: unquote(weak[2]!) };
  return { reference: unquote(trimmed), amountText: null };
}

export function parseQuickOrder(text: string): ParsedQuickOrder {
  const lines: ParsedQuickOrderLine[] = [];
  let truncated = false;
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (!row.trim()) continue;
    const { reference, amountText } = splitLine(row);
    if (!reference) continue;
    const amount = amountText === null || amountText === '' ? 1 : Number(amountText.replace(',', '.'));
    if (lines.length === 0 && i === rows.findIndex((r) => r.trim()) && Number.isNaN(amount)) continue;
    if (lines.length === QUICK_ORDER_MAX_LINES) {
      truncated = true;
      break;
    }
    lines.push({
      line: i + 1,
      reference: reference.slice(0, MAX_REFERENCE),
      amount: Number.isNaN(amount) ? 0 : amount,
      error:
        reference.length > MAX_REFERENCE
          ? 'invalid_reference'
          : isValidQuickOrderAmount(amount)
            ? null
            : 'invalid_amount',
    });
  }
  return { lines, truncated };
}

/** The sample file dealers can download and fill in. */
export function quickOrderSampleCsv(references: readonly string[]): string {
  return `reference;amount\r\n${references.map((r, i) => `${r};${i + 1}`).join('\r\n')}\r\n`;
}
