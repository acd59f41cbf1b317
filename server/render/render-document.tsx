/**
 * Streams the document: browsers get the shell at onShellReady, crawlers the whole page at
 * onAllReady. A closed connection or the stream timeout aborts the render (unfinished boundaries
 * get their fallback and the browser renders them); a shell error gets a static 500 page.
 */
import type { Response } from 'express';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ShellPayload } from '../../client/lib/ssr-data.tsx';
import { createAppContext, Root } from '../../client/root.tsx';
import type { ApiKey } from '../../shared/api-keys.ts';
import type { RequestContext } from '../middleware/request-context.ts';
import { registryScriptFor } from './registry-script.ts';
import { staticErrorPage } from './static-error-page.ts';

export interface RenderOptions {
  res: Response;
  ctx: RequestContext;
  status: number;
  url: string;
  payload: ShellPayload;
  /** Deferred values still on their way (promises that never reject). */
  pending: Record<ApiKey, Promise<unknown>>;
  isBot: boolean;
  streamTimeoutMs: number;
  headers?: Record<string, string>;
}

/** What the caller may ask of a render once its response has finished. */
export interface RenderHandle {
  /** True when the document went out whole: no render error, no abort, no shell error. */
  readonly clean: boolean;
}

const neverFetch = () => {
  throw new Error('The server never fetches through SWR: every key is loaded before rendering');
};

export function renderDocument({
  res,
  ctx,
  status,
  url,
  payload,
  pending,
  isBot,
  streamTimeoutMs,
  headers,
}: RenderOptions): RenderHandle {
  const context = createAppContext(payload.doc, ctx.nonce);
  const fallback: Record<ApiKey, unknown> = { ...payload.critical, ...pending };
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  let started = false;
  let clean = true;
  const shellStartedAt = performance.now();

  const start = () => {
    if (started || res.headersSent || res.destroyed) return;
    started = true;
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    const shellMs = performance.now() - shellStartedAt;
    const timing = res.getHeader('Server-Timing');
    res.setHeader('Server-Timing', `${timing ? `${timing}, ` : ''}shell;dur=${shellMs.toFixed(1)}`);
    stream.pipe(res);
  };

  const stream = renderToPipeableStream(
    <Root
      doc={payload.doc}
      context={context}
      initialError={payload.error}
      swr={{ fallback, provider: () => new Map(), revalidateIfStale: false, fetcher: neverFetch }}
      Router={Router}
    />,
    {
      nonce: ctx.nonce,
      // Never outline a finished section for its size: the page must read without JavaScript.
      // Only sections still waiting for data (deferred keys) stream in later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      bootstrapScriptContent: registryScriptFor(payload),
      bootstrapModules: payload.doc.entry ? [payload.doc.entry] : [],
      onShellReady() {
        if (!isBot) start();
      },
      onAllReady() {
        if (isBot) start();
      },
      onShellError(error) {
        clean = false;
        ctx.log.error('render_shell_error', { err: String(error) });
        if (res.headersSent) return void res.destroy();
        started = true;
        res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(staticErrorPage(500, payload.doc.locale));
      },
      onError(error) {
        clean = false;
        if (ctx.signal.aborted) return;
        ctx.log.warn('render_error', { err: error instanceof Error ? error.message : String(error) });
      },
    },
  );

  const timer = setTimeout(() => {
    clean = false;
    stream.abort(new Error('stream_timeout'));
  }, streamTimeoutMs + 1000);
  const onAbort = () => {
    clean = false;
    stream.abort(new Error('client_aborted'));
  };
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  res.once('close', () => {
    clearTimeout(timer);
    ctx.signal.removeEventListener('abort', onAbort);
  });
  return {
    get clean() {
      return clean && started;
    },
  };
}
