/**
 * EU VAT numbers (decisions 050 and 072): per country its prefix and shape as the EU's VIES service
 * documents them (a wrong shape is refused at the field), and its check digits
 * (./vat-check-digits.ts). A business's order is reverse charged only when its number passes both
 * and VIES confirms it (api/vies/).
 * Written with or without spaces, dots and dashes, in any case; stored as prefix + characters.
 */
import { hasValidCheckDigits } from './vat-check-digits.ts';

const formats: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  /** Northern Ireland (goods): the UK's numbers with XI (the shop does not deliver there as the EU). */
  XI: /^XI(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Greece's VAT numbers start with EL, not its ISO code GR. */
const prefixOf = (countryIso: string) =>
  countryIso.toUpperCase() === 'GR' ? 'EL' : countryIso.toUpperCase();

/** The number as stored: upper case, without spaces, dots or dashes. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

type VatNumberProblem = 'vat_number_format' | 'vat_number_country';

/**
 * What is wrong with a VAT number given for an address in `countryIso`, or null when it passes:
 * its prefix must be that country's and its shape that country's format. A country outside the
 * EU has no EU VAT number (any non-empty value is refused there).
 */
export function vatNumberProblem(countryIso: string | undefined, value: string): VatNumberProblem | null {
  const number = normalizeVatNumber(value);
  const prefix = prefixOf(countryIso ?? '');
  const format = formats[prefix];
  if (!format) return 'vat_number_country';
  if (!number.startsWith(prefix)) return 'vat_number_country';
  return format.test(number) ? null : 'vat_number_format';
}

/** Whether a VAT number (of any EU prefix) has its country's shape and check digits. */
export function passesCheckDigits(value: string): boolean {
  const number = normalizeVatNumber(value);
  const format = formats[number.slice(0, 2)];
  return format?.test(number) === true && hasValidCheckDigits(number);
}

/** An example in the country's format, for the field's hint and message. */
export function vatNumberExample(countryIso: string | undefined): string | null {
  const examples: Record<string, string> = {
    NL: 'NL123456789B01',
    BE: 'BE0123456789',
    DE: 'DE123456789',
    FR: 'FR12345678901',
    LU: 'LU12345678',
    AT: 'ATU12345678',
    DK: 'DK12345678',
  };
  return examples[prefixOf(countryIso ?? '')] ?? null;
}

/** VIES's confirmation of the customer's number (decision 072): its consultation number and date. */
export interface ViesProof {
  consultationNumber: string | null;
  /** ISO date-time of the check */
  checkedAt: string | null;
}

/**
 * The legal note on an order and its mail that is reverse charged: goods sent to a business in
 * another member state are an intra-Community supply, exempt under Article 138 VAT Directive (art. 9
 * lid 2 onder b Wet OB), with the buyer accounting for the VAT (decision 094; the invoice says the
 * same), with VIES's consultation number and the day of the check when there is one.
 */
export function reverseChargeNote(locale: 'nl' | 'en', vatNumber: string, vies?: ViesProof | null): string {
  const day = vies?.checkedAt ? vies.checkedAt.slice(0, 10) : '';
  const proof = vies?.consultationNumber
    ? locale === 'en'
      ? `. VIES consultation number: ${vies.consultationNumber}${day ? ` (${day})` : ''}`
      : `. VIES-raadplegingsnummer: ${vies.consultationNumber}${day ? ` (${day})` : ''}`
    : '';
  return locale === 'en'
    ? `VAT reverse charged: intra-Community supply (Article 138 VAT Directive). Customer VAT number: ${vatNumber}${proof}`
    : `Btw verlegd: intracommunautaire levering (art. 138 Btw-richtlijn). Btw-nummer afnemer: ${vatNumber}${proof}`;
}
