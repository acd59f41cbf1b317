/**
 * The review promotion page's SWR key, answer and path parsing (decision 025), apart from `apiKeys`:
 * only that page uses them, so they stay out of every other first load.
 */
import { getKey } from './api-keys.ts';
import type { Locale } from './locale.ts';
import { isReviewHash, isReviewUuid } from './review-link.ts';

/**
 * `GET reviewPromotion/{uuid}/{hash}` → `{ data: ReviewInvitation }` (400 malformed, 404 invalid; the
 * storefront's data loader reports both as 404, so the page sends only well-formed links).
 */
export interface ReviewInvitation {
  uuid: string;
  shop_name: string;
  /** The review service's page where the customer writes the review. */
  review_url: string;
  kiyoh_stats: { average_rating_12_months: number; number_reviews: number };
  best_rating: number;
}

export const reviewKeys = {
  invitation: (locale: Locale, uuid: string, hash: string) =>
    getKey(`/reviewPromotion/${encodeURIComponent(uuid)}/${encodeURIComponent(hash)}`, locale),
} as const;

/**
 * The uuid and hash of a review promotion path (`/review-promotion/{uuid}/{hash}`, under /en too),
 * or `null` when the path cannot be a link of ours (either part missing, unreadable or of the wrong
 * shape): the page then says the link is incomplete without asking the API.
 */
export function reviewLinkOf(pathname: string): { uuid: string; hash: string } | null {
  const match = /\/review-promotion\/([^/]{1,200})\/([^/]{1,200})$/.exec(pathname);
  if (!match) return null;
  let uuid: string;
  let hash: string;
  try {
    uuid = decodeURIComponent(match[1]!);
    hash = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return isReviewUuid(uuid) && isReviewHash(hash) ? { uuid, hash } : null;
}
