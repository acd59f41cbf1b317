/**
 * Who sells (issue 40, decision 091): the company's identity as the law asks it on every page, in
 * every mail and on every invoice, read from the shop's settings, never from code, so another
 * retailer runs the shop with its own. Settings: `legal_name`, `trade_name` (else `name`),
 * `visiting_address` (structured), `kvk`, `vat_number`, `email`, `phone`.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { shopSettings } from '../db/schema.ts';

export interface SellerAddress {
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. NL */
  country: string;
}

export interface SellerIdentity {
  /** The registered name (statutaire naam), e.g. "Koffie en Keuken B.V." */
  legal_name: string;
  /** The name the shop trades under (handelsnaam). */
  trade_name: string;
  /** The visiting address (bezoekadres). */
  address: SellerAddress;
  /** Chamber of Commerce number (KvK-nummer). */
  kvk: string;
  /** VAT identification number (btw-id), e.g. NL123456782B01. */
  vat_number: string;
  email: string;
  phone: string;
}

export const SELLER_SETTING_KEYS = [
  'legal_name',
  'trade_name',
  'name',
  'visiting_address',
  'kvk',
  'vat_number',
  'email',
  'phone',
] as const;

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** The identity from a map of settings (key → value), as the shop service reads them. */
export function sellerFromSettings(s: Map<string, unknown>): SellerIdentity {
  const a = (s.get('visiting_address') ?? {}) as Partial<Record<keyof SellerAddress, unknown>>;
  const tradeName = str(s.get('trade_name')) || str(s.get('name'));
  return {
    legal_name: str(s.get('legal_name')) || tradeName,
    trade_name: tradeName,
    address: {
      street: str(a.street),
      house_number: str(a.house_number),
      postcode: str(a.postcode),
      city: str(a.city),
      country: str(a.country),
    },
    kvk: str(s.get('kvk')),
    vat_number: str(s.get('vat_number')),
    email: str(s.get('email')),
    phone: str(s.get('phone')),
  };
}

/** The seller's identity from the shop's settings. */
export async function sellerIdentity(db: Pick<Db, 'select'>): Promise<SellerIdentity> {
  const rows = await db
    .select()
    .from(shopSettings)
    .where(inArray(shopSettings.key, [...SELLER_SETTING_KEYS]));
  return sellerFromSettings(new Map(rows.map((r) => [r.key, r.value])));
}

/** "Koffiestraat 12, 3511 AB Utrecht" (the country is left to the caller, which knows its names). */
export function formatSellerAddress(a: SellerAddress): string {
  const street = [a.street, a.house_number].filter(Boolean).join(' ');
  const place = [a.postcode, a.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}
