/**
 * `GET reviewPromotion/{uuid}/{hash}` (decision 025): checks a review promotion link and answers the
 * invitation: the shop's name, its review score (kiyoh_stats: average over the last 12 months, best
 * 10, number of reviews) and where to write the review. Public (the hash is the proof), never cached.
 * - uuid not a UUID, hash not 22 base64url characters, or either missing: 400 `malformed_review_link`;
 * - a well-formed link whose hash does not match: 404 `invalid_review_link`;
 * - production without REVIEW_LINK_SECRET: 503 `review_links_unconfigured` (no link is ever valid).
 * The answer names nobody: a link shared further tells its reader nothing about the customer.
 */
import { Router } from 'express';
import { HttpError } from '../errors.ts';
import { contractAnswer } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import type { ShopService } from '../shop/service.ts';
import { DEV_REVIEW_LINK_SECRET, isReviewHash, isReviewUuid, verifyReviewLink } from './link.ts';

/** The review service's page where customers write a review; `{lang}` becomes nl or en. */
const DEFAULT_REVIEW_SERVICE_URL = 'https://www.kiyoh.com/add-review/1063962/koffie_demo?lang={lang}';

interface ReviewRoutesOptions {
  shop: ShopService;
  /** REVIEW_LINK_SECRET; unset: the development secret, except in production (then 503). */
  secret: string | undefined;
  production: boolean;
  /** REVIEW_SERVICE_URL (default DEFAULT_REVIEW_SERVICE_URL). */
  reviewServiceUrl?: string;
}

interface ReviewInvitation {
  uuid: string;
  shop_name: string;
  review_url: string;
  kiyoh_stats: { average_rating_12_months: number; number_reviews: number };
  best_rating: 10;
}

const malformed = () =>
  new HttpError(400, 'malformed_review_link', 'This review link is incomplete or damaged');

export function reviewRoutes(options: ReviewRoutesOptions): Router {
  const secret = options.secret ?? (options.production ? undefined : DEV_REVIEW_LINK_SECRET);
  const serviceUrl = options.reviewServiceUrl ?? DEFAULT_REVIEW_SERVICE_URL;
  const router = Router();

  // A link without its hash (or uuid) is as malformed as a damaged one.
  router.get(['/reviewPromotion', '/reviewPromotion/:uuid'], () => {
    throw malformed();
  });
  router.get('/reviewPromotion/:uuid/:hash', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { uuid, hash } = req.params;
    if (!isReviewUuid(uuid) || !isReviewHash(hash)) throw malformed();
    if (!secret) {
      throw new HttpError(503, 'review_links_unconfigured', 'Review links are not available right now');
    }
    if (!verifyReviewLink(uuid, hash, secret)) {
      throw new HttpError(404, 'invalid_review_link', 'This review link is not valid');
    }
    const lang = languageOf(req);
    const shop = await options.shop.shopInfo(lang);
    const data: ReviewInvitation = {
      uuid: uuid.toLowerCase(),
      shop_name: shop.name,
      review_url: serviceUrl.replaceAll('{lang}', lang.locale),
      kiyoh_stats: {
        average_rating_12_months: shop.kiyoh_stats.average_rating_12_months,
        number_reviews: shop.kiyoh_stats.number_reviews,
      },
      best_rating: 10,
    };
    contractAnswer(res, 'getReviewInvitation', { data });
  });
  return router;
}
