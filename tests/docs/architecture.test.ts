/**
 * docs/architecture.md lists every project file a warm product page request runs code in, the
 * storefront's, the API's and shared/ apart. The list is the measurement's (tests/docs/request-trip.ts: V8's
 * precise coverage of one warm request), not a walk read from the imports: a file that starts or
 * stops doing work on the request, and is not added to or taken from the list, fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inChain, measureRequestTrip, type RequestTrip } from './request-trip.ts';

const root = resolve(import.meta.dirname, '../..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** The text under a heading, up to the next heading of the same or a higher level. */
function sectionOf(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}"`);
  const level = heading.split(' ')[0] ?? '';
  const ends = [...text.slice(start + heading.length + 2).matchAll(/^(#+) /gm)].filter(
    (m) => (m[1] ?? '').length <= level.length,
  );
  const end = ends[0]?.index;
  return text.slice(start, end === undefined ? undefined : start + heading.length + 2 + end);
}

/** The files a list names: lines "- `folder/`: `a.ts`, `b.tsx` (what they do)". */
function listedFiles(section: string): string[] {
  const files: string[] = [];
  for (const line of section.split('\n')) {
    const m = /^- `([^`]+\/)`: (.*)$/.exec(line);
    if (!m) continue;
    const names = (m[2] ?? '').replace(/\(.*$/, '');
    for (const name of names.matchAll(/`([^`]+)`/g)) files.push(`${m[1]}${name[1]}`);
  }
  return files.sort();
}

const trip = sectionOf(doc, '## Files a product page request runs code in');
const listed = {
  storefront: listedFiles(sectionOf(trip, '### The storefront')),
  chain: listedFiles(sectionOf(trip, '#### The request-handling chain')),
  ui: listedFiles(sectionOf(trip, "#### The shell's and the page's components, hooks and stores")),
  api: listedFiles(sectionOf(trip, '### The API')),
  shared: listedFiles(sectionOf(trip, '### Shared code')),
};

/** What the list and the measurement disagree on, both ways. */
function difference(measured: string[], inDoc: string[]) {
  return {
    runsCodeButNotListed: measured.filter((f) => !inDoc.includes(f)),
    listedButRunsNoCode: inDoc.filter((f) => !measured.includes(f)),
  };
}

describe('docs/architecture.md, the request as it really runs', () => {
  let measured: RequestTrip;
  beforeAll(async () => {
    measured = await measureRequestTrip();
  }, 180_000);

  it('lists every storefront file the warm request runs code in, and no other', () => {
    expect(difference(measured.storefront, listed.storefront)).toEqual({
      runsCodeButNotListed: [],
      listedButRunsNoCode: [],
    });
  });

  it('lists the request-handling chain apart: server/, root, app and client/routes/, measured', () => {
    expect(difference(measured.chain, listed.chain)).toEqual({
      runsCodeButNotListed: [],
      listedButRunsNoCode: [],
    });
    expect(listed.chain.every(inChain)).toBe(true);
    expect(listed.ui.some(inChain)).toBe(false);
    expect([...listed.chain, ...listed.ui].sort()).toEqual(listed.storefront);
  });

  it("lists every API file the request's API calls run code in, and no other", () => {
    expect(difference(measured.api, listed.api)).toEqual({
      runsCodeButNotListed: [],
      listedButRunsNoCode: [],
    });
  });

  it('lists every shared/ file either program runs code in on the request, and no other', () => {
    expect(difference(measured.shared, listed.shared)).toEqual({
      runsCodeButNotListed: [],
      listedButRunsNoCode: [],
    });
  });

  it('states the counts the lists hold', () => {
    expect(trip).toContain(`### The storefront\n${listed.storefront.length} files`);
    expect(trip).toContain(`#### The request-handling chain\n${listed.chain.length} files`);
    expect(trip).toContain(`hooks and stores\n${listed.ui.length} files`);
    const server = listed.chain.filter((f) => f.startsWith('server/')).length;
    expect(trip).toContain(`${server} of the server's and ${listed.chain.length - server} of the route`);
    expect(trip).toContain(`### The API\n${listed.api.length} files`);
    expect(trip).toContain(`### Shared code\n${listed.shared.length} files`);
  });
});

describe('docs/architecture.md names files that exist', () => {
  const named = [
    ...doc.matchAll(/`((?:server|client|shared|api|scripts|tests)\/[\w./-]+\.(?:tsx?|mjs))`/g),
  ].map((m) => m[1] ?? '');
  it.each([...new Set(named)])('%s', (file) => {
    expect(existsSync(join(root, file))).toBe(true);
  });
});
