/**
 * Unit prices (Besluit prijsaanduiding producten art. 1: "prijs per eenheid", per kilogram or per
 * liter; art. 4: beside the selling price). Cases: the quantities the shop sells in.
 */
import { describe, expect, it } from 'vitest';
import { quantityIn, thousandthsOf, unitPriceFields } from './unit-price.ts';

describe('the price per kg or litre', () => {
  it.each([
    // quantity, selling price net/gross (cents), per, unit price net/gross (euros)
    [{ value: 250, unit: 'g' }, 1190, 1297, 'kg', 47.6, 51.88],
    [{ value: 2, unit: 'kg' }, 2500, 2725, 'kg', 12.5, 13.63],
    [{ value: 500, unit: 'ml' }, 826, 999, 'l', 16.52, 19.98],
    [{ value: 1.5, unit: 'l' }, 1000, 1210, 'l', 6.67, 8.07],
    // rounding half up to the cent: 333 / 0.3 = 1110 exactly; 100 / 0.75 = 133.33
    [{ value: 750, unit: 'ml' }, 100, 121, 'l', 1.33, 1.61],
  ] as const)('%o at %i cents: per %s', (q, net, gross, per, unitNet, unitGross) => {
    expect(unitPriceFields(q, net, gross)).toEqual({
      unit_price: unitNet,
      unit_price_gross: unitGross,
      unit_price_per: per,
    });
  });

  it.each([
    ['a machine’s power', { value: 1200, unit: 'W' }],
    ['a length', { value: 58, unit: 'mm' }],
    ['no quantity', null],
    ['zero', { value: 0, unit: 'g' }],
  ])('none for %s', (_, q) => {
    expect(thousandthsOf(q)).toBeNull();
    expect(unitPriceFields(q, 1000, 1210)).toEqual({
      unit_price: null,
      unit_price_gross: null,
      unit_price_per: null,
    });
  });

  it.each([
    ['1000 g', { value: 1000, unit: 'g' }],
    ['1 kg', { value: 1, unit: 'kg' }],
    ['1 l', { value: 1, unit: 'l' }],
  ])('none for %s: the unit price would be the selling price (98/6/EC art. 3(1))', (_, q) => {
    expect(unitPriceFields(q, 1000, 1210)).toEqual({
      unit_price: null,
      unit_price_gross: null,
      unit_price_per: null,
    });
  });

  it('takes the quantity from a net-quantity spec only, not from a machine’s weight', () => {
    const specs = [
      { netQuantity: false, numericValue: 8.5, unit: 'kg' },
      { netQuantity: true, numericValue: 500, unit: 'g' },
    ];
    expect(quantityIn(specs)).toEqual({ value: 500, unit: 'g' });
    expect(quantityIn(specs.slice(0, 1))).toBeNull();
  });
});
