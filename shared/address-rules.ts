/**
 * Address rules (docs/decisions/016-accounts-and-dashboard.md): the storefront's forms and the shop
 * API apply the same ones. A Dutch postcode is four digits (not starting with 0) and two letters,
 * stored as '1234 AB'; a Belgian one four digits; elsewhere 2–10 letters, digits, spaces or dashes.
 */
type PostcodeProblem = 'postcode_nl' | 'postcode_be' | 'postcode_other';

const rules: Record<string, { pattern: RegExp; problem: PostcodeProblem }> = {
  NL: { pattern: /^[1-9][0-9]{3} ?[A-Za-z]{2}$/, problem: 'postcode_nl' },
  BE: { pattern: /^[1-9][0-9]{3}$/, problem: 'postcode_be' },
};
const other = { pattern: /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/, problem: 'postcode_other' as const };

/** What is wrong with a postcode for a country (by ISO code), or null. */
export function postcodeProblem(countryIso: string | undefined, postcode: string): PostcodeProblem | null {
  const rule = rules[(countryIso ?? '').toUpperCase()] ?? other;
  return rule.pattern.test(postcode.trim()) ? null : rule.problem;
}

/** The postcode as stored: Dutch ones as '1234 AB', others trimmed and upper-case. */
export function normalizePostcode(countryIso: string | undefined, postcode: string): string {
  const value = postcode.trim().toUpperCase();
  if ((countryIso ?? '').toUpperCase() === 'NL') return value.replace(/^(\d{4}) ?([A-Z]{2})$/, '$1 $2');
  return value;
}

export const ADDRESS_LIMITS = {
  name: 100,
  street: 100,
  house_number: 10,
  house_number_addition: 10,
  city: 100,
  company: 100,
  phone: 30,
} as const;
