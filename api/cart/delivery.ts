/**
 * Where the cart goes (decisions 050 and 072): the destination of the delivery country with its VAT
 * regime (reverse charged when the invoice's VAT number is confirmed), each line's VAT rate there,
 * and the refusal of a country the shop does not deliver to.
 */
import { normalizeVatNumber, passesCheckDigits } from '../../shared/vat-number.ts';
import type { TaxClass } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import type { Language } from '../http/language.ts';
import { type Destination, HOME_COUNTRY_ID, rateFor, type VatRegime, vatRegime } from '../tax/destination.ts';
import { checkVatNumber, type InvoiceForVat, type VatCheck } from '../tax/reverse-charge.ts';
import type { CartOps } from './repository.ts';

/**
 * The destination of a country id (unknown: the home country's), the check of the invoice's VAT
 * number for it (`checked`: one made before, as the order's; else asked now) and the VAT regime.
 */
export async function destinationOf(
  ops: CartOps,
  countryId: number,
  invoice: InvoiceForVat | null,
  checked?: VatCheck | null,
): Promise<{ destination: Destination | undefined; regime: VatRegime; vatCheck: VatCheck | null }> {
  const destination = (await ops.destination(countryId)) ?? (await ops.destination(HOME_COUNTRY_ID));
  if (!destination) return { destination, regime: 'domestic', vatCheck: null };
  const vatCheck =
    checked !== undefined
      ? checked
      : await checkVatNumber(destination, invoice, ops.vies, () => ownVatNumber(ops));
  return { destination, regime: vatRegime(destination, vatCheck?.status === 'confirmed'), vatCheck };
}

/** The shop's own VAT number (shop settings), when it passes its check digits: VIES's requester. */
async function ownVatNumber(ops: CartOps): Promise<string | undefined> {
  const own = String((await ops.settings(['vat_number'])).get('vat_number') ?? '');
  return passesCheckDigits(own) ? normalizeVatNumber(own) : undefined;
}

/**
 * Asks VIES (through its cache) before a change's transaction, so that pricing inside it finds
 * the answer and no transaction waits on VIES: nothing to ask without a VAT number.
 */
export async function askViesFirst(ops: CartOps, countryId: number, invoice: InvoiceForVat | null) {
  if (invoice?.vatNumber?.trim()) await destinationOf(ops, countryId, invoice);
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
