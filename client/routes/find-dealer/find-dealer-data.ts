/**
 * Data of the find-a-dealer page, before its first byte: for `?q=` the places the text names and
 * the dealers nearest the first; for `?lat=&lng=` the dealers nearest that point; otherwise every
 * dealer (listed by country). The page reads the same keys (features/dealer-locator/use-locator.ts).
 */
import type { Place } from '../../../shared/contract/dealers.ts';
import { dealerKeys } from '../../../shared/dealer-keys.ts';
import { readLocatorQuery } from '../../../shared/dealer-locator.ts';
import type { LoadArgs } from '../screen.ts';

export async function load({ search, locale, get }: LoadArgs) {
  const query = readLocatorQuery(search);
  let origin = query.origin;
  if (query.q) {
    const { data } = await get<{ data: Place[] }>(dealerKeys.places(locale, query.q));
    origin = data[0]?.location;
  }
  await get(origin ? dealerKeys.nearest(locale, origin) : dealerKeys.all(locale));
}
