/**
 * docs/operations.md lists every setting: each environment variable that server/config.ts and
 * api/config.ts read (and any other `process.env.X` of the storefront's and the API's runtime code)
 * has a row in a table of its "Settings" section, and that section lists nothing the code does not
 * read. A new setting without its row fails here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './dockerfile.ts';
import { readSettings } from './settings.ts';

const doc = readFileSync(resolve(root, 'docs/operations.md'), 'utf8');
const settings = readSettings();

/** The text of a `## ` section, up to the next one. */
function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = doc.indexOf('\n## ', start + 4);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** Variables named in the first cell of a table row (`| \`A\` / \`B\` | …`). */
function tableVariables(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1];
    if (!first) continue;
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1]!);
  }
  return names;
}

describe('the operations guide', () => {
  const documented = tableVariables(section('Settings'));

  it('finds the settings in the code (so an empty list cannot pass)', () => {
    const names = settings.map((s) => s.name);
    for (const known of [
      'PORT',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'REDIS_URL',
      'API_PORT',
      'DATABASE_URL',
      'METRICS_TOKEN',
    ])
      expect(names).toContain(known);
    expect(names.length).toBeGreaterThan(40);
  });

  it('has a settings table row for every environment variable the storefront and the API read', () => {
    const missing = settings
      .filter((s) => !documented.has(s.name))
      .map((s) => `${s.name} (read in ${s.files.join(', ')})`);
    expect(missing, 'add these to the tables of "## Settings" in docs/operations.md').toEqual([]);
  });

  it('lists no variable in those tables that the code does not read', () => {
    const read = new Set(settings.map((s) => s.name));
    expect([...documented].filter((n) => !read.has(n))).toEqual([]);
  });

  it('covers what an operator needs, and leaves the load figures to be filled in', () => {
    for (const title of [
      'Settings',
      'Health and readiness',
      'Graceful shutdown and load balancer timeouts',
      'Logs',
      'Metrics',
      'Scaling out',
      'Upgrades and migrations',
      'Backups',
      'The Docker image and compose',
      'Load and soak figures',
    ])
      expect(section(title), title).not.toBe('');
    for (const metric of [
      'storefront_http_requests_total',
      'storefront_http_request_duration_seconds',
      'storefront_http_requests_in_flight',
      'storefront_page_cache_requests_total',
      'storefront_upstream_errors_total',
      'shop_api_http_requests_total',
    ])
      expect(section('Metrics')).toContain(`\`${metric}\``);
  });

  it('names every metric the code defines', () => {
    const code = ['server/metrics.ts', 'api/metrics.ts']
      .map((f) => readFileSync(resolve(root, f), 'utf8'))
      .join('\n');
    const defined = [...code.matchAll(/name: '([a-z_]+)'/g)].map((m) => m[1]!);
    expect(defined.length).toBeGreaterThan(5);
    for (const name of defined) expect(section('Metrics'), name).toContain(`\`${name}\``);
  });
});
