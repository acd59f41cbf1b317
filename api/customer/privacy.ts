/**
 * The customer's own data (issue 40, decision 091; GDPR art. 15, 17 and 20), from the dashboard:
 * - GET /customer/data-export: everything the shop keeps about the account, as one JSON file.
 * - POST /customer/erase { password }: the account erased. Its sessions end; addresses, cart,
 *   favourites, machines, quotes, stock alerts, chat, reviews from its orders and its mails are deleted; the
 *   customer row stays (its orders and invoices hang on it) with its personal data wiped and
 *   `erased_at` set. Orders and invoices are kept 7 years (art. 52 AWR): an order keeps what an
 *   invoice needs (the invoice address's name, company, address and VAT number; the delivery's
 *   postcode, city and country, the place of supply) and loses e-mail, phone, remarks and its
 *   secret link; invoices (their own copy of the buyer) are not touched.
 * Refused with a message: not logged in (401), a guest record or a trade account (403), the wrong
 * password (403), an order still under way (409). Nothing half-done: one transaction.
 */
import { verify } from '@node-rs/argon2';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Request, Router } from 'express';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import type { Db } from '../db/client.ts';
import {
  addresses,
  authTokens,
  carts,
  chatConversations,
  chatMessages,
  countries,
  customers,
  favorites,
  inspections,
  invoices,
  offers,
  orderLines,
  orders,
  outbox,
  productTranslations,
  reviews,
  stockAlerts,
} from '../db/schema.ts';
import { badRequest, HttpError, unauthorized } from '../errors.ts';

/** Orders in these statuses are still under way (1 received … 5 shipped): their delivery needs the address. */
export const ORDER_UNDER_WAY = [1, 2, 3, 4, 5];

/** Keys of an order's address that are personal data the invoice does not need. */
const INVOICE_DROP = ['email', 'phone'];
const DELIVERY_DROP = [
  'company',
  'firstname',
  'middle_name',
  'lastname',
  'street',
  'house_number',
  'house_number_addition',
  'phone',
  'email',
];

