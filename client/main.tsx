/**
 * The only browser-only file: read the server's data, load the visitor's dictionary and the page
 * chunks the server rendered (both modulepreloaded by the shell's loader), and hydrate the document with
 * the same Root under BrowserRouter.
 */
import './styles/index.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { ApiKey } from '../shared/api-keys.ts';
import { loadDictionary } from '../shared/i18n/browser.ts';
import { fetchKey } from './lib/fetcher.ts';
import { REGISTRY, type Registry } from './lib/ssr-data.tsx';
import { SwrHydrationCache, settleFallback } from './lib/swr-hydration.ts';
import { createAppContext, Root } from './root.tsx';
import { type PageName, pages } from './routes/screens.ts';

declare global {
  interface Window {
    [REGISTRY]: Registry;
  }
}

const registry = window[REGISTRY];
const { critical, deferred, doc, modules, error } = registry.p;

/** Resolves when the HTML stream has ended (the parser is done). */
const streamEnded = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

const fallback: Record<ApiKey, unknown> = { ...critical };
for (const key of deferred) {
  // The value streams in next to its boundary; if the stream ends without it, fetch it once.
  fallback[key] = Promise.race([
    registry.get(key),
    streamEnded.then(() => (registry.has(key) ? registry.get(key) : fetchKey(key))),
  ]);
}

// A page chunk that fails again after its one reload (lib/chunk-reload.ts) still lets the document
// hydrate: the page's own throw then shows the error page with a way on, instead of the server's
// loading state for good (issue 41).
await Promise.all([
  loadDictionary(doc.locale),
  ...modules.map((name) => pages[name as PageName]?.preload().catch(() => {})),
]);

const nonce = (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';
const context = createAppContext(doc, nonce);

// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
// hydrating the whole document in one long task (which a phone feels as total blocking time); a
// click on a part not yet hydrated makes React hydrate that part first.
startTransition(() => {
  hydrateRoot(
    document,
    <Root
      doc={doc}
      context={context}
      initialError={error}
      swr={{
        fallback,
        fetcher: fetchKey,
        revalidateIfStale: false,
        revalidateOnFocus: false,
        keepPreviousData: false,
        provider: () => new SwrHydrationCache(),
        use: [settleFallback],
      }}
      Router={BrowserRouter}
    />,
  );
});

// `npm run dev`: reload after a rebuild. A production build drops this line and the module.
if (process.env.NODE_ENV === 'development') void import('./dev-reload.ts').then((m) => m.reloadOnRebuild());
