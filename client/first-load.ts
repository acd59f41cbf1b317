/**
 * What every page's first load shares, named once for the bundler (decision 012). esbuild splits
 * code into one chunk per set of entry points that reach it; with pages and islands as dynamic
 * entry points, the modules the main bundle and the pages share fell into a dozen small chunks that
 * a browser fetched and decompressed one by one (about 5 KB of gzip overhead on a product page).
 * Every page and island module imports this file, so all of it is reached from every entry point
 * and bundled as one shared chunk. Only import modules here that the first load needs anyway.
 */
import './root.tsx';
import './components/breadcrumbs.tsx';
import './components/compare-toggle-island.ts';
import './components/image.tsx';
import './components/link.tsx';
import './components/price.tsx';
import './components/product-card.tsx';
import './components/seo.tsx';
import './components/stars.tsx';
import './lib/analytics.ts';
import './lib/use-api.tsx';
import './features/recently-viewed/recently-viewed-store.ts';
