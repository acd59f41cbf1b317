/** The product page's data: the product, its option and price, specs, texts and related items. */
import { specValueText } from '../../shared/format-number.ts';
import type { CategoryIndex } from '../categories/service.ts';
import { notFound } from '../errors.ts';
import { LANGUAGE_IDS, type Language } from '../http/language.ts';
import { euros, eurosOrNull } from '../lib/money.ts';
import { quantityIn, unitPriceFields } from '../prices/unit-price.ts';
import { photoUrl, productPhoto, toCard } from './cards.ts';
import type { ProductRepository } from './repository.ts';

type DeliveryDay = { today: string; from: string; to: string };

/** Plain text from the description HTML, for JSON-LD. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function createProductService(
  repo: ProductRepository,
  categoryIndex: () => Promise<CategoryIndex>,
  options: {
    /** the home country's expected delivery day by the door method if ordered now (decision 098) */
    deliveryDay?: () => Promise<DeliveryDay | null>;
  } = {},
) {
  const { deliveryDay } = options;
  /** The category to show breadcrumbs for: the one the visitor came from when the product is in it. */
  async function breadcrumbCategory(
    idx: CategoryIndex,
    productId: number,
    primary: number | null,
    from?: number,
  ) {
    if (from !== undefined && idx.has(from)) {
      const inFrom = new Set(idx.descendants(from));
      const own = await repo.categoryIds(productId);
      const match = own.filter((c) => inFrom.has(c)).sort((a, b) => idx.depth(b) - idx.depth(a))[0];
      if (match !== undefined) return match;
    }
    return primary;
  }

  return {
    async bySlug(lang: Language, slug: string, options: { fromCategory?: number; poId?: number }) {
      const id = await repo.idBySlug(slug, lang.id);
      if (id === undefined) throw notFound('Product not found');
      const base = await repo.base(id, lang.id);
      if (!base) throw notFound('Product not found');
      // Started here and awaited in the answer: beside the queries below, not after them.
      const safety = repo.safety(id, lang);
      safety.catch(() => {}); // handled where awaited; not unhandled if a query below fails first

      const [
        slugs,
        { options: opts, values },
        specs,
        altIds,
        prosCons,
        refs,
        questions,
        pdfs,
        pages,
        reviews,
        hasParts,
        idx,
      ] = await Promise.all([
        repo.slugs(id),
        repo.options(id),
        repo.specifications(id, lang.id),
        repo.alternativeIds(id),
        repo.prosCons(id, lang.id),
        repo.referenceNumbers(id),
        repo.questions(id, lang.id),
        repo.pdfs(id, lang.id),
        repo.pages(id, lang.id),
        repo.reviewSummary(id, lang.locale),
        repo.hasParts(id),
        categoryIndex(),
      ]);
      const alternatives = (await repo.cards(altIds, lang.id)).map(toCard);

      // The selected option: po_id when it belongs to this product, else the default one.
      const selected =
        (options.poId !== undefined ? opts.find((o) => o.id === options.poId) : undefined) ??
        opts.find((o) => o.isDefault) ??
        opts[0];
      const hasAttributes = values.length > 0;
      const defaultAttrs: Record<string, number> = {};
      if (hasAttributes && selected) {
        for (const v of values)
          if (v.optionId === selected.id) defaultAttrs[String(v.attributeId)] = v.valueId;
      }
      const usePrice = options.poId !== undefined && selected?.id === options.poId ? selected : undefined;
      const priceNet = usePrice?.priceNet ?? base.priceNet;
      const priceGross = usePrice?.priceGross ?? base.priceGross;
      const oldNet = usePrice ? usePrice.oldPriceNet : base.oldPriceNet;
      const oldGross = usePrice ? usePrice.oldPriceGross : base.oldPriceGross;
      const stock = usePrice?.stock ?? base.stock;
      // Only what is in stock gets a day: the data has no restock or lead time (decision 098).
      const inStock = stock > 0 || opts.some((o) => o.stock > 0);
      const delivery = inStock && deliveryDay ? deliveryDay().catch(() => null) : Promise.resolve(null);

      const categoryId = await breadcrumbCategory(idx, id, base.primaryCategoryId, options.fromCategory);
      // Its photos through the image pipeline (decision 097); without any, its drawings as SVG.
      const photos = base.photoHashes
        ? base.photoHashes.split(',').map(photoUrl)
        : Array.from({ length: base.photoCount }, (_, i) => productPhoto(id, i + 1));
      const alternates = LANGUAGE_IDS.map((languageId) => ({
        language_id: languageId,
        uri: `/${slugs.find((s) => s.languageId === languageId)?.slug ?? base.slug}`,
      }));

      return {
        product: {
          id,
          name: base.name,
          slug: base.slug,
          description: base.description,
          brand:
            base.brandId === null || base.brandName === null
              ? null
              : { id: base.brandId, name: base.brandName },
          photo: photos[0]!,
          photos,
          sku: usePrice?.sku ?? base.sku,
          price: euros(priceNet),
          price_gross: euros(priceGross),
          old_price: eurosOrNull(oldNet),
          old_price_gross: eurosOrNull(oldGross),
          ...unitPriceFields(quantityIn(specs), priceNet, priceGross),
          stock,
          has_attributes: hasAttributes,
          extra_fields: base.extraFields,
          colour_scheme: base.colourScheme ?? null,
          /** the selected (or default) option: what "add to cart" adds */
          po_id: selected?.id ?? null,
        },
        schema: {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: base.name,
          sku: base.sku,
          description: plainText(base.description),
          image: photos,
          ...(base.brandName ? { brand: { '@type': 'Brand', name: base.brandName } } : {}),
          ...(reviews.count > 0 && reviews.average !== null
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: Math.round(reviews.average * 10) / 10,
                  bestRating: 10,
                  worstRating: 1,
                  reviewCount: reviews.count,
                },
              }
            : {}),
        },
        alternatives,
        pros_and_cons: {
          pros: prosCons.filter((p) => p.kind === 'pro').map((p) => p.text),
          cons: prosCons.filter((p) => p.kind === 'con').map((p) => p.text),
        },
        specifications: specs.map((s) => ({
          id: s.id,
          title: s.title,
          value: specValueText({ title: s.value, numeric: s.numericValue }, lang.locale),
          numeric_value: s.numericValue,
          unit: s.unit,
        })),
        reference_numbers: refs,
        questions,
        pdfs,
        pages,
        reviews: {
          average: reviews.average === null ? null : Math.round(reviews.average * 10) / 10,
          count: reviews.count,
          policy: reviews.policy,
        },
        breadcrumbs: categoryId === null ? [] : idx.breadcrumbs(categoryId, lang.id),
        default_attrs: defaultAttrs,
        has_parts: hasParts,
        alternate_lang_hrefs: alternates,
        /** GPSR art. 19: manufacturer, EU responsible person, type and warnings (decision 096) */
        safety: await safety,
        delivery: await delivery,
      };
    },

    /** The parts that fit the product (its parts page); 404 for an unknown product. */
    async parts(lang: Language, productId: number) {
      if (!(await repo.exists(productId))) throw notFound('Product not found');
      return (await repo.cards(await repo.partIds(productId), lang.id)).map(toCard);
    },
    /**
     * The reviews the visitor can read (decision 103): written in the page's language as written;
     * written in the other with a translation, the translation, marked with the language it was
     * translated from and the original beside it. Those in the other language without one are
     * counted (`meta.untranslated`), and listed after the others, as written, with `untranslated`.
     */
    async reviews(lang: Language, productId: number, options: { untranslated?: boolean } = {}) {
      if (!(await repo.exists(productId))) throw notFound('Product not found');
      const { rows, untranslated } = await repo.reviews(productId, lang.id, options);
      const localeOf = (languageId: number) => (languageId === 4 ? ('en' as const) : ('nl' as const));
      const data = rows.map((r) => {
        const translated =
          r.languageId !== lang.id && r.translatedTitle !== null && r.translatedBody !== null;
        return {
          id: r.id,
          language: translated ? lang.locale : localeOf(r.languageId),
          author: r.author,
          rating: r.rating,
          title: translated ? r.translatedTitle! : r.title,
          body: translated ? r.translatedBody! : r.body,
          created_at: r.createdAt.toISOString(),
          verified_purchase: r.orderId !== null,
          translated_from_language_id: translated ? r.languageId : null,
          original: translated ? { language: localeOf(r.languageId), title: r.title, body: r.body } : null,
        };
      });
      return {
        data,
        meta: {
          untranslated: { count: untranslated, language: lang.id === 4 ? ('nl' as const) : ('en' as const) },
        },
      };
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
