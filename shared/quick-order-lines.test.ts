import { describe, expect, it } from 'vitest';
import { parseQuickOrder, QUICK_ORDER_MAX_LINES, quickOrderSampleCsv } from './quick-order-lines.ts';

const refs = (text: string) => parseQuickOrder(text).lines.map((l) => [l.reference, l.amount, l.error]);

describe('parsing pasted quick-order lines', () => {
  it('reads reference and amount separated by tab, semicolon, comma or spaces', () => {
    expect(refs('ABC123\t2\nDEF456;3\nGHI789,4\nJKL012   5')).toEqual([
      ['ABC123', 2, null],
      ['DEF456', 3, null],
      ['GHI789', 4, null],
      ['JKL012', 5, null],
    ]);
  });

  it('keeps a ,PCS suffix as part of the reference', () => {
    expect(refs('ABC12345,PCS;3\nABC12345,PCS,4\nABC12345,PCS')).toEqual([
      ['ABC12345,PCS', 3, null],
      ['ABC12345,PCS', 4, null],
      ['ABC12345,PCS', 1, null],
    ]);
  });

  it('means 1 when a line has no amount and skips blank lines', () => {
    expect(refs('\n  ABC123  \n\n')).toEqual([['ABC123', 1, null]]);
  });

  it('skips a header line and strips quotes and a byte-order mark', () => {
    expect(refs('\uFEFFreference;amount\r\n"ABC123";"2"\r\n')).toEqual([['ABC123', 2, null]]);
    expect(refs('referentie\taantal\nX1\t1')).toEqual([['X1', 1, null]]);
  });

  it('marks zero, negative, fractional, huge and non-numeric amounts as invalid', () => {
    expect(refs('A;0\nB;-2\nC;1.5\nD;1000\nE;abc').map((r) => r[2])).toEqual([
      'invalid_amount',
      'invalid_amount',
      'invalid_amount',
      'invalid_amount',
      'invalid_amount',
    ]);
  });

  it('reads at most the maximum number of lines and says so', () => {
    const many = Array.from({ length: QUICK_ORDER_MAX_LINES + 5 }, (_, i) => `R${i};1`).join('\n');
    const parsed = parseQuickOrder(many);
    expect(parsed.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parsed.truncated).toBe(true);
  });

  it('bounds an overlong reference', () => {
    const [line] = parseQuickOrder(`${'x'.repeat(500)};1`).lines;
    expect(line!.reference).toHaveLength(100);
    expect(line!.error).toBe('invalid_reference');
  });

  it('makes a sample file that parses back', () => {
    expect(refs(quickOrderSampleCsv(['A1', 'B2']))).toEqual([
      ['A1', 1, null],
      ['B2', 2, null],
    ]);
  });
});
