/**
 * The shop's own pictures besides product photos: a category's tile (the drawings of the product
 * types it holds) and a page's banner (the home hero, recipes, content pages). Their URLs carry
 * the hash of the drawing they show (`/api/media/categories/{id}-{hash}.svg`, and the raster
 * sizes `{id}-{hash}-{width}.{avif|webp|jpg}`), so the answer for a URL never changes and is
 * cached for a year, immutable, like a photo's (decision 097). The id finds the picture; the hash
 * says which drawing of it the page was made with.
 */
import { LRUCache } from 'lru-cache';
import type { CategoryIndex } from '../categories/service.ts';
import { drawingHash } from './drawing-photos.ts';
import type { MediaRepository } from './repository.ts';
import { bannerSvg, categorySvg, lookOf, type ProductType, typeOfText } from './svg.ts';

const NL = 1;
const EN = 4;

/** The types a category tile shows first, when its products are of several. */
const iconic: ProductType[] = [
  'dual-boiler',
  'lever',
  'bean-to-cup',
  'grinder',
  'hand-grinder',
  'beans',
  'capsules',
  'dripper',
  'filter-maker',
  'gooseneck-kettle',
  'stand-mixer',
  'tamper',
  'milk-jug',
  'scale',
  'portafilter',
  'gasket',
  'shower-screen',
];
const rank = (t: ProductType) => (iconic.includes(t) ? iconic.indexOf(t) : iconic.length);

/** A drawing and the hash its URL names. */
export interface Drawing {
  svg: string;
  hash: string;
}
const drawing = (svg: string): Drawing => ({ svg, hash: drawingHash(svg) });

/** The URL of a drawing of `kind` (categories, pages) with this id; the raster sizes are named after it. */
export const drawingUrl = (kind: 'categories' | 'pages', id: number, hash: string) =>
  `/api/media/${kind}/${id}-${hash}.svg`;

const banners = new LRUCache<number, Drawing>({ max: 1000 });
/** A page's banner: drawn from its id alone (so the same on every instance), once. */
export function pageBanner(id: number): Drawing {
  let made = banners.get(id);
  if (!made) {
    made = drawing(bannerSvg(id + 1000, `page ${id}`));
    banners.set(id, made);
  }
  return made;
}

/** Where a page's banner is served. */
export const pageBannerUrl = (id: number) => drawingUrl('pages', id, pageBanner(id).hash);

export function categoryUris(index: CategoryIndex, id: number | null): string[] {
  if (id === null) return [];
  return [index.texts(id, NL)?.uri ?? '', index.texts(id, EN)?.uri ?? ''];
}

/** The categories without children below (or being) this one, in the tree's order. */
function leavesOf(index: CategoryIndex, id: number): number[] {
  const children = index.childrenOf(id);
  return children.length ? children.flatMap((c) => leavesOf(index, c)) : [id];
}

/**
 * Category tiles. What a leaf category holds is read once per leaf and path (a path that names no
 * product type is drawn as its first product); a tile is drawn once per set of types and title.
 * With the tree renewed every few seconds (api/categories/service.ts), a tile is still drawn once.
 */
export function createCategoryTiles(media: Pick<MediaRepository, 'sampleOf' | 'product'>) {
  const leafTypes = new LRUCache<string, Promise<ProductType | undefined>>({ max: 5000 });
  const tiles = new LRUCache<string, Drawing>({ max: 2000 });

  async function leafType(index: CategoryIndex, leaf: number): Promise<ProductType | undefined> {
    const uris = categoryUris(index, leaf).join(' ');
    const key = `${leaf} ${uris}`;
    let type = leafTypes.get(key);
    if (!type) {
      type = (async () => {
        const named = typeOfText(uris);
        if (named) return named;
        const sample = await media.sampleOf(leaf);
        const info = sample === undefined ? undefined : await media.product(sample);
        return info
          ? lookOf({ kind: info.kind, categoryUris: [], names: info.names, brand: info.brand }).type
          : undefined;
      })();
      // A failed read is not remembered: the next request asks again.
      type.catch(() => leafTypes.delete(key));
      leafTypes.set(key, type);
    }
    return type;
  }

  /** The tile of a category; undefined: no such category. */
  async function tile(index: CategoryIndex, id: number): Promise<Drawing | undefined> {
    if (!index.has(id)) return undefined;
    const types: ProductType[] = [];
    for (const leaf of leavesOf(index, id)) {
      const type = await leafType(index, leaf);
      if (type && !types.includes(type)) types.push(type);
    }
    types.sort((a, b) => rank(a) - rank(b));
    const label = index.texts(id, NL)?.title ?? `category ${id}`;
    const key = `${(types.length ? types : ['beans']).join(',')} ${label}`;
    let made = tiles.get(key);
    if (!made) {
      made = drawing(categorySvg(types.length ? types : ['beans'], label));
      tiles.set(key, made);
    }
    return made;
  }

  return {
    tile,
    /** Every category's tile URL, for the tree's answers. */
    async urls(index: CategoryIndex): Promise<Map<number, string>> {
      const urls = new Map<number, string>();
      for (const id of index.ids()) {
        const made = await tile(index, id);
        if (made) urls.set(id, drawingUrl('categories', id, made.hash));
      }
      return urls;
    },
  };
}
export type CategoryTiles = ReturnType<typeof createCategoryTiles>;
