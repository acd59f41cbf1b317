import { describe, expect, it } from 'vitest';
import type { QuickOrderMatch } from '../../../shared/contract/cart.ts';
import {
  addMatch,
  addResolved,
  cartItemsOf,
  netTotalCents,
  removeLine,
  setAmount,
} from './quick-order-lines-state.ts';

const match = (po_id: number, price = 10.5, stock = 20): QuickOrderMatch => ({
  po_id,
  sku: `SKU${po_id}`,
  reference: `REF${po_id}`,
  name: `Product ${po_id}`,
  option_name: '',
  price,
  stock,
});

describe('quick order lines', () => {
  it('adds a picked product once and adds up amounts for the same option', () => {
    let lines = addMatch([], match(1), 2);
    lines = addMatch(lines, match(1), 3);
    lines = addMatch(lines, match(2));
    expect(lines.map((l) => [l.reference, l.amount, l.error])).toEqual([
      ['REF1', 5, null],
      ['REF2', 1, null],
    ]);
  });

  it('keeps unknown and invalid lines out of the cart but on screen', () => {
    const lines = addResolved(addMatch([], match(1)), [
      { reference: 'NOPE', amount: 2, match: null, error: 'unknown_reference' },
      { reference: 'REF3', amount: 0, match: match(3), error: 'invalid_amount' },
      { reference: 'REF4', amount: 4, match: match(4, 2, 0), error: 'out_of_stock' },
    ]);
    expect(lines).toHaveLength(4);
    expect(cartItemsOf(lines)).toEqual([{ po_id: 1, amount: 1 }]);
  });

  it('revalidates an amount the dealer changes', () => {
    let lines = addMatch([], match(1));
    const key = lines[0]!.key;
    lines = setAmount(lines, key, 1000);
    expect(lines[0]!.error).toBe('invalid_amount');
    lines = setAmount(lines, key, 7);
    expect(lines[0]!.error).toBeNull();
    expect(netTotalCents(lines)).toBe(7 * 1050);
    expect(removeLine(lines, key)).toEqual([]);
  });

  it('merges two lines of the same option into one cart item', () => {
    const lines = addResolved(
      [],
      [
        { reference: 'REF1', amount: 2, match: match(1), error: null },
        { reference: 'SKU1', amount: 3, match: match(1), error: null },
      ],
    );
    expect(cartItemsOf(lines)).toEqual([{ po_id: 1, amount: 5 }]);
  });

  it('never marks a line without a product as orderable', () => {
    const lines = addResolved([], [{ reference: 'X', amount: 1, match: null, error: 'unknown_reference' }]);
    expect(setAmount(lines, lines[0]!.key, 2)[0]!.error).toBe('unknown_reference');
  });
});
