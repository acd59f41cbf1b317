/**
 * VAT and shipping per country (decision 050): the rates per tax class (basis points, as published
 * for 2026), which countries are in the EU and shipped to, and each country's shipping prices
 * (gross cents, that country's VAT included). Migration 0013 writes the same for a database that
 * held the shop before.
 */
import type { TaxClass } from '../schema.ts';
import type { MediaKind } from './catalog-data.ts';

/** Coffee (beans, ground, capsules) is food: the low rate. Everything else: the high rate. */
export function taxClassOfKind(kind: MediaKind): TaxClass {
  return kind === 'bag' || kind === 'capsule' ? 'low' : 'high';
}

export const countryTax: Record<string, { eu: boolean; ships: boolean }> = {
  NL: { eu: true, ships: true },
  BE: { eu: true, ships: true },
  DE: { eu: true, ships: true },
  FR: { eu: true, ships: true },
  LU: { eu: true, ships: true },
  AT: { eu: true, ships: true },
  DK: { eu: true, ships: true },
  GB: { eu: false, ships: true },
  CH: { eu: false, ships: false },
};

export const vatRateData: Record<string, Record<TaxClass, number>> = {
  NL: { high: 2100, low: 900, zero: 0 },
  BE: { high: 2100, low: 600, zero: 0 },
  DE: { high: 1900, low: 700, zero: 0 },
  FR: { high: 2000, low: 550, zero: 0 },
  LU: { high: 1700, low: 300, zero: 0 },
  AT: { high: 2000, low: 1000, zero: 0 },
  DK: { high: 2500, low: 2500, zero: 0 },
};

/** [method id (1 PostNL, 2 pickup point), gross cents, free from gross cents or null] per country */
export const shippingRateData: Record<string, [number, number, number | null][]> = {
  NL: [
    [1, 695, 5000],
    [2, 0, null],
  ],
  BE: [
    [1, 995, 10000],
    [2, 0, null],
  ],
  DE: [[1, 1495, 25000]],
  FR: [[1, 1495, 25000]],
  LU: [[1, 1495, 25000]],
  AT: [[1, 1495, 25000]],
  DK: [[1, 1495, 25000]],
  GB: [[1, 2495, null]],
};