const forbidden = (message: string, code: string) => new HttpError(403, code, message);
const conflict = (message: string, code: string) => new HttpError(409, code, message);

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Everything the shop keeps about a customer, as the export gives it. */
export async function customerData(db: Db, customerId: number) {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!c) throw unauthorized('Log in to see this');
  const [addressRows, orderRows, favoriteRows, alertRows, machineRows, offerRows, invoiceRows, chats] =
    await Promise.all([
      db
        .select({ a: addresses, country: countries.iso })
        .from(addresses)
        .leftJoin(countries, eq(countries.id, addresses.countryId))
        .where(eq(addresses.customerId, customerId))
        .orderBy(asc(addresses.id)),
      db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.id)),
      db
        .select({
          productId: favorites.productId,
          createdAt: favorites.createdAt,
          name: productTranslations.name,
        })
        .from(favorites)
        .leftJoin(
          productTranslations,
          and(
            eq(productTranslations.productId, favorites.productId),
            eq(productTranslations.languageId, c.languageId),
          ),
        )
        .where(eq(favorites.customerId, customerId)),
      db
        .select()
        .from(stockAlerts)
        .where(or(eq(stockAlerts.customerId, customerId), eq(stockAlerts.email, c.email))),
      db
        .select()
        .from(inspections)
        .where(eq(inspections.customerId, customerId))
        .orderBy(asc(inspections.id)),
      db.select().from(offers).where(eq(offers.customerId, customerId)).orderBy(asc(offers.id)),
      db
        .select({
          number: invoices.number,
          kind: invoices.kind,
          issuedAt: invoices.issuedAt,
          orderId: invoices.orderId,
          totalGross: invoices.totalGross,
        })
        .from(invoices)
        .where(eq(invoices.customerId, customerId))
        .orderBy(asc(invoices.id)),
      db
        .select({ author: chatMessages.author, body: chatMessages.body, createdAt: chatMessages.createdAt })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(eq(chatConversations.customerId, customerId))
        .orderBy(asc(chatMessages.id)),
    ]);
  const orderIds = orderRows.map((o) => o.id);
  // Reviews written from the customer's orders (decision 095); others are not linked to anyone.
  const reviewRows = orderIds.length
    ? await db.select().from(reviews).where(inArray(reviews.orderId, orderIds)).orderBy(asc(reviews.id))
    : [];
  const lines = orderRows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  return {
    exported_at: new Date().toISOString(),
    account: {
      email: c.email,
      firstname: c.firstname,
      middle_name: c.middleName,
      lastname: c.lastname,
      phone: c.phone,
      company: c.company,
      language: c.languageId === 4 ? 'en' : 'nl',
      dealer: c.isDealer,
      trade_account: c.isUnit4,
      created_at: iso(c.createdAt),
    },
    addresses: addressRows.map(({ a, country }) => ({
      type: a.type,
      primary: a.isPrimary,
      company: a.company,
      firstname: a.firstname,
      middle_name: a.middleName,
      lastname: a.lastname,
      street: a.street,
      house_number: a.houseNumber,
      house_number_addition: a.houseNumberAddition,
      postcode: a.postcode,
      city: a.city,
      country,
      phone: a.phone,
      vat_number: a.vatNumber,
    })),
    orders: orderRows.map((o) => ({
      number: o.number,
      status_id: o.statusId,
      created_at: iso(o.createdAt),
      paid_at: iso(o.paidAt),
      payment_method: o.paymentMethod,
      invoice_address: o.invoiceAddress,
      delivery_address: o.deliveryAddress,
      pickup_point: o.pickupPoint,
      remarks: o.remarks,
      vat_number: o.vatNumber,
      discount_code: o.discountCode,
      total_gross_cents: o.totalGross,
      total_net_cents: o.totalNet,
      shipping_gross_cents: o.shippingGross,
      // The checkout's terms checkbox: an order is placed only with the terms accepted.
      terms_accepted_at: iso(o.createdAt),
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          sku: l.sku,
          name: l.name,
          option: l.optionName,
          amount: l.amount,
          price_gross_cents: l.priceGross,
          vat_rate_percent: l.vatRate / 100,
        })),
    })),
    invoices: invoiceRows.map((i) => ({
      number: i.number,
      kind: i.kind,
      issued_at: iso(i.issuedAt),
      order: orderRows.find((o) => o.id === i.orderId)?.number ?? null,
      total_gross_cents: i.totalGross,
    })),
    reviews: reviewRows.map((r) => ({
      product_id: r.productId,
      order: orderRows.find((o) => o.id === r.orderId)?.number ?? null,
      author: r.author,
      rating: r.rating,
      title: r.title,
      body: r.body,
      created_at: iso(r.createdAt),
    })),
    favorites: favoriteRows.map((f) => ({
      product_id: f.productId,
      name: f.name,
      created_at: iso(f.createdAt),
    })),
    stock_alerts: alertRows.map((a) => ({
      product_id: a.productId,
      option_id: a.productOptionId,
      created_at: iso(a.createdAt),
      notified_at: iso(a.notifiedAt),
    })),
    machines: machineRows.map((m) => ({
      brand: m.brand,
      model: m.model,
      serial_number: m.serialNumber,
      purchase_date: m.purchaseDate,
      inspection_date: m.inspectionDate,
      result: m.result,
      next_due: m.nextDue,
    })),
    quotes: offerRows.map((q) => ({
      number: q.number,
      status: q.status,
      remarks: q.remarks,
      valid_until: q.validUntil,
      created_at: iso(q.createdAt),
    })),
    chat: chats.map((m) => ({ author: m.author, body: m.body, created_at: iso(m.createdAt) })),
    // The cookie choice is kept in the browser only (localStorage), never by the shop.
    consents: {
      terms_accepted_with_orders: orderRows.map((o) => ({ order: o.number, at: iso(o.createdAt) })),
      cookies: 'stored in your browser only',
    },
  };
}

