/**
 * Whether a sale abroad in the EU is reverse charged (decision 072, superseding 050's format-only
 * check). Only for a business: the invoice carries a company name and a VAT number of another EU
 * country (not the shop's own) whose check digits are right (shared/vat-check-digits.ts), and VIES
 * confirms that number (api/vies/). Otherwise the destination's VAT is charged (one-stop shop), and
 * the reason is the cart's `vat_check.status`, shown at the checkout's VAT number field:
 * - `no_company`: no company name on the invoice;
 * - `check_digits`: the number's check digits are wrong (VIES is not asked);
 * - `not_confirmed`: VIES says the number is not registered;
 * - `unavailable`: VIES or the member state's service could not answer now (or VIES_URL=off).
 * No check (null): no VAT number, or one that does not apply (delivery at home or outside the EU,
 * a Dutch number).
 */
import type { VatCheckStatus } from '../../shared/contract/cart.ts';
import { normalizeVatNumber, passesCheckDigits, vatNumberProblem } from '../../shared/vat-number.ts';
import type { ViesChecker } from '../vies/checker.ts';
import type { ViesAnswer } from '../vies/client.ts';
import { type Destination, HOME_COUNTRY_ISO } from './destination.ts';

export type { VatCheckStatus };

export interface VatCheck {
  status: VatCheckStatus;
  /** the number checked, as stored (prefix and number) */
  vatNumber: string;
  /** VIES's answer, when it was asked */
  vies?: ViesAnswer;
}

/** What of the invoice decides: its company name and VAT number. */
export interface InvoiceForVat {
  company?: string | null;
  vatNumber?: string | null;
}

/** The invoice's VAT number when it can make a sale to `destination` reverse charged, else null. */
function numberInQuestion(destination: Destination, vatNumber: string | null | undefined): string | null {
  if (!vatNumber?.trim()) return null;
  if (!destination.country.eu || destination.country.iso === HOME_COUNTRY_ISO) return null;
  const number = normalizeVatNumber(vatNumber);
  const prefix = number.slice(0, 2);
  const iso = prefix === 'EL' ? 'GR' : prefix;
  if (iso === HOME_COUNTRY_ISO || vatNumberProblem(iso, number) !== null) return null;
  return number;
}

/**
 * The check of the invoice's VAT number for a sale to `destination` (null: none applies); VIES is
 * asked as `requester` (the shop's own VAT number) when it has to be asked.
 */
export async function checkVatNumber(
  destination: Destination,
  invoice: InvoiceForVat | null | undefined,
  vies: ViesChecker,
  requester?: () => Promise<string | undefined>,
): Promise<VatCheck | null> {
  const vatNumber = numberInQuestion(destination, invoice?.vatNumber);
  if (!vatNumber) return null;
  if (!invoice?.company?.trim()) return { status: 'no_company', vatNumber };
  if (!passesCheckDigits(vatNumber)) return { status: 'check_digits', vatNumber };
  const answer = await vies.check(vatNumber, requester);
  const status =
    answer.status === 'valid' ? 'confirmed' : answer.status === 'invalid' ? 'not_confirmed' : 'unavailable';
  return { status, vatNumber, vies: answer };
}

/** What an order keeps of the check (orders' vat_check and vies_* columns). */
export function vatCheckColumns(check: VatCheck | null) {
  const vies = check?.vies;
  const asked = vies !== undefined && vies.status !== 'unavailable';
  return {
    vatCheck: check?.status ?? null,
    viesValid: asked ? vies.status === 'valid' : null,
    viesName: vies?.name ?? null,
    viesAddress: vies?.address ?? null,
    viesConsultationNumber: vies?.requestIdentifier ?? null,
    viesCheckedAt: asked ? (vies.requestDate ?? null) : null,
  };
}
