/** Categories as a tree, with breadcrumbs and the uri in both languages. */
import { notFound } from '../errors.ts';
import { LANGUAGE_IDS, type Language, type LanguageId } from '../http/language.ts';
import { cached } from '../lib/cache.ts';
import { foldText } from '../lib/text.ts';
import type { CategoryRepository } from './repository.ts';

interface Texts {
  title: string;
  link: string;
  uri: string;
}
interface CategoryRecord {
  id: number;
  parentId: number | null;
  depth: number;
  isParts: boolean;
  texts: Map<number, Texts>;
  children: number[];
}

interface CategoryNode {
  id: number;
  title: string;
  link: string;
  uri: string;
  tree_depth: number;
  breadcrumbs: { title: string; uri: string }[];
  alternate_lang_hrefs: { language_id: number; uri: string }[];
  /** its tile's picture (api/media/drawing-images.ts) */
  image: string;
  children: CategoryNode[];
}

/** One load of the tree, answering questions about it in memory. */
export class CategoryIndex {
  private readonly byId = new Map<number, CategoryRecord>();
  readonly roots: number[] = [];
  /** Each category's tile URL, content-hashed (set once by the service); an id's plain URL otherwise. */
  images = new Map<number, string>();

  constructor(rows: Awaited<ReturnType<CategoryRepository['all']>>) {
    for (const row of rows) {
      let record = this.byId.get(row.id);
      if (!record) {
        record = {
          id: row.id,
          parentId: row.parentId,
          depth: row.depth,
          isParts: row.isParts,
          texts: new Map(),
          children: [],
        };
        this.byId.set(row.id, record);
        if (row.parentId === null) this.roots.push(row.id);
        else this.byId.get(row.parentId)?.children.push(row.id);
      }
      record.texts.set(row.languageId, { title: row.title, link: row.link, uri: row.uri });
    }
  }

  /** Categories of spare parts (search ranks their products after machines). */
  partsCategories(): number[] {
    return [...this.byId.values()].filter((r) => r.isParts).map((r) => r.id);
  }

  ids(): number[] {
    return [...this.byId.keys()];
  }
  has(id: number): boolean {
    return this.byId.has(id);
  }

  depth(id: number): number {
    return this.byId.get(id)?.depth ?? 0;
  }

  texts(id: number, languageId: LanguageId): Texts | undefined {
    const record = this.byId.get(id);
    return record?.texts.get(languageId) ?? record?.texts.get(1);
  }

  /** The category and every category below it. */
  descendants(id: number): number[] {
    const out: number[] = [];
    const stack = [id];
    while (stack.length) {
      const current = stack.pop()!;
      const record = this.byId.get(current);
      if (!record) continue;
      out.push(current);
      stack.push(...record.children);
    }
    return out;
  }

  childrenOf(id: number): number[] {
    return this.byId.get(id)?.children ?? [];
  }

  /** Root first, the category itself last. */
  path(id: number): number[] {
    const out: number[] = [];
    let current = this.byId.get(id);
    while (current && out.length < 20) {
      out.unshift(current.id);
      current = current.parentId === null ? undefined : this.byId.get(current.parentId);
    }
    return out;
  }

  breadcrumbs(id: number, languageId: LanguageId): { title: string; uri: string }[] {
    return this.path(id).map((c) => {
      const t = this.texts(c, languageId)!;
      return { title: t.title, uri: t.uri };
    });
  }

  alternates(id: number): { language_id: number; uri: string }[] {
    return LANGUAGE_IDS.map((languageId) => ({
      language_id: languageId,
      uri: this.texts(id, languageId)?.uri ?? '',
    }));
  }

  findByUri(uri: string, languageId: LanguageId): number | undefined {
    for (const record of this.byId.values()) {
      if (record.texts.get(languageId)?.uri === uri) return record.id;
    }
    return undefined;
  }

