/**
 * Content pages (content, recipes, FAQ, the home page's content) with breadcrumbs, parents and
 * alternate-language uris; and the products that have questions (the FAQ about products).
 */
import type { ExtraField } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { LANGUAGE_IDS, type Language } from '../http/language.ts';
import { pageBannerUrl } from '../media/drawing-images.ts';
import { productPhoto } from '../products/cards.ts';
import { fillShipping, type ShippingData } from '../shipping/promises.ts';
import type { SellerIdentity } from '../shop/seller.ts';
import type { PageRepository } from './repository.ts';
import { fillSeller } from './seller-placeholders.ts';

type PageRef = { id: number; title: string; uri: string };

class PageIndex {
  private readonly parent = new Map<number, number | null>();
  private readonly texts = new Map<string, { title: string; uri: string }>();
  constructor(rows: Awaited<ReturnType<PageRepository['index']>>) {
    for (const r of rows) {
      this.parent.set(r.id, r.parentId);
      this.texts.set(`${r.id}:${r.languageId}`, { title: r.title, uri: r.uri });
    }
  }
  ref(id: number, languageId: number): PageRef | null {
    const t = this.texts.get(`${id}:${languageId}`);
    return t ? { id, ...t } : null;
  }
  /** root first, the page itself last */
  path(id: number): number[] {
    const out: number[] = [];
    let current: number | null | undefined = id;
    while (current !== null && current !== undefined && out.length < 20) {
      out.unshift(current);
      current = this.parent.get(current);
    }
    return out;
  }
  /**
   * The page at a uri in a language; failing that, the page whose uri it is in another language
   * (a link or language switch that kept the other language's slug, as products' slugs do).
   */
  findByUri(uri: string, languageId: number): number | undefined {
    let other: number | undefined;
    for (const [key, t] of this.texts) {
      if (t.uri !== uri) continue;
      const [id, language] = key.split(':');
      if (Number(language) === languageId) return Number(id);
      other ??= Number(id);
    }
    return other;
  }
  alternates(id: number) {
    return LANGUAGE_IDS.map((languageId) => ({
      language_id: languageId,
      uri: this.texts.get(`${id}:${languageId}`)?.uri ?? '',
    }));
  }
}

/**
 * Extra fields in the request's language: a key ending in `:nl` or `:en` (`ingredients:en`) is
 * that language's value of the plain key, which it replaces; other languages' values are left out.
 */
function localExtraFields(fields: readonly ExtraField[], lang: Language): ExtraField[] {
  const out: ExtraField[] = [];
  const local: ExtraField[] = [];
  for (const f of fields) {
    const m = /^(.+):(nl|en)$/.exec(f.key);
    if (!m) out.push({ key: f.key, value: f.value });
    else if (m[2] === lang.locale) local.push({ key: m[1]!, value: f.value });
  }
  for (const f of local) {
    const i = out.findIndex((o) => o.key === f.key);
    if (i === -1) out.push(f);
    else out[i] = f;
  }
  return out;
}

/** `seller`: who sells, from the settings, for the legal texts' `{{seller.…}}` (issue 40, legal.ts). */
export function createPageService(
  repo: PageRepository,
  options: {
    seller?: () => Promise<SellerIdentity>;
    /** the shipping data for `{{shipping.…}}` (decision 096, api/shipping/promises.ts) */
    shipping?: (locale: Language['locale']) => Promise<ShippingData>;
  } = {},
) {
  const index = async () => new PageIndex(await repo.index());

  async function present(ids: number[], lang: Language) {
    const [idx, rows] = await Promise.all([index(), repo.byIds(ids, lang.id)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const seller =
      options.seller && rows.some((r) => `${r.intro}${r.content}`.includes('{{seller.'))
        ? await options.seller()
        : null;
    const shipping =
      options.shipping && rows.some((r) => `${r.intro}${r.content}`.includes('{{shipping.'))
        ? await options.shipping(lang.locale)
        : null;
    const fill = (html: string) => {
      const withSeller = seller ? fillSeller(html, seller, lang.locale) : html;
      return shipping ? fillShipping(withSeller, shipping, lang.locale) : withSeller;
    };
    return ids
      .map((id) => byId.get(id))
      .filter((r) => r !== undefined)
      .map((r) => {
        const path = idx.path(r.id);
        return {
          id: r.id,
          title: r.title,
          uri: r.uri,
          type_code: r.typeCode,
          meta_title: r.metaTitle,
          meta_description: r.metaDescription,
          intro: fill(r.intro),
          content: fill(r.content),
          image: r.hasImage ? pageBannerUrl(r.id) : null,
          extra_fields: localExtraFields(r.extraFields, lang),
          parent: r.parentId === null ? null : idx.ref(r.parentId, lang.id),
          root_parent: path.length > 1 ? idx.ref(path[0]!, lang.id) : null,
          breadcrumbs: path
            .map((p) => idx.ref(p, lang.id))
            .filter((p) => p !== null)
            .map((p) => ({ title: p.title, uri: p.uri })),
          colour_scheme: r.colourScheme ?? null,
          alternate_lang_hrefs: idx.alternates(r.id),
        };
      });
  }

  return {
    index,
    async one(lang: Language, id: number) {
      const [page] = await present([id], lang);
      if (!page) throw notFound('Page not found');
      return page;
    },
    async list(
      lang: Language,
      q: {
        typeCode?: string;
        parent?: number;
        parentOnly?: boolean;
        search?: string;
        page: number;
        perPage: number;
      },
    ) {
      const { ids, total } = await repo.list({
        languageId: lang.id,
        typeCode: q.typeCode,
        parent: q.parent,
        parentOnly: q.parentOnly,
        search: q.search,
        limit: q.perPage,
        offset: (q.page - 1) * q.perPage,
      });
      return {
        data: await present(ids, lang),
        meta: {
          current_page: q.page,
          last_page: Math.max(1, Math.ceil(total / q.perPage)),
          per_page: q.perPage,
          total,
        },
      };
    },
    /** Products with questions in the request's language, by name (the FAQ about products). */
    async faqProducts(lang: Language, q: { search?: string; page: number; perPage: number }) {
      const { rows, total } = await repo.productsWithQuestions({
        languageId: lang.id,
        search: q.search,
        limit: q.perPage,
        offset: (q.page - 1) * q.perPage,
      });
      return {
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          slug: r.slug,
          uri: `/${r.slug}`,
          photo: productPhoto(r.id),
          question_count: Number(r.questions),
        })),
        meta: {
          current_page: q.page,
          last_page: Math.max(1, Math.ceil(total / q.perPage)),
          per_page: q.perPage,
          total,
        },
      };
    },
  };
}
export type PageService = ReturnType<typeof createPageService>;
