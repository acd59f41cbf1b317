#!/usr/bin/env node
/**
 * The SSR benchmark's baseline: bare node:http + renderToPipeableStream, no middleware, no data
 * fetching, serving the pages the shop rendered (captured once by ssr.bench.mjs) in two forms:
 *
 *   /components/<i>  the storefront's own React element tree (client/root.tsx, links are plain <a>)
 *                    with the page's data in hand, without middleware or data loading. The issue's
 *                    budgets are ratios against this (decision 011).
 *   /elements/<i>    diagnostic: the page as plain host elements (<a>, <div>…, Suspense boundaries
 *                    where the shop had them), parsed back from the shop's own HTML: the React floor
 *                    for that markup, to see what our components cost over it.
 *
 *   node baseline-server.mjs <pages.json> <port>     (prints "ready" when listening)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { renderToPipeableStream } from 'react-dom/server';
import { assetUrls, browserOnlyPackages, serverConditions } from '../../../build.mjs';
import { htmlToTree } from './html-tree.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const [pagesFile, portArg] = process.argv.slice(2);
const pages = JSON.parse(readFileSync(pagesFile, 'utf8'));

/** Bundles components-entry.tsx like build.mjs bundles the server: production React, packages external. */
async function loadComponents() {
  const outfile = resolve(repo, 'node_modules/.cache/ssr-bench/components.mjs');
  await esbuild.build({
    absWorkingDir: repo,
    entryPoints: [resolve(here, 'components-entry.tsx')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    jsx: 'automatic',
    packages: 'external',
    define: { 'process.env.NODE_ENV': '"production"' },
    // As the server build: plain stores (`#valtio`), asset URLs (`?url`), browser-only packages (Leaflet) left out.
    conditions: serverConditions,
    plugins: [assetUrls, browserOnlyPackages],
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

const components = await loadComponents();
const handlers = new Map();
for (const [i, page] of pages.entries()) {
  const { render, bootstrap } = htmlToTree(page.html, {
    isBootstrapScript: (content) => content.includes('window.__FZ__='),
  });
  const options = {
    nonce: page.nonce,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    bootstrapScriptContent: bootstrap.scriptContent,
    bootstrapModules: bootstrap.modules,
  };
  handlers.set(`/elements/${i}`, (res) => {
    const stream = renderToPipeableStream(render(), {
      ...options,
      onShellReady() {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        stream.pipe(res);
      },
      onShellError() {
        res.writeHead(500);
        res.end();
      },
    });
  });
  handlers.set(`/components/${i}`, await components.prepare(page));
}

const server = createServer((req, res) => {
  const handler = handlers.get(req.url);
  if (!handler) {
    res.writeHead(404);
    res.end();
    return;
  }
  handler(res);
});
server.listen(Number(portArg), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
