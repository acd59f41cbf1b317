/** Back-in-stock alerts, stock changes and the outbox their e-mails go to. */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  customers,
  outbox,
  productOptions,
  products,
  productTranslations,
  stockAlerts,
} from '../db/schema.ts';
import type { Mail } from '../mail/mailer.ts';
import { withSellerFooter } from '../mail/seller-footer.ts';
import { sellerIdentity } from '../shop/seller.ts';

interface AlertKey {
  productId: number;
  optionId: number | null;
  email: string;
}

export function createStockAlertRepository(db: Db) {
  return {
    async product(id: number) {
      const [row] = await db
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(and(eq(products.id, id), eq(products.active, true)));
      return row;
    },
    async option(id: number) {
      const [row] = await db
        .select({ id: productOptions.id, productId: productOptions.productId, stock: productOptions.stock })
        .from(productOptions)
        .where(eq(productOptions.id, id));
      return row;
    },
    /** The product's default option (what a product without attributes sells). */
    async defaultOption(productId: number) {
      const [row] = await db
        .select({ id: productOptions.id, productId: productOptions.productId, stock: productOptions.stock })
        .from(productOptions)
        .where(eq(productOptions.productId, productId))
        .orderBy(sql`${productOptions.isDefault} desc`, asc(productOptions.sort), asc(productOptions.id))
        .limit(1);
      return row;
    },

    /** Stores the alert once; answers its id and whether it was new. A notified alert is armed again. */
    async upsert(key: AlertKey, languageId: number, customerId: number | null) {
      const [created] = await db
        .insert(stockAlerts)
        .values({
          productId: key.productId,
          productOptionId: key.optionId,
          email: key.email,
          languageId,
          customerId,
        })
        .onConflictDoNothing()
        .returning({ id: stockAlerts.id });
      if (created) return { id: created.id, created: true };
      const [existing] = await db
        .update(stockAlerts)
        .set({ notifiedAt: null, languageId })
        .where(
          and(
            eq(stockAlerts.productId, key.productId),
            key.optionId === null
              ? isNull(stockAlerts.productOptionId)
              : eq(stockAlerts.productOptionId, key.optionId),
            eq(stockAlerts.email, key.email),
          ),
        )
        .returning({ id: stockAlerts.id });
      return { id: existing!.id, created: false };
    },

    /**
     * Adds `qty` to an option's stock and brings the product's stock (the sum of its options) along,
     * in one transaction. Alerts whose stock went from 0 to more (the option's, or the product's
     * for alerts without an option) get an e-mail in the outbox and are marked notified.
     */
    async restock(
      optionId: number,
      qty: number,
      mail: (alert: {
        email: string;
        languageId: number;
        name: string;
        slug: string;
        firstname: string | null;
        middleName: string | null;
        lastname: string | null;
      }) => Mail,
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            productId: productOptions.productId,
            optionStock: productOptions.stock,
            productStock: products.stock,
          })
          .from(productOptions)
          .innerJoin(products, eq(products.id, productOptions.productId))
          .where(eq(productOptions.id, optionId))
          .for('update');
        if (!before) return undefined;
        const [option] = await tx
          .update(productOptions)
          .set({ stock: sql`greatest(${productOptions.stock} + ${qty}, 0)` })
          .where(eq(productOptions.id, optionId))
          .returning({ stock: productOptions.stock });
        const [product] = await tx
          .update(products)
          .set({
            stock: sql`(select coalesce(sum(${productOptions.stock}), 0) from ${productOptions} where ${productOptions.productId} = ${before.productId})`,
          })
          .where(eq(products.id, before.productId))
          .returning({ stock: products.stock });
        const optionBack = before.optionStock === 0 && option!.stock > 0;
        const productBack = before.productStock === 0 && product!.stock > 0;
        const which = [
          ...(optionBack ? [eq(stockAlerts.productOptionId, optionId)] : []),
          ...(productBack ? [isNull(stockAlerts.productOptionId)] : []),
        ];
        let notified = 0;
        if (which.length) {
          const due = await tx
            .select({
              id: stockAlerts.id,
              email: stockAlerts.email,
              languageId: stockAlerts.languageId,
              name: productTranslations.name,
              slug: productTranslations.slug,
              // the account's name, for the greeting (a guest's alert has none)
              firstname: customers.firstname,
              middleName: customers.middleName,
              lastname: customers.lastname,
            })
            .from(stockAlerts)
            .leftJoin(customers, eq(customers.id, stockAlerts.customerId))
            .innerJoin(
              productTranslations,
              and(
                eq(productTranslations.productId, stockAlerts.productId),
                eq(productTranslations.languageId, stockAlerts.languageId),
              ),
            )
            .where(
              and(
                eq(stockAlerts.productId, before.productId),
                isNull(stockAlerts.notifiedAt),
                which.length === 1 ? which[0] : or(...which),
              ),
            )
            .for('update', { of: stockAlerts });
          // Every mail names who sells (issue 40, decision 091), as the mail path adds it to the rest.
          const seller = due.length ? await sellerIdentity(tx).catch(() => null) : null;
          for (const alert of due) {
            const { subject, text, html } = withSellerFooter(mail(alert), seller);
            await tx.insert(outbox).values({ to: alert.email, subject, text, html: html || null });
            await tx.update(stockAlerts).set({ notifiedAt: new Date() }).where(eq(stockAlerts.id, alert.id));
          }
          notified = due.length;
        }
        return {
          productId: before.productId,
          optionStock: option!.stock,
          productStock: product!.stock,
          notified,
        };
      });
    },
  };
}
export type StockAlertRepository = ReturnType<typeof createStockAlertRepository>;
