/**
 * A customer's own data (issue 5). Every call is for the token's customer only: another customer's
 * id is simply not found (404), so nobody learns what exists. Addresses and the profile change only
 * with the permissions of spec 6; the address rules are shared with the storefront's forms. A guest
 * account changes no machine either, and a machine list is bounded (MAX_MACHINES).
 */
import { MAX_MACHINES } from '../../shared/contract/machines.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Language, Locale } from '../http/language.ts';
import { grossCents, ratePercent } from '../lib/money.ts';
import { type QuoteLine, quoteTotals } from '../offers/totals.ts';
import { type AddressFields, checkAddress } from './address.ts';
import type { AddressInput, AddressRow, CustomerRepository } from './repository.ts';

const forbidden = (message: string) => new HttpError(403, 'forbidden', message);

/** Who changes a machine list: a guest account (made by a guest checkout) may not. */
interface MachineOwner {
  id: number;
  accountExists: boolean;
}

const machineText = {
  guest: 'Your account cannot change machines',
  full: {
    nl: `U kunt ten hoogste ${MAX_MACHINES} machines registreren. Verwijder er een om een andere toe te voegen.`,
    en: `You can register at most ${MAX_MACHINES} machines. Remove one to add another.`,
  } satisfies Record<Locale, string>,
};

function addressOut(row: AddressRow, country: string) {
  return {
    id: row.id,
    type: row.type,
    is_primary: row.isPrimary,
    company: row.company,
    firstname: row.firstname,
    middle_name: row.middleName,
    lastname: row.lastname,
    street: row.street,
    house_number: row.houseNumber,
    house_number_addition: row.houseNumberAddition,
    postcode: row.postcode,
    city: row.city,
    country_id: row.countryId,
    country,
    phone: row.phone,
    vat_number: row.vatNumber,
  };
}

export function offerStatus(
  status: string,
  validUntil: string | null,
  now: Date,
): 'open' | 'accepted' | 'expired' {
  if (status === 'accepted') return 'accepted';
  if (status === 'expired') return 'expired';
  return validUntil && validUntil < now.toISOString().slice(0, 10) ? 'expired' : 'open';
}

