/**
 * The server a diagnostic probe measures (stall-probe.mjs, survivors-probe.mjs): the built shop, or
 * one of the SSR baselines serving the shop's own page (captured from it first). Import this after
 * setting BENCH_NODE_FLAGS: processes.mjs reads them when it loads.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capture } from './pages.mjs';
import { freePort } from './ports.mjs';
import { pinSelfToLoadCores, startBaseline, startShop } from './processes.mjs';

/**
 * Starts `target` ('shop', 'components' or 'elements') for `path`; answers the URL to load, the
 * server's pid and log text, and close().
 */
export async function startProbeTarget({ target, dist, path }) {
  pinSelfToLoadCores();
  const shop = await startShop({ dist, port: await freePort(), apiPort: await freePort() });
  if (target === 'shop')
    return {
      url: `${shop.url}${path}`,
      pid: shop.server.pid,
      log: () => readFileSync(shop.serverLog, 'utf8'),
      close: shop.close,
    };
  const work = mkdtempSync(join(tmpdir(), 'probe-'));
  const pagesFile = join(work, 'pages.json');
  writeFileSync(pagesFile, JSON.stringify([{ ...(await capture(shop.url, path)), name: 'product' }]));
  await shop.close();
  const baseline = await startBaseline({ pagesFile, port: await freePort() });
  return {
    url: `${baseline.url}/${target}/0`,
    pid: baseline.server.pid,
    log: () => readFileSync(join(work, 'baseline.log'), 'utf8'),
    async close() {
      await baseline.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
