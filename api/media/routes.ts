/** Generated images and manuals under /api/media; they never change for an id, so they are cached for a year. */
import { type Response, Router } from 'express';
import type { CategoryIndex } from '../categories/service.ts';
import { notFound } from '../errors.ts';
import type { ProductRepository } from '../products/repository.ts';
import { drawingHash } from './drawing-photos.ts';
import { type PhotoFormat, type PhotoWidth, photoWidths, rasteriseDrawing } from './photo-pipeline.ts';
import { sendVariant, type VariantCache } from './photo-routes.ts';
import type { MediaRepository } from './repository.ts';
import {
  bannerSvg,
  categorySvg,
  lookOf,
  manualPdf,
  type ProductType,
  productSvg,
  typeOfText,
} from './svg.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A tile's or banner's raster URL names its id, not its content (the storefront makes it without
 * asking the API), so it is cached for a day and then revalidated by its ETag (decision 097).
 */
const DRAWING_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** `{id}-{width}.{avif|webp|jpg}` at one of the widths photos are served at; undefined otherwise. */
function rasterName(file: string) {
  const m = /^([0-9]{1,10})-([0-9]{2,4})\.(avif|webp|jpg)$/.exec(file);
  const width = Number(m?.[2]) as PhotoWidth;
  if (!m || !photoWidths.includes(width)) return undefined;
  return { id: m[1], width, format: m[3] as PhotoFormat };
}
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

function sendSvg(res: Response, svg: string) {
  res
    .status(200)
    .setHeader('Content-Type', 'image/svg+xml; charset=utf-8')
    .setHeader('Cache-Control', IMMUTABLE)
    .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

const MAX_ID = 2_147_483_647;
const idOf = (text: string | undefined) => {
  const n = Number(text);
  return text && /^[1-9][0-9]{0,9}$/.test(text) && n <= MAX_ID ? n : undefined;
};

export function mediaRoutes(deps: {
  media: MediaRepository;
  products: ProductRepository;
  categoryIndex: () => Promise<CategoryIndex>;
  pageExists: (id: number) => Promise<boolean>;
  /** the photos' sizes and formats, made once (photo-routes.ts) */
  variants: VariantCache;
}): Router {
  const router = Router();

  router.get('/media/products/:file', async (req, res) => {
    const match = /^([0-9]{1,10})-([0-9]{1,2})\.svg$/.exec(req.params.file);
    const id = idOf(match?.[1]);
    const n = Number(match?.[2]);
    if (id === undefined || !(n >= 1)) throw notFound('No such image');
    const info = await deps.media.product(id);
    if (!info || n > info.photoCount) throw notFound('No such image');
    const index = await deps.categoryIndex();
    const look = lookOf({
      kind: info.kind,
      categoryUris: categoryUris(index, info.categoryId),
      names: info.names,
      brand: info.brand,
      burr: info.burr,
      colourSpec: info.colourSpec,
    });
    sendSvg(res, productSvg(look, n, info.names[0] ?? `product ${id}`));
  });

  /** A category tile: the drawings of the product types below it; undefined: no such category. */
  async function tileSvg(id: number | undefined): Promise<string | undefined> {
    const index = await deps.categoryIndex();
    if (id === undefined || !index.has(id)) return undefined;
    const types: ProductType[] = [];
    for (const leaf of leavesOf(index, id)) {
      let type = typeOfText(categoryUris(index, leaf).join(' '));
      if (!type) {
        // A category whose path names no product type: draw what its first product is.
        const sample = await deps.media.sampleOf(leaf);
        const info = sample === undefined ? undefined : await deps.media.product(sample);
        if (info)
          type = lookOf({ kind: info.kind, categoryUris: [], names: info.names, brand: info.brand }).type;
      }
      if (type && !types.includes(type)) types.push(type);
    }
    types.sort((a, b) => rank(a) - rank(b));
    return categorySvg(types.length ? types : ['beans'], index.texts(id, NL)?.title ?? `category ${id}`);
  }
  async function bannerOf(id: number | undefined): Promise<string | undefined> {
    if (id === undefined || !(await deps.pageExists(id))) return undefined;
    return bannerSvg(id + 1000, `page ${id}`);
  }

  /** The tiles and banners as raster images, through the photos' pipeline (decision 097). */
  for (const [kind, svgOf] of [
    ['categories', tileSvg],
    ['pages', bannerOf],
  ] as const) {
    router.get(`/media/${kind}/:file`, async (req, res, next) => {
      const wanted = rasterName(req.params.file);
      if (!wanted) {
        next();
        return;
      }
      const svg = await svgOf(idOf(wanted.id));
      if (!svg) throw notFound('No such image');
      const hash = drawingHash(svg);
      const bytes = await deps.variants(hash, wanted.width, wanted.format, () => rasteriseDrawing(svg));
      if (!bytes) throw notFound('No such image');
      sendVariant(res, bytes, `${hash}-${wanted.width}.${wanted.format}`, wanted.format, DRAWING_CACHE);
    });
  }

  router.get('/media/categories/:file', async (req, res) => {
    const svg = await tileSvg(idOf(/^([0-9]{1,10})\.svg$/.exec(req.params.file)?.[1]));
    if (!svg) throw notFound('No such image');
    sendSvg(res, svg);
  });

  router.get('/media/pages/:file', async (req, res) => {
    const svg = await bannerOf(idOf(/^([0-9]{1,10})\.svg$/.exec(req.params.file)?.[1]));
    if (!svg) throw notFound('No such image');
    sendSvg(res, svg);
  });

  router.get('/media/manuals/:file', async (req, res) => {
    const id = idOf(/^([0-9]{1,10})\.pdf$/.exec(req.params.file)?.[1]);
    const base = id === undefined ? undefined : await deps.products.base(id, 1);
    if (!base) throw notFound('No such manual');
    res
      .status(200)
      .setHeader('Content-Type', 'application/pdf')
      .setHeader('Cache-Control', IMMUTABLE)
      .send(manualPdf(base.name));
  });

  return router;
}

function categoryUris(index: CategoryIndex, id: number | null): string[] {
  if (id === null) return [];
  return [index.texts(id, NL)?.uri ?? '', index.texts(id, EN)?.uri ?? ''];
}

/** The categories without children below (or being) this one, in the tree's order. */
function leavesOf(index: CategoryIndex, id: number): number[] {
  const children = index.childrenOf(id);
  return children.length ? children.flatMap((c) => leavesOf(index, c)) : [id];
}
