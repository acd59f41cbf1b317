/**
 * Whether a search answer's "did you mean" is worth a line: the API may echo the shopper's own
 * words back (only their case or spacing differ), and then there is nothing to correct.
 */
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';

const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The corrected query to offer for `term`, or null when there is none (or it is the term itself). */
export function correctedQuery(
  answer: Pick<QueryProductsAnswer, 'did_you_mean'>,
  term: string,
): string | null {
  const q = answer.did_you_mean?.trim();
  return q && plain(q) !== plain(term) ? q : null;
}
