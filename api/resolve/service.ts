/**
 * What a catch-all path is: a product (/<slug>), its parts page (/<slug>/onderdelen or /parts),
 * a category or a content page (their uri in the request's language). Paths are locale-less.
 */
import type { CategoryIndex } from '../categories/service.ts';
import { badRequest, notFound } from '../errors.ts';
import { LANGUAGE_IDS, type Language } from '../http/language.ts';
import type { ProductRepository } from '../products/repository.ts';

const partsSuffix = { nl: 'onderdelen', en: 'parts' } as const;
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** NUL and other control characters, DEL, or a backslash: never part of a plain path. */
function hasControlOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

interface PageLookup {
  findByUri(uri: string, languageId: number): number | undefined;
  alternates(id: number): { language_id: number; uri: string }[];
}

export function createResolveService(deps: {
  products: ProductRepository;
  categoryIndex: () => Promise<CategoryIndex>;
  pageIndex: () => Promise<PageLookup>;
}) {
  async function productAlternates(id: number, suffix?: boolean) {
    const slugs = await deps.products.slugs(id);
    return LANGUAGE_IDS.map((languageId) => {
      const slug = slugs.find((s) => s.languageId === languageId)?.slug ?? slugs[0]?.slug ?? '';
      return {
        language_id: languageId,
        uri: suffix ? `/${slug}/${partsSuffix[languageId === 4 ? 'en' : 'nl']}` : `/${slug}`,
      };
    });
  }

  return {
    async resolve(lang: Language, rawPath: string) {
      if (rawPath.length > 500 || hasControlOrBackslash(rawPath) || !rawPath.startsWith('/')) {
        throw badRequest('path must be a plain absolute path');
      }
      const segments = rawPath.split('/').slice(1);
      if (segments.some((s) => s === '.' || s === '..'))
        throw badRequest('path must not contain dot segments');
      // Old shop URLs end in .html: they resolve to the same entity (whose canonical has no suffix).
      const trimmed = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
      const path = trimmed.length > 6 ? trimmed.replace(/\.html$/, '') : trimmed;
      const parts = path.split('/').slice(1);

      if (parts.length === 1 && SEGMENT.test(parts[0]!)) {
        const id = await deps.products.idBySlug(parts[0]!, lang.id);
        if (id !== undefined) {
          return {
            type: 'product' as const,
            id,
            slug: parts[0]!,
            alternate_lang_hrefs: await productAlternates(id),
          };
        }
      }
      if (parts.length === 2 && parts[1] === partsSuffix[lang.locale] && SEGMENT.test(parts[0]!)) {
        const id = await deps.products.idBySlug(parts[0]!, lang.id);
        if (id !== undefined && (await deps.products.hasParts(id))) {
          return {
            type: 'parts' as const,
            id,
            slug: parts[0]!,
            alternate_lang_hrefs: await productAlternates(id, true),
          };
        }
      }
      const categories = await deps.categoryIndex();
      const categoryId = categories.findByUri(path, lang.id);
      if (categoryId !== undefined) {
        return {
          type: 'category' as const,
          id: categoryId,
          slug: null,
          alternate_lang_hrefs: categories.alternates(categoryId),
        };
      }
      const pages = await deps.pageIndex();
      const pageId = pages.findByUri(path, lang.id);
      if (pageId !== undefined) {
        return {
          type: 'page' as const,
          id: pageId,
          slug: null,
          alternate_lang_hrefs: pages.alternates(pageId),
        };
      }
      throw notFound('Nothing lives at this path');
    },
  };
}
export type ResolveService = ReturnType<typeof createResolveService>;
