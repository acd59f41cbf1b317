/** Generated images and manuals under /api/media; they never change for an id, so they are cached for a year. */
import { type Response, Router } from 'express';
import type { CategoryIndex } from '../categories/service.ts';
import { notFound } from '../errors.ts';
import type { ProductRepository } from '../products/repository.ts';
import { bannerSvg, type Drawing, drawingSvg, manualPdf } from './svg.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const drawings = new Set<Drawing>([
  'machine',
  'grinder',
  'bag',
  'capsule',
  'cup',
  'kettle',
  'part',
  'tool',
  'scale',
]);

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
  products: ProductRepository;
  categoryIndex: () => Promise<CategoryIndex>;
  pageExists: (id: number) => Promise<boolean>;
}): Router {
  const router = Router();

  router.get('/media/products/:file', async (req, res) => {
    const match = /^([0-9]{1,10})-([0-9]{1,2})\.svg$/.exec(req.params.file);
    const id = idOf(match?.[1]);
    const n = Number(match?.[2]);
    if (id === undefined || !(n >= 1)) throw notFound('No such image');
    const info = await deps.products.mediaInfo(id);
    if (!info || n > info.photoCount) throw notFound('No such image');
    const kind = drawings.has(info.kind as Drawing) ? (info.kind as Drawing) : 'machine';
    sendSvg(res, drawingSvg(kind, id, n, `product ${id}`));
  });

  router.get('/media/categories/:file', async (req, res) => {
    const id = idOf(/^([0-9]{1,10})\.svg$/.exec(req.params.file)?.[1]);
    if (id === undefined || !(await deps.categoryIndex()).has(id)) throw notFound('No such image');
    sendSvg(res, bannerSvg(id, `category ${id}`));
  });

  router.get('/media/pages/:file', async (req, res) => {
    const id = idOf(/^([0-9]{1,10})\.svg$/.exec(req.params.file)?.[1]);
    if (id === undefined || !(await deps.pageExists(id))) throw notFound('No such image');
    sendSvg(res, bannerSvg(id + 1000, `page ${id}`));
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
