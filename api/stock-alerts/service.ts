/**
 * Back-in-stock alerts (POST /stockAlerts) and `restock`, the stock change that sends them. There
 * is no mail path yet (it comes with the accounts issue): notices are written to the `outbox` table.
 */
import { HttpError, notFound } from '../errors.ts';
import type { Language } from '../http/language.ts';
import type { StockAlertRepository } from './repository.ts';

const inStock = () => new HttpError(409, 'in_stock', 'This product is in stock; it can be ordered now');

/** The notice in the alert's language; links are paths on the storefront. */
export function backInStockMail(alert: { languageId: number; name: string; slug: string }) {
  if (alert.languageId === 4) {
    return {
      subject: `Back in stock: ${alert.name}`,
      text: `Good news: ${alert.name} is back in stock.\n\nOrder it here: /en/${alert.slug}\n\nYou receive this e-mail because you asked to be told when this product is back in stock.`,
    };
  }
  return {
    subject: `Weer op voorraad: ${alert.name}`,
    text: `Goed nieuws: ${alert.name} is weer op voorraad.\n\nBestel het hier: /${alert.slug}\n\nU ontvangt deze e-mail omdat u heeft gevraagd een bericht te krijgen als dit product weer op voorraad is.`,
  };
}

export function createStockAlertService(repo: StockAlertRepository) {
  return {
    /** 201 (new) or 200 (the same product, option and e-mail again) with the alert's id. */
    async create(
      lang: Language,
      input: { productId: number; poId: number | null; email: string },
      customerId: number | null,
    ) {
      const product = await repo.product(input.productId);
      if (!product) throw notFound('Product not found');
      let stock = product.stock;
      if (input.poId !== null) {
        const option = await repo.option(input.poId);
        if (!option || option.productId !== product.id)
          throw new HttpError(404, 'option_not_found', 'This product has no such option');
        stock = option.stock;
      }
      if (stock > 0) throw inStock();
      return repo.upsert(
        { productId: product.id, optionId: input.poId, email: input.email.toLowerCase() },
        lang.id,
        customerId,
      );
    },

    /**
     * Stock arrives (or is corrected: a negative qty): `poId` an option, or `productId` for the
     * product's default option. Answers the new stock levels and how many alerts were sent, or
     * undefined for an unknown option or product.
     */
    async restock(target: { poId: number } | { productId: number }, qty: number) {
      if (!Number.isInteger(qty)) throw new TypeError('qty must be a whole number');
      const optionId = 'poId' in target ? target.poId : (await repo.defaultOption(target.productId))?.id;
      if (optionId === undefined) return undefined;
      return repo.restock(optionId, qty, backInStockMail);
    },
  };
}
export type StockAlertService = ReturnType<typeof createStockAlertService>;
