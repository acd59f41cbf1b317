/**
 * The request as it really runs: the storefront and the reference API in this process, one warm
 * request for a product page, and the project files with a function V8 counted during it
 * (the inspector's precise coverage, call counts). Imported by tests/docs/architecture.test.ts.
 */
import { Session } from 'node:inspector/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApi } from '../../api/testing/test-api.ts';
import { startStorefront } from '../../server/render/test-shop.ts';

const root = resolve(import.meta.dirname, '../..');

/** The request the document follows. */
export const PRODUCT_PATH = '/lelit-anna-copper';

/** Files with a function that ran, sorted, by program (told apart by folder). */
export interface RequestTrip {
  /** the storefront's: server/, client/ (and any other folder but api/ and shared/) */
  storefront: string[];
  /**
   * Of the storefront's, the request-handling chain (`inChain`): the server's files and the route
   * (root, app, the route tables and the matched screen's folder), not the components, hooks and
   * stores of the page the route renders, which the browser runs again when it hydrates.
   */
  chain: string[];
  /** the API's: api/ */
  api: string[];
  /** shared/: run by the storefront or the API, which share this process here */
  shared: string[];
}

/**
 * A storefront file of the request-handling chain: `server/`, `client/root.tsx`, `client/app.tsx`
 * and `client/routes/` (its tables and the screen folders). The rest of the storefront's files
 * are the shell's and the page's components, hooks and stores (`client/components/`, `layout/`,
 * `features/`, `lib/`).
 */
export function inChain(file: string): boolean {
  return (
    file.startsWith('server/') ||
    file === 'client/root.tsx' ||
    file === 'client/app.tsx' ||
    file.startsWith('client/routes/')
  );
}

/** A project source file: in the repository, not a dependency, not a test or test helper. */
function projectFile(url: string): string | undefined {
  if (!url.startsWith('file://')) return undefined;
  const file = relative(root, fileURLToPath(url));
  if (!/\.(?:tsx?|mjs|js)$/.test(file)) return undefined; // an asset's stand-in module (`logo.svg?url`)
  if (file.startsWith('..') || file.includes('node_modules') || file.startsWith('dist/')) return undefined;
  if (file.startsWith('tests/') || /\.test\.tsx?$/.test(file) || /(^|\/)test(ing)?[-/]/.test(file))
    return undefined;
  return file;
}

export async function measureRequestTrip(): Promise<RequestTrip> {
  const api = await startTestApi({ port: 0, log: false });
  const shop = await startStorefront(api.url);
  const session = new Session();
  session.connect();
  try {
    const get = async () => {
      const res = await fetch(`${shop.url}${PRODUCT_PATH}`, {
        headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' },
      });
      if (res.status !== 200) throw new Error(`${PRODUCT_PATH}: ${res.status}`);
      await res.text();
    };
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await get();
    await session.post('Profiler.takePreciseCoverage'); // the warm-up's counts, discarded
    await get();
    const { result } = await session.post('Profiler.takePreciseCoverage');
    await session.post('Profiler.stopPreciseCoverage');
    const ran = new Set<string>();
    for (const script of result) {
      const file = projectFile(script.url);
      if (file && script.functions.some((fn) => fn.ranges.some((r) => r.count > 0))) ran.add(file);
    }
    const files = [...ran].sort();
    const storefront = files.filter((f) => !f.startsWith('api/') && !f.startsWith('shared/'));
    return {
      storefront,
      chain: storefront.filter(inChain),
      api: files.filter((f) => f.startsWith('api/')),
      shared: files.filter((f) => f.startsWith('shared/')),
    };
  } finally {
    session.disconnect();
    await shop.close();
    await api.close();
  }
}
