/**
 * What the price fields show: the visitor's typing, until the URL's bound for that field changes
 * (applied, reset, back). Each field follows only its own bound, so applying the minimum (leaving
 * that field) never wipes a maximum being typed, and neither field is remounted (issue 26: a remount
 * took the focus and the typed maximum, so Enter applied `price=500-`).
 */
import type { Bounds } from '../../../shared/listing-query.ts';

export interface PriceText {
  min: string;
  max: string;
}

export const priceText = (b: Bounds | undefined): PriceText => ({
  min: b?.min === undefined ? '' : String(b.min),
  max: b?.max === undefined ? '' : String(b.max),
});

/** The fields' text after the URL's bounds went from `before` to `after`. */
export function followApplied(draft: PriceText, before: PriceText, after: PriceText): PriceText {
  return {
    min: after.min === before.min ? draft.min : after.min,
    max: after.max === before.max ? draft.max : after.max,
  };
}
