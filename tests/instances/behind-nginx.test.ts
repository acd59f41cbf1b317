/**
 * Streaming behind a default nginx (issue 37, item 4; decision 075). nginx buffers a proxied answer
 * by default (`proxy_buffering on`): without `X-Accel-Buffering: no` a streamed page's shell waited
 * for its slowest deferred section. Here Debian's nginx, started by the test with its own prefix
 * and config (buffering left at its default), proxies to the storefront, whose product reviews (a
 * deferred section) are held back until the client has decoded the shell. The shell must arrive
 * while the reviews are still held: an ordering, not a time. Once with the storefront compressing
 * (nginx passes its gzip on) and once with nginx compressing (`gzip on`, the storefront asked
 * without Accept-Encoding). Skipped, loudly, when nginx is not installed (CI installs it: .ci/run).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import { appLoaderScript } from '../../server/render/registry-script.ts';
import { bestSellingProduct, startStorefront } from '../../server/render/test-shop.ts';
import { listen, passThroughProxy, type RunningServer } from '../../server/test-support.ts';
import { freePort } from './cluster.ts';

const NGINX = '/usr/sbin/nginx';
const installed = fs.existsSync(NGINX);
if (!installed)
  console.warn(
    `\n*** ${NGINX} is not installed: the streaming-behind-nginx tests are SKIPPED (apt-get install nginx) ***\n`,
  );

/** How long the reviews are held when the shell never comes (nginx buffering): not asserted. */
const HOLD_AT_MOST_MS = 15_000;

let api: { url: string; close(): Promise<void> };
let gate: RunningServer;
let shop: RunningServer;
let productUri: string;
/** Releases the held review calls; set while a page is being read. */
let release: (() => void) | undefined;
let held = false;

beforeAll(async () => {
  if (!installed) return;
  api = await startTestApi({ port: 0, log: false });
  gate = await listen(
    passThroughProxy(api.url, (req, _res, forward) => {
      if (!req.url?.includes('/reviews') || !release) return false;
      held = true;
      const previous = release;
      release = () => {
        previous();
        forward();
      };
      return true;
    }),
  );
  // The API and stream timeouts are well above the hold, so the reviews come as data, not as a
  // failed section that would end the hold by itself.
  shop = await startStorefront(gate.url, {
    API_TIMEOUT_MS: String(HOLD_AT_MOST_MS * 5),
    STREAM_TIMEOUT_MS: String(HOLD_AT_MOST_MS * 5),
    PAGE_CACHE: 'off',
    DATA_CACHE: 'off',
  });
  productUri = (await bestSellingProduct(api.url)).uri;
}, 180_000);

afterAll(async () => {
  release?.();
  await shop?.close();
  await gate?.close();
  await api?.close();
});

interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** Debian's nginx in the foreground, in a temp prefix, proxying to `upstream` with its defaults. */
async function startNginx(upstream: string, extra: string): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'fz-nginx-'));
  // As root, nginx's workers run as `nobody`: let them into the temp paths nginx creates for them.
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const conf = `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  ${extra}
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${upstream};
    }
  }
}
`;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', `${prefix}/`, '-e', `${prefix}/error.log`, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`nginx did not answer: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * The shell's last bytes: React writes the bootstrap script at its end, and the app's loader ends
 * it (decision 108). (nginx passes on full buffers as they fill; the partly filled one is what it
 * holds back, so the heading near the top of a 60 KB shell gets through either way: the whole
 * shell must.)
 */
const SHELL_END = appLoaderScript.slice(-80);

interface Reading {
  /** Whether the whole decoded shell arrived while the reviews were still held. */
  shellWhileHeld: boolean;
  contentEncoding: string | undefined;
  html: string;
}

/**
 * Reads a product page as a browser does (gzip), holding its reviews until the decoded shell has
 * arrived (all of it), or HOLD_AT_MOST_MS at most.
 */
function readPage(base: string): Promise<Reading> {
  held = false;
  let shellWhileHeld = false;
  let released = false;
  const releasedWhen = new Promise<void>((resolve) => {
    release = () => {
      released = true;
      resolve();
    };
  });
  const fallback = setTimeout(() => release?.(), HOLD_AT_MOST_MS);
  return new Promise<Reading>((resolve, reject) => {
    http
      .get(
        new URL(productUri, base),
        { agent: false, headers: { 'accept-encoding': 'gzip', 'user-agent': 'Mozilla/5.0 Chrome/156' } },
        (res) => {
          const encoding = res.headers['content-encoding'];
          const decoded = encoding === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
          let html = '';
          decoded.on('data', (d: Buffer) => {
            html += d.toString();
            if (!released && html.includes(SHELL_END)) {
              shellWhileHeld = held;
              release?.();
            }
          });
          decoded.on('end', () => {
            clearTimeout(fallback);
            release = undefined;
            void releasedWhen.then(() => resolve({ shellWhileHeld, contentEncoding: encoding, html }));
          });
          decoded.on('error', reject);
        },
      )
      .on('error', reject);
  });
}

/** Reads a product page through an nginx with `extra` in its http block: the whole page, its shell while the reviews were held. */
async function expectShellBeforeReviews(extra: string): Promise<void> {
  const nginx = await startNginx(shop.url, extra);
  try {
    const page = await readPage(nginx.url);
    expect(page.contentEncoding).toBe('gzip');
    expect(page.html).toContain('</html>');
    expect(page.html).toContain('__FZq||[]).push(["/api/products/');
    expect(page.html).not.toContain('section-failed');
    expect(page.shellWhileHeld, 'the shell came while the reviews were held').toBe(true);
  } finally {
    await nginx.stop();
  }
}

describe.skipIf(!installed)('streaming behind a default nginx (proxy_buffering on)', () => {
  it('the shell arrives before a slow deferred section when the storefront compresses', async () => {
    await expectShellBeforeReviews('');
  });

  it('the shell arrives before a slow deferred section when nginx compresses (gzip on)', async () => {
    await expectShellBeforeReviews(
      'gzip on; gzip_proxied any; gzip_types text/html; proxy_set_header Accept-Encoding "";',
    );
  });
});
