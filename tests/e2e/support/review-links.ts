/** The review link secret of the browser suite's API (playwright.config.ts), and links made with it. */
import { reviewLinkHash, reviewLinkPath } from '../../../api/reviews/link.ts';

export const E2E_REVIEW_LINK_SECRET = 'e2e-review-link-secret-0123456789';

/** `/review-promotion/{uuid}/{hash}` (or under /en) that the suite's API accepts. */
export const validReviewPath = (uuid: string, locale: 'nl' | 'en' = 'nl') =>
  reviewLinkPath(uuid, E2E_REVIEW_LINK_SECRET, locale);

export const reviewHash = (uuid: string) => reviewLinkHash(uuid, E2E_REVIEW_LINK_SECRET);
