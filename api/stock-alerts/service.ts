/**
 * Back-in-stock alerts (POST /stockAlerts) and `restock`, the stock change that sends them. There
 * notices are written to the `outbox` table in the restock's transaction (the mailer sends them).
 */
import { HttpError, notFound } from '../errors.ts';
import type { Language } from '../http/language.ts';
import { customerName, renderMail } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';
import type { StockAlertRepository } from './repository.ts';

const inStock = () => new HttpError(409, 'in_stock', 'This product is in stock; it can be ordered now');

/** An alert that is due, as the repository reads it (with the name of its account, if any). */
interface DueAlert {
  email: string;
  languageId: number;
  name: string;
  slug: string;
  firstname?: string | null;
  middleName?: string | null;
  lastname?: string | null;
}

/**
 * The notice in the alert's language, in HTML and text (mail/layout.ts), greeting the account's
 * holder by name (a guest's alert has none); the link is the product's page on the storefront
 * (a path when the storefront's URL is not known).
 */
export function backInStockMail(alert: DueAlert, storefrontUrl = ''): Mail {
  const en = alert.languageId === 4;
  const url = `${storefrontUrl.replace(/\/+$/, '')}${en ? '/en' : ''}/${alert.slug}`;
  return renderMail({
    to: alert.email,
    locale: en ? 'en' : 'nl',
    name: customerName(alert.firstname, alert.middleName, alert.lastname),
    subject: en ? `Back in stock: ${alert.name}` : `Weer op voorraad: ${alert.name}`,
    blocks: en
      ? [
          { p: `Good news: ${alert.name} is back in stock.` },
          { button: { label: 'Order it here', url } },
          {
            note: 'You receive this e-mail because you asked to be told when this product is back in stock.',
          },
        ]
      : [
          { p: `Goed nieuws: ${alert.name} is weer op voorraad.` },
          { button: { label: 'Bestel het hier', url } },
          {
            note: 'U ontvangt deze e-mail omdat u heeft gevraagd een bericht te krijgen als dit product weer op voorraad is.',
          },
        ],
  });
}

interface StockAlertOptions {
  /** the storefront's public URL: the notices link to the product's page there */
  storefrontUrl?: string;
}

export function createStockAlertService(repo: StockAlertRepository, options: StockAlertOptions = {}) {
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
      return repo.restock(optionId, qty, (alert) => backInStockMail(alert, options.storefrontUrl));
    },
  };
}
export type StockAlertService = ReturnType<typeof createStockAlertService>;
