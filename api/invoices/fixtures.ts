/**
 * Orders for the invoice tests, with figures worked out by hand the way the checkout charges them
 * (api/cart/totals.ts: the discount split over the rates by net, shipping by gross after discount).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, customers, orderLines, orders } from '../db/schema.ts';

export interface FixtureLine {
  sku: string;
  name: string;
  optionName?: string;
  amount: number;
  priceNet: number;
  priceGross: number;
  vatRate: number;
}

export interface FixtureOrder {
  country: string;
  lines: FixtureLine[];
  totalNet: number;
  totalGross: number;
  shippingNet: number;
  shippingGross: number;
  discountNet?: number;
  discountGross?: number;
  discountCode?: string | null;
  vatLines: { rate: number; base: number; vat: number }[];
  reverseCharge?: boolean;
  vatNumber?: string | null;
  company?: string;
  viesConsultationNumber?: string | null;
  languageId?: 1 | 4;
  /** 2: awaiting payment; 3: paid */
  statusId?: 2 | 3;
}

/**
 * A domestic consumer's order: a machine at 21 % and two bags at 9 %, 10 % off (€ 52 net: € 50 and
 * € 2 over the rates by net), € 6,95 shipping (split € 6,71 / € 0,24 by gross after discount).
 */
export const domestic: FixtureOrder = {
  country: 'NL',
  lines: [
    {
      sku: 'ESP-1',
      name: 'Espressomachine Duo',
      amount: 1,
      priceNet: 50_000,
      priceGross: 60_500,
      vatRate: 2100,
    },
    {
      sku: 'BON-1',
      name: 'Koffiebonen Huismelange',
      optionName: '1 kg',
      amount: 2,
      priceNet: 1_000,
      priceGross: 1_090,
      vatRate: 900,
    },
  ],
  discountNet: 5_200,
  discountGross: 6_268,
  discountCode: 'KORTING10',
  shippingNet: 577,
  shippingGross: 695,
  vatLines: [
    { rate: 2100, base: 45_555, vat: 9_566 },
    { rate: 900, base: 1_822, vat: 164 },
  ],
  totalNet: 47_377,
  totalGross: 57_107,
};

/** A dealer's order: net prices, one rate, shipping € 6,95 (€ 5,74 net). */
export const dealer: FixtureOrder = {
  country: 'NL',
  company: 'Café De Zwaan',
  vatNumber: 'NL123456782B01',
  lines: [
    { sku: 'MOL-2', name: 'Koffiemolen Pro', amount: 3, priceNet: 24_999, priceGross: 30_249, vatRate: 2100 },
  ],
  shippingNet: 574,
  shippingGross: 695,
  // 3 × 24 999 + 574 = 75 571 net; gross 3 × 30 249 + 695 = 91 442; VAT 15 871
  vatLines: [{ rate: 2100, base: 75_571, vat: 15_871 }],
  totalNet: 75_571,
  totalGross: 91_442,
};

/** A Belgian business with a confirmed VAT number: 0 %, reverse charged; shipping € 9,95 without BE's 21 %. */
export const reverseCharged: FixtureOrder = {
  country: 'BE',
  company: 'Brasserie Anvers BV',
  vatNumber: 'BE0403170701',
  viesConsultationNumber: 'WAPIAAAAZ0000042',
  reverseCharge: true,
  lines: [
    {
      sku: 'ESP-1',
      name: 'Espressomachine Duo',
      amount: 1,
      priceNet: 50_000,
      priceGross: 50_000,
      vatRate: 0,
    },
  ],
  shippingNet: 822,
  shippingGross: 822,
  vatLines: [{ rate: 0, base: 50_822, vat: 0 }],
  totalNet: 50_822,
  totalGross: 50_822,
};

/** An order to the United Kingdom: an export, no VAT; shipping € 24,95. */
export const exported: FixtureOrder = {
  country: 'GB',
  lines: [
    {
      sku: 'BON-1',
      name: 'Koffiebonen Huismelange',
      optionName: '1 kg',
      amount: 4,
      priceNet: 1_000,
      priceGross: 1_000,
      vatRate: 0,
    },
  ],
  shippingNet: 2_495,
  shippingGross: 2_495,
  vatLines: [{ rate: 0, base: 6_495, vat: 0 }],
  totalNet: 6_495,
  totalGross: 6_495,
  languageId: 4,
};

let serial = 0;

/** Writes the order (paid unless `statusId` 2) for the first seeded customer; answers its id. */
export async function insertOrder(db: Db, o: FixtureOrder): Promise<number> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .orderBy(asc(customers.id))
    .limit(1);
  const [country] = await db.select().from(countries).where(eq(countries.iso, o.country));
  const address = {
    company: o.company ?? '',
    firstname: 'Eva',
    middle_name: 'van',
    lastname: 'Dijk',
    street: 'Oudegracht',
    house_number: '12',
    house_number_addition: 'A',
    postcode: '3511 AB',
    city: 'Utrecht',
    country_id: country!.id,
    country: country!.nameNl,
    email: 'eva@example.com',
    phone: '',
    vat_number: o.vatNumber ?? '',
  };
  serial += 1;
  const paid = (o.statusId ?? 3) === 3;
  const [row] = await db
    .insert(orders)
    .values({
      customerId: customer!.id,
      number: `KK-T-${process.pid}-${Date.now()}-${serial}`,
      statusId: o.statusId ?? 3,
      totalNet: o.totalNet,
      totalGross: o.totalGross,
      shippingNet: o.shippingNet,
      shippingGross: o.shippingGross,
      discountNet: o.discountNet ?? 0,
      discountGross: o.discountGross ?? 0,
      discountCode: o.discountCode ?? null,
      invoiceAddress: address,
      deliveryAddress: address,
      vatLines: o.vatLines,
      reverseCharge: o.reverseCharge ?? false,
      vatNumber: o.vatNumber ?? null,
      viesConsultationNumber: o.viesConsultationNumber ?? null,
      viesCheckedAt: o.viesConsultationNumber ? new Date('2026-12-04T10:00:00Z') : null,
      languageId: o.languageId ?? 1,
      paidAt: paid ? new Date() : null,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(
    o.lines.map((l) => ({
      orderId: row!.id,
      sku: l.sku,
      name: l.name,
      optionName: l.optionName ?? '',
      amount: l.amount,
      priceNet: l.priceNet,
      priceGross: l.priceGross,
      vatRate: l.vatRate,
    })),
  );
  return row!.id;
}

/** The order's lines' ids, in order. */
export async function lineIds(db: Db, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map((r) => r.id);
}
