/**
 * Generated images and manuals under /api/media: product drawings and manuals never change for an
 * id (cached for a year); tiles and banners are named by id and drawing hash (drawing-images.ts).
 */
import { type Response, Router } from 'express';
import type { CategoryIndex } from '../categories/service.ts';
import { notFound } from '../errors.ts';
import type { ProductRepository } from '../products/repository.ts';
import { type CategoryTiles, categoryUris, pageBanner } from './drawing-images.ts';
import { type PhotoFormat, type PhotoWidth, photoWidths, rasteriseDrawing } from './photo-pipeline.ts';
import { sendVariant, type VariantCache } from './photo-routes.ts';
import type { MediaRepository } from './repository.ts';
import { lookOf, manualPdf, productSvg } from './svg.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A tile or banner asked for by its id alone, or with a hash that is no longer its drawing's (a
 * page cached before the drawing changed): the drawing of now, cached for a day and then
 * revalidated by its ETag, since the answer for that URL can change.
 */
const DRAWING_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * A tile's or banner's file name: `{id}[-{hash}].svg`, or a raster size `{id}[-{hash}]-{width}.{format}`
 * at one of the widths photos are served at; undefined for any other name.
 */
export function drawingFile(
  file: string,
): { id: string; hash?: string; raster?: { width: PhotoWidth; format: PhotoFormat } } | undefined {
  const m = /^([0-9]{1,10})(?:-([0-9a-f]{32}))?(?:-([0-9]{2,4})\.(avif|webp|jpg)|\.svg)$/.exec(file);
  if (!m) return undefined;
  const named = { id: m[1]!, ...(m[2] !== undefined && { hash: m[2] }) };
  if (m[3] === undefined) return named;
  const width = Number(m[3]) as PhotoWidth;
  return photoWidths.includes(width)
    ? { ...named, raster: { width, format: m[4] as PhotoFormat } }
    : undefined;
}

function sendSvg(res: Response, svg: string, cacheControl = IMMUTABLE) {
  res
    .status(200)
    .setHeader('Content-Type', 'image/svg+xml; charset=utf-8')
    .setHeader('Cache-Control', cacheControl)
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
  /** category tiles, drawn once (drawing-images.ts) */
  tiles: CategoryTiles;
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

  /** A category's tile or a page's banner; undefined: no such category or page. */
  const drawingOf = {
    categories: async (id: number) => deps.tiles.tile(await deps.categoryIndex(), id),
    pages: async (id: number) => ((await deps.pageExists(id)) ? pageBanner(id) : undefined),
  };

  /** Tiles and banners: as SVG, or as raster sizes through the photos' pipeline (decision 097). */
  for (const kind of ['categories', 'pages'] as const) {
    router.get(`/media/${kind}/:file`, async (req, res) => {
      const wanted = drawingFile(req.params.file);
      const id = idOf(wanted?.id);
      const made = id === undefined ? undefined : await drawingOf[kind](id);
      if (!wanted || !made) throw notFound('No such image');
      const cacheControl = wanted.hash === made.hash ? IMMUTABLE : DRAWING_CACHE;
      if (!wanted.raster) {
        sendSvg(res, made.svg, cacheControl);
        return;
      }
      const { width, format } = wanted.raster;
      const bytes = await deps.variants(made.hash, width, format, () => rasteriseDrawing(made.svg));
      if (!bytes) throw notFound('No such image');
      sendVariant(res, bytes, `${made.hash}-${width}.${format}`, format, cacheControl);
    });
  }

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
