/**
 * A product's safety information (GPSR art. 19; decision 096): its brand's manufacturer (and, for
 * one outside the EU, the responsible person in the EU) and the warnings of its type, which its
 * nearest category with a type gives. Nothing is stored per product, so grown copies have it too.
 */
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import type { Language } from '../http/language.ts';

interface ManufacturerRow {
  name: string;
  trade_mark: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  email: string;
  established_in_eu: boolean;
  rep_name: string | null;
  rep_street: string | null;
  rep_postal_code: string | null;
  rep_city: string | null;
  rep_country: string | null;
  rep_email: string | null;
}

interface TypeRow {
  identifier: 'serial' | 'batch';
  title: string;
  warnings: string[];
}

export interface SafetyParty {
  name: string;
  /** postal address lines: street, postal code and city, country (in the visitor's language) */
  address: string[];
  email: string;
}

export interface ProductSafety {
  manufacturer: (SafetyParty & { trade_mark: string }) | null;
  /** the responsible person in the EU, for a manufacturer established outside it */
  eu_responsible_person: SafetyParty | null;
  product_type: string | null;
  /** what identifies one unit: a serial number on the rating plate or a batch number on the pack */
  identifier: 'serial' | 'batch' | null;
  warnings: string[];
}

const regionNames = {
  nl: new Intl.DisplayNames(['nl'], { type: 'region' }),
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
};

function addressLines(lang: Language, street: string, postalCode: string, city: string, country: string) {
  return [
    street,
    [postalCode, city].filter(Boolean).join(' '),
    regionNames[lang.locale].of(country) ?? country,
  ];
}

export function createSafetyRepository(db: Db) {
  return {
    async safety(productId: number, lang: Language): Promise<ProductSafety> {
      const [manufacturers, types] = await Promise.all([
        db.execute(sql`
          SELECT m.* FROM products p JOIN brand_manufacturers m ON m.brand_id = p.brand_id
          WHERE p.id = ${productId}`),
        db.execute(sql`
          WITH RECURSIVE up (id, parent_id, d) AS (
            SELECT c.id, c.parent_id, 0 FROM products p JOIN categories c ON c.id = p.primary_category_id
            WHERE p.id = ${productId}
            UNION ALL
            SELECT c.id, c.parent_id, up.d + 1 FROM categories c JOIN up ON c.id = up.parent_id
          )
          SELECT t.identifier, tt.title, tt.warnings
          FROM up
          JOIN category_safety_types ct ON ct.category_id = up.id
          JOIN safety_types t ON t.id = ct.safety_type_id
          JOIN safety_type_translations tt ON tt.safety_type_id = t.id AND tt.language_id = ${lang.id}
          ORDER BY up.d
          LIMIT 1`),
      ]);
      const m = rowsOf<ManufacturerRow>(manufacturers)[0];
      const type = rowsOf<TypeRow>(types)[0];
      const rep =
        m && !m.established_in_eu && m.rep_name && m.rep_street && m.rep_city && m.rep_country && m.rep_email
          ? {
              name: m.rep_name,
              address: addressLines(lang, m.rep_street, m.rep_postal_code ?? '', m.rep_city, m.rep_country),
              email: m.rep_email,
            }
          : null;
      return {
        manufacturer: m
          ? {
              name: m.name,
              trade_mark: m.trade_mark,
              address: addressLines(lang, m.street, m.postal_code, m.city, m.country),
              email: m.email,
            }
          : null,
        eu_responsible_person: rep,
        product_type: type?.title ?? null,
        identifier: type?.identifier ?? null,
        warnings: type?.warnings ?? [],
      };
    },
  };
}
