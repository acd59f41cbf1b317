/**
 * The delivery promise per country and shipping method (decision 096), beside the prices in
 * tax-data.ts: working days from an order placed on a working day before the cut-off to delivery,
 * [min, max], as PostNL states its transit times (the Netherlands next day; Belgium 1–2; the
 * neighbours 2–3; further in the EU 3–5; the United Kingdom 4–7 with customs). Migration 0022
 * writes the same for a database that held the shop before.
 */
export const DISPATCH_CUTOFF = '17:00';

/** [min, max] working days per country and method id (1 PostNL, 2 pickup point). */
export const deliveryDaysData: Record<string, Record<number, [number, number]>> = {
  NL: { 1: [1, 1], 2: [1, 2] },
  BE: { 1: [1, 2], 2: [2, 3] },
  DE: { 1: [2, 3] },
  LU: { 1: [2, 3] },
  FR: { 1: [3, 5] },
  AT: { 1: [3, 5] },
  DK: { 1: [3, 5] },
  GB: { 1: [4, 7] },
};
