/**
 * Built browser files under /assets/ and the two root files browsers and crawlers ask for.
 * - /assets/*: served from `assetsDir` (dist/client by default); hashed names are immutable for a
 *   year. `fallthrough: false`: a missing asset is a 404 text/plain with `no-store`, never the SSR
 *   page (cache deception). Traversal (`..`, encoded or not) is refused by `send` and answered 404.
 * - /favicon.ico and /favicon.svg from `publicDir` when present.
 * - /robots.txt, generated (decision 025): everything may be crawled but the visitor's own pages
 *   (cart and checkout, dashboard, dealer pages, login, password reset, payment return, offer and
 *   review links) and /api/; it names the sitemap under `publicUrl`. Crawlers never hit the
 *   catch-all page for it.
 */
import path from 'node:path';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { href } from '../../client/routes/href.ts';
import type { RouteId } from '../../client/routes/paths.ts';

export interface StaticAssetsOptions {
  /** Folder whose files are served under /assets/. Default `dist/client`. */
  assetsDir?: string;
  /** Folder holding favicon.ico and favicon.svg. Default `public`. */
  publicDir?: string;
  /** PUBLIC_URL: robots.txt names `<publicUrl>/sitemap.xml` (without it, no Sitemap line). */
  publicUrl?: string;
  /** Whether a file name carries a content hash (then it is immutable). Default: `-XXXXXXXX.` (esbuild). */
  isHashed?: (fileName: string) => boolean;
}

export const immutableCache = 'public, max-age=31536000, immutable';
/** Unhashed files under /assets may change with a deploy: revalidate every time. */
const revalidateCache = 'public, max-age=0, must-revalidate';
/** Screens that are the visitor's own (or a personal link's): not for crawlers, in both languages. */
const privateScreens: readonly RouteId[] = [
  'cart', // also checkout login and order below it
  'paymentRedirect',
  'dashboard', // every dashboard page below it
  'dealerOrder',
  'dealerDownloads',
  'login',
  'resetPassword',
  'offerLink',
  'reviewPromotion',
];

/** robots.txt: private paths (and /api/) disallowed, the sitemap named when the public URL is known. */
export function robotsTxt(publicUrl?: string): string {
  const paths = new Set(['/api/', ...privateScreens.flatMap((id) => [href(id, 'nl'), href(id, 'en')])]);
  const lines = ['User-agent: *', ...[...paths].map((p) => `Disallow: ${p}`), 'Allow: /'];
  if (publicUrl) lines.push('', `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
/** Files served from publicDir at the site root (a fixed list: nothing else in public/ is reachable). */
const rootFiles = ['favicon.ico', 'favicon.svg'] as const;

/**
 * Every path the router below can answer (Express matches case-insensitively, and without strict
 * routing a trailing slash too). The app mounts the step on these paths (`app.all(staticAssetPaths,
 * …)`), so a page request runs none of its code; the step tests them itself too, for an app that
 * mounts it everywhere (its tests).
 */
export const staticAssetPaths = new RegExp(
  `^/(?:assets(?:/|$)|(?:${[...rootFiles, 'robots.txt'].map((f) => f.replace(/\./g, '\\.')).join('|')})/?$)`,
  'i',
);

/** esbuild's default `[name]-[hash]` uses 8 characters of uppercase base32. */
const esbuildHashed = (fileName: string): boolean => /[-.][A-Z0-9]{8,}\.[A-Za-z0-9]+(\.map)?$/.test(fileName);

function notFoundText(res: express.Response, status = 404) {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
  res.send(status === 400 ? 'Bad request' : 'Not found');
}

export function staticAssets(options: StaticAssetsOptions = {}): RequestHandler {
  const assetsDir = path.resolve(options.assetsDir ?? 'dist/client');
  const publicDir = path.resolve(options.publicDir ?? 'public');
  const isHashed = options.isHashed ?? esbuildHashed;
  const router = express.Router();

  const assetErrors: ErrorRequestHandler = (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const status = (err as { status?: number }).status;
    // send answers 403 for traversal attempts and 404 for missing files: both are "not here".
    notFoundText(res, status === 400 ? 400 : 404);
  };

  router.use(
    '/assets',
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      // Only GET and HEAD read files; anything else is a 404 here, not a 405 page.
      if (req.method !== 'GET' && req.method !== 'HEAD') return notFoundText(res);
      // The build's manifest is for the server, not for browsers.
      if (req.path === '/manifest.json') return notFoundText(res);
      next();
    },
    express.static(assetsDir, {
      fallthrough: false,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      etag: true,
      lastModified: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', isHashed(path.basename(filePath)) ? immutableCache : revalidateCache);
      },
    }),
    assetErrors,
  );

  for (const file of rootFiles) {
    router.get(`/${file}`, (_req, res) => {
      res.sendFile(
        file,
        { root: publicDir, dotfiles: 'deny', headers: { 'Cache-Control': 'public, max-age=86400' } },
        (err) => {
          if (err && !res.headersSent) notFoundText(res);
        },
      );
    });
  }

  const robots = robotsTxt(options.publicUrl);
  router.get('/robots.txt', (_req, res) => {
    res
      .status(200)
      .set('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots);
  });

  return (req, res, next) => (staticAssetPaths.test(req.path) ? router(req, res, next) : next());
}
