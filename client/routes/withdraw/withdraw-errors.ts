/**
 * What the withdrawal function shows for an API refusal (decision 093): the API's codes, each with
 * its own text in the visitor's language; anything else (offline, a 5xx, a 400 the form should have
 * caught) the general one.
 */
import { ApiFetchError } from '../../lib/fetcher.ts';

const KNOWN = [
  'not_found',
  'period_over',
  'already_withdrawn',
  'order_cancelled',
  'order_not_paid',
  'rate_limited',
];

/** The dictionary key of the text for an error thrown by a withdrawal call. */
export function withdrawErrorKey(error: unknown): string {
  if (error instanceof ApiFetchError) {
    if (error.status === 404) return 'withdrawScreen.errors.not_found';
    if (KNOWN.includes(error.code)) return `withdrawScreen.errors.${error.code}`;
  }
  return 'withdrawScreen.errors.failed';
}
