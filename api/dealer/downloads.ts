/**
 * Dealer downloads (issue 5): per product a price list at net prices (CSV), its manuals and its
 * photos. Only dealers get them: the price list carries net prices, which nobody else may see.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import type { AuthService } from '../auth/service.ts';
import type { Db } from '../db/client.ts';
import { productOptions, productPdfs, productPhotos, products, productTranslations } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { contractAnswer } from '../http/contract-input.ts';
import { type Language, languageOf } from '../http/language.ts';
import { parseId } from '../http/validate.ts';
import { photoUrl, productPhoto } from '../products/cards.ts';
import { csvCell, dealerGuard } from './dealer-only.ts';

const cents = (n: number) => (n / 100).toFixed(2).replace('.', ',');

export function createDealerDownloads(db: Db) {
  async function product(id: number, lang: Language) {
    const [row] = await db
      .select({
        id: products.id,
        sku: products.sku,
        photoCount: products.photoCount,
        /** its photos' content hashes in order, comma-separated (decision 097); null: none */
        photoHashes: sql<
          string | null
        >`(select string_agg(${productPhotos.hash}, ',' order by ${productPhotos.position}) from ${productPhotos} where ${productPhotos.productId} = ${products.id})`,
        name: productTranslations.name,
        slug: productTranslations.slug,
      })
      .from(products)
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.languageId, lang.id)),
      )
      .where(and(eq(products.id, id), eq(products.active, true)));
    if (!row) throw notFound('No such product');
    return row;
  }

  return {
    async downloads(id: number, lang: Language) {
      const p = await product(id, lang);
      const manuals = await db
        .select({ title: productPdfs.title, url: productPdfs.url })
        .from(productPdfs)
        .where(and(eq(productPdfs.productId, id), eq(productPdfs.languageId, lang.id)))
        .orderBy(asc(productPdfs.id));
      return {
        product: { id: p.id, name: p.name, sku: p.sku, uri: p.slug },
        price_list: { url: `/api/dealer/downloads/products/${p.id}/price-list.csv` },
        manuals,
        // The photos at their largest (JPEG, up to 1,600 px; decision 097); without any, the drawings.
        images: (p.photoHashes
          ? p.photoHashes.split(',').map(photoUrl)
          : Array.from({ length: p.photoCount }, (_, i) => productPhoto(p.id, i + 1))
        ).map((url, i) => ({ url, title: `${p.name} ${i + 1}` })),
      };
    },

    /** Semicolon-separated (Dutch spreadsheets), decimal comma, UTF-8 with a BOM. */
    async priceList(id: number, lang: Language): Promise<{ name: string; csv: string }> {
      const p = await product(id, lang);
      const options = await db
        .select({
          sku: productOptions.sku,
          priceNet: productOptions.priceNet,
          priceGross: productOptions.priceGross,
          stock: productOptions.stock,
        })
        .from(productOptions)
        .where(eq(productOptions.productId, id))
        .orderBy(asc(productOptions.sort), asc(productOptions.id));
      const head =
        lang.locale === 'en'
          ? ['SKU', 'Product', 'Net price (EUR)', 'Gross price (EUR)', 'Stock']
          : ['Artikelnummer', 'Product', 'Netto prijs (EUR)', 'Bruto prijs (EUR)', 'Voorraad'];
      const lines = options.map((o) =>
        [o.sku, p.name, cents(o.priceNet), cents(o.priceGross), String(o.stock)].map(csvCell).join(';'),
      );
      return { name: p.sku, csv: `\uFEFF${[head.map(csvCell).join(';'), ...lines].join('\r\n')}\r\n` };
    },
  };
}

export function dealerRoutes(downloads: ReturnType<typeof createDealerDownloads>, auth: AuthService): Router {
  const router = Router();
  const dealerOnly = dealerGuard(auth, 'Dealer downloads');
  router.get('/dealer/downloads/products/:id', async (req, res) => {
    await dealerOnly(req);
    contractAnswer(res, 'getDealerDownloads', {
      data: await downloads.downloads(parseId(req.params.id), languageOf(req)),
    });
  });
  router.get('/dealer/downloads/products/:id/price-list.csv', async (req, res) => {
    await dealerOnly(req);
    const { name, csv } = await downloads.priceList(parseId(req.params.id), languageOf(req));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="pricelist-${name.replace(/[^\w-]/g, '')}.csv"`,
    );
    res.send(csv);
  });
  return router;
}