/** Erases the account (see the module comment); throws the 4xx the dashboard shows. */
export async function eraseCustomer(
  db: Db,
  customerId: number,
  password: unknown,
): Promise<{ erased: true }> {
  if (typeof password !== 'string' || password === '') throw badRequest('Enter your password to confirm');
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!c || c.erasedAt) throw unauthorized('Log in to see this');
  if (!c.accountExists || !c.passwordHash)
    throw forbidden('Only an account with a password can be deleted here', 'not_an_account');
  if (c.isDealer || c.isUnit4)
    throw forbidden('A trade account is closed by the shop: please contact us', 'trade_account');
  if (!(await verify(c.passwordHash, password).catch(() => false)))
    throw forbidden('The password is not right', 'wrong_password');
  const underWay = await db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.statusId, ORDER_UNDER_WAY)));
  if (underWay.length)
    throw conflict(
      `Order ${underWay.map((o) => o.number).join(', ')} is still under way: delete your account once it has been delivered`,
      'order_under_way',
    );
  const email = c.email;
  await db.transaction(async (tx) => {
    await tx.delete(authTokens).where(eq(authTokens.customerId, customerId));
    await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    await tx.delete(carts).where(eq(carts.customerId, customerId));
    await tx.delete(favorites).where(eq(favorites.customerId, customerId));
    await tx.delete(inspections).where(eq(inspections.customerId, customerId));
    await tx.delete(offers).where(eq(offers.customerId, customerId));
    await tx
      .delete(stockAlerts)
      .where(or(eq(stockAlerts.customerId, customerId), eq(stockAlerts.email, email)));
    await tx.delete(chatConversations).where(eq(chatConversations.customerId, customerId));
    // Mails to the customer, and the contact form's mails to the shop that reply to them.
    await tx.delete(outbox).where(or(eq(outbox.to, email), eq(outbox.replyTo, email)));
    // Reviews written from its orders carry the writer's name and words: they go too.
    await tx
      .delete(reviews)
      .where(
        inArray(
          reviews.orderId,
          tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)),
        ),
      );
    await tx
      .update(orders)
      .set({
        invoiceAddress: sql`${orders.invoiceAddress} - ${sql.raw(`'{${INVOICE_DROP.join(',')}}'::text[]`)}`,
        deliveryAddress: sql`${orders.deliveryAddress} - ${sql.raw(`'{${DELIVERY_DROP.join(',')}}'::text[]`)}`,
        remarks: '',
        accessToken: null,
        requestHash: null,
      })
      .where(eq(orders.customerId, customerId));
    await tx
      .update(customers)
      .set({
        email: `erased-${customerId}@erased.invalid`,
        passwordHash: null,
        firstname: '',
        middleName: '',
        lastname: '',
        phone: '',
        company: '',
        accountExists: false,
        erasedAt: new Date(),
      })
      .where(eq(customers.id, customerId));
  });
  return { erased: true };
}

export function customerDataRoutes(db: Db, auth: AuthService): Router {
  const router = Router();
  const who = async (req: Request) => {
    const customer = await auth.customerFromToken(bearerToken(req));
    if (!customer) throw unauthorized('Log in to see this');
    return customer;
  };
  router.get('/customer/data-export', async (req, res) => {
    const c = await who(req);
    if (!c.accountExists) throw forbidden('Only an account has data to download here', 'not_an_account');
    const data = await customerData(db, c.id);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    res.end(JSON.stringify(data, null, 2));
  });
  router.post('/customer/erase', async (req, res) => {
    const c = await who(req);
    const password = (req.body as { password?: unknown } | undefined)?.password;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: await eraseCustomer(db, c.id, password) });
  });
  return router;
}
