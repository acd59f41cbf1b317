/**
 * Data of the review promotion page (decision 025): the invitation of the path's link, deferred, so
 * that a link the API refuses (404) renders the page with its message on both sides (a failed
 * deferred key) instead of the generic error page. A path that cannot be a link (a part missing or
 * of the wrong shape) is not asked about. Private: never page-cached (a `private` route: screen.ts).
 */
import { reviewKeys, reviewLinkOf } from '../../../shared/review-keys.ts';
import type { LoadArgs } from '../screen.ts';

export function load({ locale, pathname, defer }: LoadArgs) {
  const link = reviewLinkOf(pathname);
  if (link) defer(reviewKeys.invitation(locale, link.uuid, link.hash));
}
