/**
 * Where the cart goes (decision 050): the destination of the delivery country with its VAT
 * regime, each line's VAT rate there, and the refusal of a country the shop does not deliver to.
 */
import type { TaxClass } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import type { Language } from '../http/language.ts';
import { type Destination, HOME_COUNTRY_ID, rateFor, type VatRegime, vatRegime } from '../tax/destination.ts';
import type { CartOps } from './repository.ts';

/** The destination of a country id (unknown: the home country's), its VAT regime for `vatNumber`. */
export async function destinationOf(ops: CartOps, countryId: number, vatNumber: string | null | undefined) {
  const destination = (await ops.destination(countryId)) ?? (await ops.destination(HOME_COUNTRY_ID));
  const regime = destination ? vatRegime(destination, vatNumber) : 'domestic';
  return { destination, regime };
}

/** Each line with its VAT rate in the destination. */
export function rated<T extends { taxClass: TaxClass }>(
  lines: T[],
  destination: Destination | undefined,
  regime: VatRegime,
): (T & { rate: number })[] {
  return lines.map((l) => ({ ...l, rate: destination ? rateFor(destination, regime, l.taxClass) : 0 }));
}

/** What the visitor is told when the country chosen is one the shop does not deliver to. */
export const notShipped = (lang: Language) =>
  new HttpError(
    400,
    'not_shipped',
    lang.locale === 'en'
      ? 'We do not deliver to this country. Choose another delivery country.'
      : 'Wij bezorgen niet in dit land. Kies een ander land van bezorging.',
  );
