/**
 * Streams the document: browsers get the shell at onShellReady, crawlers the whole page at
 * onAllReady. A closed connection or the stream timeout aborts the render (unfinished boundaries
 * get their fallback and the browser renders them); a shell error gets a static 500 page.
 */
import type { Response } from 'express';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { ShellPayload } from '../../client/lib/ssr-data.tsx';
import { createAppContext, Root } from '../../client/root.tsx';
import type { ApiKey } from '../../shared/api-keys.ts';
import type { RequestContext } from '../middleware/request-context.ts';
import { endSpan } from '../tracing.ts';
import { registryScriptFor } from './registry-script.ts';
import { serverSwrScope } from './server-swr.ts';
import { staticErrorPage } from './static-error-page.ts';

interface RenderOptions {
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

/**
 * A class, not an object literal with a getter: V8 keeps a literal's accessor pair in the old
 * generation, and the getter's closure would hold this render's whole scope (the stream, the
 * response) there until the next mark-compact (see server-swr.ts).
 */
class RenderState implements RenderHandle {
  started = false;
  failed = false;
  get clean() {
    return this.started && !this.failed;
  }
}

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
  const state = new RenderState();
  const shellStartedAt = performance.now();
  // Tracing on: the render until the shell is ready (whole page for a crawler), then the stream until its end.
  const trace = ctx.trace;
  let shellSpan = trace?.child('render shell', { 'render.crawler': isBot });
  /** The shell's span ends (failed: no shell went out); a stream's span begins when it did. */
  const endShell = (failed: boolean) => {
    const span = shellSpan;
    if (!span) return;
    shellSpan = undefined;
    endSpan(span, undefined, failed);
    if (failed) return;
    const streamSpan = trace!.child('render stream');
    res.once('close', () => {
      if (!res.writableFinished) streamSpan.setAttribute('http.aborted', true);
      endSpan(streamSpan, undefined, state.failed);
    });
  };

  const start = () => {
    if (state.started || res.headersSent || res.destroyed) return;
    state.started = true;
    if (trace) endShell(false);
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    const shellMs = performance.now() - shellStartedAt;
    const timing = res.getHeader('Server-Timing');
    res.setHeader('Server-Timing', `${timing ? `${timing}, ` : ''}shell;dur=${shellMs.toFixed(1)}`);
    stream.pipe(res);
  };

  const stream = renderToPipeableStream(
    <SWRConfig value={serverSwrScope}>
      <Root
        doc={payload.doc}
        context={context}
        initialError={payload.error}
        swr={{ fallback }}
        Router={Router}
      />
    </SWRConfig>,
    {
      nonce: ctx.nonce,
      // Never outline a finished section for its size: the page must read without JavaScript.
      // Only sections still waiting for data (deferred keys) stream in later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The registry, then the loader of the app's modules after the first paint (decision 108).
      bootstrapScriptContent: registryScriptFor(payload),
      onShellReady() {
        if (!isBot) start();
      },
      onAllReady() {
        if (isBot) start();
      },
      onShellError(error) {
        state.failed = true;
        if (trace) endShell(true);
        ctx.log.error('render_shell_error', { err: String(error) });
        if (res.headersSent) return void res.destroy();
        state.started = true;
        res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(staticErrorPage(500, payload.doc.locale));
      },
      onError(error) {
        state.failed = true;
        if (ctx.aborted) return;
        ctx.log.warn('render_error', { err: error instanceof Error ? error.message : String(error) });
      },
    },
  );

  const timer = setTimeout(() => {
    state.failed = true;
    stream.abort(new Error('stream_timeout'));
  }, streamTimeoutMs + 1000);
  const onAbort = () => {
    state.failed = true;
    stream.abort(new Error('client_aborted'));
  };
  const forget = ctx.onAbort(onAbort);
  res.once('close', () => {
    clearTimeout(timer);
    forget();
    if (trace) endShell(true);
  });
  return state;
}
