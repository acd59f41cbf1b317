/**
 * The page handler: match the route, load the shell and the route's critical data, apply the
 * route's access rule, then stream the document with the status the data decided.
 */
import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { matchRoutes } from 'react-router';
import type { ShellPayload } from '../../client/lib/ssr-data.tsx';
import { type PageName, pages } from '../../client/pages.ts';
import { routeIdOf, routeModules, routeObjects } from '../../client/routes.tsx';
import { accessRedirect } from '../../shared/access.ts';
import { routeById } from '../../shared/routes.ts';
import { createApiClient, UpstreamError } from '../api-client.ts';
import { readAuthToken } from '../auth-cookie.ts';
import type { Config } from '../config.ts';
import { ctxOf } from '../middleware/request-context.ts';
import { type AssetManifest, loadAssetManifest, preloadsFor } from './assets.ts';
import { createLoader } from './load-route-data.ts';
import { renderDocument } from './render-document.tsx';
import { staticErrorPage } from './static-error-page.ts';

export interface PageHandlerOptions {
  config: Config;
  apiUrl: string;
  /** Folder of the browser build (holds manifest.json). */
  clientDir?: string;
  manifest?: AssetManifest;
}

export interface PageHandler extends RequestHandler {
  /** Renders the branded error page for a status (used by the error handler and for 404s). */
  renderError(req: Request, res: Response, status: number): Promise<void>;
}

export function createPageHandler({
  config,
  apiUrl,
  clientDir = 'dist/client',
  manifest,
}: PageHandlerOptions): PageHandler {
  const api = createApiClient({ apiUrl, timeoutMs: config.API_TIMEOUT_MS });
  const assets = manifest ?? loadAssetManifest(clientDir);
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');

  async function render(req: Request, res: Response, forcedStatus?: number) {
    const ctx = ctxOf(res);
    const locale = ctx.locale;
    const url = req.originalUrl;
    const [pathname = '/', query = ''] = url.split('?');
    const token = readAuthToken(req, config);
    const loader = createLoader({ api, locale, token, signal: ctx.signal, requestId: ctx.id });

    let status = forcedStatus ?? 200;
    let customer = null;
    try {
      customer = await loader.loadShell();
    } catch (error) {
      // Without the shell's data there is no branded page to render.
      const s = error instanceof UpstreamError && error.status >= 500 ? error.status : 503;
      if (error instanceof UpstreamError && error.code === 'client_aborted') return;
      ctx.log.error('shell_data_failed', { err: String(error) });
      res.status(s).setHeader('Content-Type', 'text/html; charset=utf-8');
      if (s === 503) res.setHeader('Retry-After', '30');
      res.end(staticErrorPage(s, locale));
      return;
    }

    if (forcedStatus === undefined) {
      const matches = matchRoutes(routeObjects, pathname);
      const match = matches?.[matches.length - 1];
      const id = match ? routeIdOf(match.route.id ?? '') : 'catchAll';
      const redirect = accessRedirect(routeById(id).access, customer, locale, url);
      if (redirect) {
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(302, redirect);
        return;
      }
      try {
        await loader.loadRoute(routeModules[id], {
          params: (match?.params ?? {}) as Record<string, string | undefined>,
          search: new URLSearchParams(query),
          locale,
          pathname,
          customer,
        });
      } catch (error) {
        if (error instanceof UpstreamError && error.code === 'client_aborted') return;
        status = error instanceof UpstreamError ? error.status : 500;
        if (status >= 500) ctx.log.error('route_data_failed', { err: String(error) });
      }
    }

    const loaded = loader.result(customer);
    const failed = status >= 400;
    const modules = failed ? [] : loaded.modules;
    const payload: ShellPayload = {
      critical: loaded.critical,
      deferred: failed ? [] : Object.keys(loaded.pending),
      modules,
      error: failed ? { status, pathname } : null,
      doc: {
        locale,
        publicUrl,
        css: assets.css,
        entry: assets.entry,
        preload: preloadsFor(
          assets,
          modules.map((m) => pages[m as PageName].source),
        ),
      },
    };
    if (loaded.timings.length) res.setHeader('Server-Timing', loaded.timings.join(', '));
    renderDocument({
      res,
      ctx,
      status,
      url,
      payload,
      pending: failed ? {} : loaded.pending,
      isBot: isbot(req.get('user-agent') ?? ''),
      streamTimeoutMs: config.STREAM_TIMEOUT_MS,
      headers: {
        'Cache-Control': customer || token ? 'private, no-store' : 'no-cache',
        ...(status === 503 ? { 'Retry-After': '30' } : {}),
      },
    });
  }

  const handler = ((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    return render(req, res);
  }) as PageHandler;
  handler.renderError = (req, res, status) => render(req, res, status);
  return handler;
}
