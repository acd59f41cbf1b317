/**
 * Review promotion links (decision 025): `/review-promotion/{uuid}/{hash}` (English under /en),
 * where `hash` is HMAC-SHA256(key = REVIEW_LINK_SECRET, message = the uuid in lower case), its first
 * 16 bytes in base64url (22 characters, 128 bits). Stateless: nothing is stored, so any uuid the
 * shop picks works (one per paid order, made with `makeReviewLink` or `make-link.ts`), and only
 * whoever holds the secret can make a link that validates.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isReviewHash, isReviewUuid } from '../../shared/review-link.ts';

export { isReviewHash, isReviewUuid };

/**
 * The secret tests and development use when REVIEW_LINK_SECRET is unset. Production refuses to
 * validate links without a configured secret (see routes.ts), so this one never signs real links.
 */
export const DEV_REVIEW_LINK_SECRET = 'dev-only-review-link-secret-not-for-production';

/** The hash of a uuid under the secret. */
export function reviewLinkHash(uuid: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(uuid.toLowerCase())
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** Whether `hash` is the uuid's hash under the secret (compared in constant time). */
export function verifyReviewLink(uuid: string, hash: string, secret: string): boolean {
  if (!isReviewUuid(uuid) || !isReviewHash(hash)) return false;
  const expected = Buffer.from(reviewLinkHash(uuid, secret));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The storefront path of a link: `/review-promotion/{uuid}/{hash}`, `/en/review-promotion/…`. */
export function reviewLinkPath(uuid: string, secret: string, locale: 'nl' | 'en' = 'nl'): string {
  if (!isReviewUuid(uuid)) throw new Error('uuid must be a UUID');
  const id = uuid.toLowerCase();
  return `${locale === 'en' ? '/en' : ''}/review-promotion/${id}/${reviewLinkHash(id, secret)}`;
}

/**
 * A complete link for an e-mail (for example when an order is paid): a fresh uuid unless one is
 * given, under the storefront's public URL.
 */
export function makeReviewLink(options: {
  secret: string;
  storefrontUrl: string;
  locale?: 'nl' | 'en';
  uuid?: string;
}): { uuid: string; url: string } {
  const uuid = (options.uuid ?? randomUUID()).toLowerCase();
  const base = options.storefrontUrl.replace(/\/+$/, '');
  return { uuid, url: `${base}${reviewLinkPath(uuid, options.secret, options.locale)}` };
}
