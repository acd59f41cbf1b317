/**
 * Makes a review promotion link (decision 025) with the API's secret:
 *   REVIEW_LINK_SECRET=… STOREFRONT_URL=https://shop.example node api/reviews/make-link.ts [uuid] [--en]
 * Without a uuid a fresh one is made. Prints the link; the shop mails it (for example once an order
 * is paid). In code, use `makeReviewLink` from ./link.ts.
 */
import { DEV_REVIEW_LINK_SECRET, isReviewUuid, makeReviewLink } from './link.ts';

const args = process.argv.slice(2);
const locale = args.includes('--en') ? 'en' : 'nl';
const uuid = args.find((a) => !a.startsWith('--'));
const secret = process.env.REVIEW_LINK_SECRET?.trim();

if (uuid !== undefined && !isReviewUuid(uuid)) {
  process.stderr.write(`Not a UUID: ${JSON.stringify(uuid)}\n`);
  process.exit(2);
}
if (!secret) {
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write('Set REVIEW_LINK_SECRET (the API’s) to make links.\n');
    process.exit(2);
  }
  process.stderr.write('No REVIEW_LINK_SECRET: using the development secret.\n');
}
const link = makeReviewLink({
  secret: secret || DEV_REVIEW_LINK_SECRET,
  storefrontUrl: process.env.STOREFRONT_URL?.trim() || 'http://127.0.0.1:3000',
  locale,
  uuid,
});
process.stdout.write(`${link.url}\n`);
