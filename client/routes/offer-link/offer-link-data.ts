/**
 * Data of the offer link page, before its first byte: the quote of the path's token (an unknown
 * token is the 404 page). Private: never page-cached (a `private` route: screen.ts).
 */
import { offerKeys, offerTokenOf } from '../../../shared/offer-keys.ts';
import type { LoadArgs } from '../screen.ts';

export async function load({ locale, pathname, get }: LoadArgs) {
  const token = offerTokenOf(pathname);
  if (token) await get(offerKeys.offer(locale, token));
}
