/**
 * Bench-only: the storefront's own React tree (client/root.tsx, the same components) with the data
 * already in hand, for the "components" baseline row of tests/bench/ssr.bench.mjs. Bundled by
 * baseline-server.mjs with esbuild the way build.mjs bundles the server (production React). SWR is
 * configured as the storefront configures it (server/render/server-swr.ts), so both render the same.
 */
import type { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { preloadIslands } from '../../../client/lib/island.tsx';
import type { ShellPayload } from '../../../client/lib/ssr-data.tsx';
import { createAppContext, Root } from '../../../client/root.tsx';
import { type PageName, pages } from '../../../client/routes/screens.ts';
import { registryScriptFor } from '../../../server/render/registry-script.ts';
import { serverSwrScope } from '../../../server/render/server-swr.ts';

export interface CapturedPage {
  url: string;
  payload: ShellPayload;
  /** Deferred values as the shop streamed them (key → value). */
  deferred: Record<string, unknown>;
  nonce: string;
}

export async function prepare(page: CapturedPage) {
  await Promise.all([preloadIslands(), ...page.payload.modules.map((m) => pages[m as PageName].preload())]);
  // The shop's own bootstrap script (the consent notice's, then the registry), built once.
  const bootstrapScriptContent = registryScriptFor(page.payload);
  const fallback = { ...page.payload.critical, ...page.deferred };
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={page.url}>{children}</StaticRouter>
  );
  return (res: Writable & { writeHead(status: number, headers: Record<string, string>): void }) => {
    const stream = renderToPipeableStream(
      <SWRConfig value={serverSwrScope}>
        <Root
          doc={page.payload.doc}
          context={createAppContext(page.payload.doc, page.nonce)}
          initialError={null}
          swr={{ fallback }}
          Router={Router}
        />
      </SWRConfig>,
      {
        nonce: page.nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        bootstrapScriptContent,
        bootstrapModules: page.payload.doc.entry ? [page.payload.doc.entry] : [],
        onShellReady() {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          stream.pipe(res);
        },
        onShellError() {
          res.writeHead(500, {});
          res.end();
        },
      },
    );
  };
}