  /**
   * Categories whose title or breadcrumbs (in the language) hold every word of the term, folded
   * (case and accents ignored). Best first: every word in the title itself, then a title starting
   * with the term, then shallower categories, then tree order.
   */
  search(term: string, languageId: LanguageId): number[] {
    const words = foldText(term).split(/\s+/).filter(Boolean).slice(0, 8);
    if (words.length === 0) return [];
    const phrase = words.join(' ');
    const hits: { id: number; inTitle: boolean; starts: boolean; depth: number; order: number }[] = [];
    let order = 0;
    for (const record of this.byId.values()) {
      order++;
      const title = foldText(this.texts(record.id, languageId)?.title ?? '');
      const trail = this.path(record.id)
        .map((c) => foldText(this.texts(c, languageId)?.title ?? ''))
        .join(' ');
      if (!words.every((w) => trail.includes(w))) continue;
      hits.push({
        id: record.id,
        inTitle: words.every((w) => title.includes(w)),
        starts: title.startsWith(phrase),
        depth: record.depth,
        order,
      });
    }
    return hits
      .sort(
        (a, b) =>
          Number(b.inTitle) - Number(a.inTitle) ||
          Number(b.starts) - Number(a.starts) ||
          a.depth - b.depth ||
          a.order - b.order,
      )
      .map((h) => h.id);
  }
  node(
    id: number,
    languageId: LanguageId,
    options: { breadcrumbs: boolean; childDepth: number },
  ): CategoryNode {
    const record = this.byId.get(id)!;
    const t = this.texts(id, languageId)!;
    return {
      id,
      title: t.title,
      link: t.link,
      uri: t.uri,
      tree_depth: record.depth,
      breadcrumbs: options.breadcrumbs ? this.breadcrumbs(id, languageId) : [],
      alternate_lang_hrefs: this.alternates(id),
      image: this.images.get(id) ?? `/api/media/categories/${id}.svg`,
      children:
        options.childDepth > 0
          ? record.children.map((c) =>
              this.node(c, languageId, { ...options, childDepth: options.childDepth - 1 }),
            )
          : [],
    };
  }
}

/** The most categories a search answers (the search dropdown shows them all). */
const CATEGORY_SEARCH_LIMIT = 8;

/** How long the category tree is kept in memory. */
const CATEGORY_CACHE_MS = 10_000;

interface CategorySearchOptions {
  /** other ways the catalogue writes a term (search/service.ts relatedTerms), tried when the term finds no title */
  relatedTerms?: (languageId: number, term: string) => Promise<string[]>;
  /** each category's tile URL (api/media/drawing-images.ts), set on each load of the tree */
  tileUrls?: (index: CategoryIndex) => Promise<Map<number, string>>;
}

export function createCategoryService(repo: CategoryRepository, options: CategorySearchOptions = {}) {
  // Served stale while renewed (on the monotonic clock): after the first, no request waits for the tree.
  const index = cached(
    async () => {
      const idx = new CategoryIndex(await repo.all());
      // Without its tiles' hashes (a failed read) a tile is named by its id, cached a day.
      if (options.tileUrls) idx.images = await options.tileUrls(idx).catch(() => new Map());
      return idx;
    },
    CATEGORY_CACHE_MS,
    () => performance.now(),
    { serveStale: true },
  );
  const related = options.relatedTerms;
  return {
    index,
    async tree(lang: Language, options: { breadcrumbs: boolean; search?: string }): Promise<CategoryNode[]> {
      const idx = await index();
      // A search answers a flat list (the search dropdown): each match with its breadcrumbs, no children.
      if (options.search !== undefined) {
        let found = idx.search(options.search, lang.id);
        if (found.length === 0 && related && options.search.trim()) {
          for (const term of await related(lang.id, options.search)) {
            found = idx.search(term, lang.id);
            if (found.length) break;
          }
        }
        return found
          .slice(0, CATEGORY_SEARCH_LIMIT)
          .map((id) => idx.node(id, lang.id, { breadcrumbs: true, childDepth: 0 }));
      }
      return idx.roots.map((id) =>
        idx.node(id, lang.id, { breadcrumbs: options.breadcrumbs, childDepth: 10 }),
      );
    },
    async one(lang: Language, id: number): Promise<CategoryNode> {
      const idx = await index();
      if (!idx.has(id)) throw notFound('Category not found');
      return idx.node(id, lang.id, { breadcrumbs: true, childDepth: 10 });
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;