export function createCustomerService(repo: CustomerRepository, now: () => Date = () => new Date()) {
  async function addressBook(customerId: number, lang: Language) {
    const rows = await repo.addresses(customerId);
    const out = rows.map((r) => addressOut(r.address, lang.locale === 'en' ? r.countryEn : r.countryNl));
    return {
      invoice: out.filter((a) => a.type === 'invoice'),
      delivery: out.filter((a) => a.type === 'delivery'),
    };
  }

  async function addressById(customerId: number, lang: Language, id: number) {
    const book = await addressBook(customerId, lang);
    return [...book.invoice, ...book.delivery].find((a) => a.id === id)!;
  }

  /** The stored form of an address, or a 400 naming what is wrong. */
  async function addressInput(
    fields: AddressFields,
    type?: 'invoice' | 'delivery',
  ): Promise<Omit<AddressInput, 'type'>> {
    return checkAddress(await repo.countries(), fields, { delivery: type === 'delivery' });
  }

  /** A quote as the list and the detail both show it: the same totals (offers/totals.ts). */
  function quoteSummary(
    offer: { id: number; number: string; createdAt: Date; validUntil: string | null; status: string },
    lines: readonly QuoteLine[],
  ) {
    const total = quoteTotals(lines);
    return {
      id: offer.id,
      number: offer.number,
      created_at: offer.createdAt.toISOString(),
      expires_at: offer.validUntil,
      status: offerStatus(offer.status, offer.validUntil, now()),
      total_net: total.net,
      total_gross: total.gross,
      line_count: lines.length,
    };
  }

  /** The customer's machines with their inspections, the next one due first. */
  async function machines(customerId: number, lang: Language) {
    const rows = await repo.inspections(customerId, lang.id);
    return rows.map(({ inspection: i, productName, productSlug }) => ({
      id: i.id,
      brand: i.brand,
      model: i.model,
      serial_number: i.serialNumber,
      purchase_date: i.purchaseDate,
      inspection_date: i.inspectionDate,
      result: i.result,
      next_due: i.nextDue,
      product: productName && productSlug ? { name: productName, uri: productSlug } : null,
    }));
  }

  return {
    addressBook,

    async createAddress(
      customerId: number,
      permissions: string[],
      lang: Language,
      type: 'invoice' | 'delivery',
      fields: AddressFields,
    ) {
      if (!permissions.includes('address.create')) throw forbidden('Your account cannot add addresses');
      const id = await repo.createAddress(customerId, { ...(await addressInput(fields, type)), type });
      return addressById(customerId, lang, id);
    },

    async updateAddress(
      customerId: number,
      permissions: string[],
      lang: Language,
      id: number,
      fields: AddressFields,
    ) {
      if (!permissions.includes('address.edit')) throw forbidden('Your account cannot change addresses');
      if (!(await repo.updateAddress(customerId, id, await addressInput(fields))))
        throw notFound('No such address');
      return addressById(customerId, lang, id);
    },

    async makePrimary(
      customerId: number,
      permissions: string[],
      lang: Language,
      id: number,
      type: 'invoice' | 'delivery',
    ) {
      if (!permissions.includes('address.edit')) throw forbidden('Your account cannot change addresses');
      const actual = await repo.addressType(customerId, id);
      if (!actual) throw notFound('No such address');
      if (actual !== type)
        throw new HttpError(400, 'validation_failed', `type must be ${actual} for this address`);
      await repo.makePrimary(customerId, id, type);
      return addressBook(customerId, lang);
    },

    async updateProfile(
      customerId: number,
      permissions: string[],
      profile: {
        firstname: string;
        middle_name?: string;
        lastname: string;
        phone?: string;
        company?: string;
      },
    ) {
      if (!permissions.includes('account.edit')) throw forbidden('Your account cannot change these details');
      await repo.updateProfile(customerId, {
        firstname: profile.firstname,
        middleName: profile.middle_name ?? '',
        lastname: profile.lastname,
        phone: profile.phone ?? '',
        company: profile.company ?? '',
      });
    },

    async orders(customerId: number, statuses: number[]) {
      const rows = await repo.orders(customerId, statuses);
      return rows.map(({ order, lineCount }) => ({
        id: order.id,
        number: order.number,
        status_id: order.statusId,
        created_at: order.createdAt.toISOString(),
        total_net: order.totalNet,
        total_gross: order.totalGross,
        line_count: lineCount,
      }));
    },

    async order(customerId: number, id: number, lang: Language) {
      const found = await repo.order(customerId, id, lang.id);
      if (!found) throw notFound('No such order');
      const { order, offer, lines } = found;
      // The addresses keep the country's name in the language the order was placed in; shown in
      // the language asked for (issue 41: "Nederland" on an English page).
      const names = new Map((await repo.countryNames()).map((c) => [c.id, c[lang.locale]]));
      const inLanguage = (address: unknown) => {
        if (!address || typeof address !== 'object') return address;
        const name = names.get((address as { country_id?: unknown }).country_id as number);
        return name ? { ...address, country: name } : address;
      };
      return {
        id: order.id,
        number: order.number,
        status_id: order.statusId,
        created_at: order.createdAt.toISOString(),
        total_net: order.totalNet,
        total_gross: order.totalGross,
        line_count: lines.length,
        lines: lines.map(({ line, uri }) => ({
          id: line.id,
          sku: line.sku,
          name: line.name,
          option_name: line.optionName,
          amount: line.amount,
          price_net: line.priceNet,
          price_gross: line.priceGross,
          vat_rate: ratePercent(line.vatRate),
          po_id: line.productOptionId,
          uri,
        })),
        invoice_address: inLanguage(order.invoiceAddress),
        delivery_address: inLanguage(order.deliveryAddress),
        shipping_net: order.shippingNet,
        shipping_gross: order.shippingGross,
        discount_net: order.discountNet,
        discount_gross: order.discountGross,
        /** VAT per rate as charged (percent; base and vat in cents), highest rate first */
        vat_lines: order.vatLines.map((v) => ({ rate: ratePercent(v.rate), base: v.base, vat: v.vat })),
        reverse_charge: order.reverseCharge,
        vat_number: order.vatNumber,
        /** VIES's confirmation of that number (decision 072): its consultation number and when */
        vies_consultation_number: order.viesConsultationNumber,
        vies_checked_at: order.viesCheckedAt?.toISOString() ?? null,
        discount_code: order.discountCode,
        payment_method: order.paymentMethod,
        remarks: order.remarks,
        /** The quote the order was placed from (decision 021), for the dashboard's order page. */
        offer: offer ? { id: offer.id, number: offer.number } : null,
      };
    },

    /** An own order's lines as reorder takes them (cart/merge.ts `reorder`); 404 for any other order. */
    async reorderLines(customerId: number, id: number) {
      const found = await repo.order(customerId, id, 1);
      if (!found) throw notFound('No such order');
      return found.lines.map(({ line }) => ({
        poId: line.productOptionId,
        name: line.name,
        sku: line.sku,
        amount: line.amount,
      }));
    },

    favoriteIds: (customerId: number) => repo.favoriteIds(customerId),

    async addFavorite(customerId: number, productId: number) {
      if (!(await repo.productIsActive(productId))) throw notFound('No such product');
      await repo.addFavorite(customerId, productId);
      return { product_id: productId, favorite: true };
    },

    async removeFavorite(customerId: number, productId: number) {
      await repo.removeFavorite(customerId, productId);
      return { product_id: productId, favorite: false };
    },

    inspections: machines,

    /**
     * The machine as the list shows it (`inspections`), after registering it: 403 for a guest
     * account (as for addresses), 409 `machines_full` once the list holds MAX_MACHINES.
     */
    async addMachine(
      customer: MachineOwner,
      lang: Language,
      machine: { brand: string; model: string; serial_number?: string; purchase_date: string },
    ) {
      if (!customer.accountExists) throw forbidden(machineText.guest);
      const id = await repo.addMachine(
        customer.id,
        {
          brand: machine.brand.trim(),
          model: machine.model.trim(),
          serialNumber: (machine.serial_number ?? '').trim(),
          purchaseDate: machine.purchase_date,
        },
        MAX_MACHINES,
      );
      if (id === undefined) throw new HttpError(409, 'machines_full', machineText.full[lang.locale]);
      return (await machines(customer.id, lang)).find((m) => m.id === id)!;
    },

    async removeMachine(customer: MachineOwner, id: number) {
      if (!customer.accountExists) throw forbidden(machineText.guest);
      if (!(await repo.removeMachine(customer.id, id))) throw notFound('No such machine');
      return { id };
    },

    async offers(customerId: number) {
      const rows = await repo.offers(customerId);
      return rows.map(({ offer, lines }) => quoteSummary(offer, lines));
    },

    async offer(customerId: number, id: number, lang: Language) {
      const found = await repo.offer(customerId, id, lang.id);
      if (!found) throw notFound('No such quote');
      const { offer, lines } = found;
      return {
        ...quoteSummary(
          offer,
          lines.map(({ line, rate }) => ({ ...line, rate })),
        ),
        lines: lines.map(({ line, uri, rate }) => ({
          name: line.name,
          option_name: '',
          amount: line.amount,
          price_net: line.priceNet,
          price_gross: grossCents(line.priceNet, rate),
          po_id: line.productOptionId,
          uri,
        })),
      };
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
