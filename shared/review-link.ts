/**
 * The shape of a review promotion link's parts (decision 025), shared by the API (which checks the
 * hash) and the storefront (which does not ask the API about a link that cannot be one).
 */

/** Any RFC 9562 UUID (versions 1 to 8), either case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** 22 base64url characters: the first 16 bytes of the HMAC. */
const HASH = /^[A-Za-z0-9_-]{22}$/;
const REVIEW_HASH_LENGTH = 22;

export const isReviewUuid = (value: unknown): value is string =>
  typeof value === 'string' && value.length === 36 && UUID.test(value);

export const isReviewHash = (value: unknown): value is string =>
  typeof value === 'string' && value.length === REVIEW_HASH_LENGTH && HASH.test(value);
