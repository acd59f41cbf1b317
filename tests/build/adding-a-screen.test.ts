/**
 * docs/adding-a-screen.md, done (decision 084): in a copy of the repository, a throw-away screen is
 * added the way the document says (a folder, its paths in client/routes/paths.ts) and the copy is
 * built with `node build.mjs`. The build gathers the new screen's page, loader, stylesheet and
 * texts from its folder (decisions 088, 106: its texts in both dictionaries of the server, and for
 * the browser a lazy section of its own, `throwAwayScreen`, one module per language), the page is a
 * chunk of its own, and nothing else of the copy had to change.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const copied = ['client', 'shared', 'server', 'api', 'public', 'scripts', 'build.mjs', 'package.json'];
const skipped = new Set(['node_modules', 'dist', 'data']);

/** The throw-away screen: its folder, as docs/adding-a-screen.md shows it. */
const folder = {
  'screen.ts': `import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('throw-away/throw-away-page', () => import('./throw-away-page.tsx'), [
    'throwAwayScreen',
  ]),
} as const satisfies Screen;
`,
  'throw-away-page.tsx': `import { useApp } from '../../lib/app-context.tsx';

export default function ThrowAwayPage() {
  const { t } = useApp();
  return <h1 className="throw-away-title">{t('throwAwayScreen.heading')}</h1>;
}
`,
  'texts.ts': `export const nl = { heading: 'Wegwerpscherm in het Nederlands' };

export const en: typeof nl = { heading: 'Throw-away screen in English' };
`,
  'throw-away.css': `.throw-away-title {
  letter-spacing: 0.123em;
}
`,
  'throw-away-data.ts': `import { apiKeys } from '../../../shared/api-keys.ts';
import type { LoadArgs } from '../screen.ts';

export async function load({ get, locale }: LoadArgs) {
  await get(apiKeys.shopInfo(locale));
}
`,
};
const paths = `  throwAway: [{ id: 'throwAway', nl: '/wegwerp', en: '/en/throw-away' }],\n`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

let copy: string;
let built: string;
/** Every file of the copy as it was before the screen was added. */
let before: Map<string, string>;

const contents = () =>
  new Map(
    copied
      .flatMap((name) => (name.includes('.') ? [join(copy, name)] : filesUnder(join(copy, name))))
      .map((path) => [relative(copy, path), readFileSync(path, 'utf8')]),
  );

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'adding-a-screen-'));
  for (const name of copied)
    cpSync(join(root, name), join(copy, name), {
      recursive: true,
      filter: (source) => !skipped.has(source.split('/').at(-1) ?? ''),
    });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  before = contents();
  // Step 1: the folder.
  mkdirSync(join(copy, 'client/routes/throw-away'));
  for (const [file, text] of Object.entries(folder))
    writeFileSync(join(copy, 'client/routes/throw-away', file), text);
  // Step 2: its paths, in the one list (before the catch-all, which stays last).
  const table = join(copy, 'client/routes/paths.ts');
  const text = readFileSync(table, 'utf8');
  const at = text.indexOf('  catchAll: [');
  expect(at).toBeGreaterThan(0);
  writeFileSync(table, text.slice(0, at) + paths + text.slice(at));
  // Step 3: the build.
  built = join(copy, 'dist');
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: copy,
    env: { ...process.env, OUT_DIR: built },
    stdio: 'pipe',
  });
}, 240_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('adding a screen (docs/adding-a-screen.md)', () => {
  it('gathers its page, loader, stylesheet and texts from its folder', () => {
    expect(readFileSync(join(copy, 'shared/i18n/screen-texts.gen.ts'), 'utf8')).toContain(
      "import * as throwAwayScreen from '../../client/routes/throw-away/texts.ts';",
    );
    const written = (file: string) => readFileSync(join(copy, 'shared/i18n/screen-sections', file), 'utf8');
    expect(written('lazy-throwAwayScreen-nl.ts')).toContain(
      "import { nl } from '../../../client/routes/throw-away/texts.ts';",
    );
    expect(written('lazy-throwAwayScreen-en.ts')).toContain(
      "import { en } from '../../../client/routes/throw-away/texts.ts';",
    );
    expect(written('loaders.gen.ts')).toContain("nl: () => import('./lazy-throwAwayScreen-nl.ts'),");
    const screens = readFileSync(join(copy, 'client/routes/screens.gen.ts'), 'utf8');
    expect(screens).toContain("import { screen as throwAway } from './throw-away/screen.ts';");
    const loaders = readFileSync(join(copy, 'server/render/screen-loaders.gen.ts'), 'utf8');
    expect(readFileSync(join(copy, 'client/styles/screens.gen.css'), 'utf8')).toContain(
      '@import "../routes/throw-away/throw-away.css";',
    );
    expect(loaders).toContain(
      "import { load as throwAway } from '../../client/routes/throw-away/throw-away-data.ts';",
    );
  });

  it('builds the page as a chunk of its own and routes its paths', () => {
    const manifest = JSON.parse(readFileSync(join(built, 'client/manifest.json'), 'utf8'));
    expect(Object.keys(manifest.modules)).toContain('client/routes/throw-away/throw-away-page.tsx');
    const server = readdirSync(join(built, 'server'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(built, 'server', f), 'utf8'))
      .join('\n');
    expect(server).toContain('/wegwerp');
    // Its texts: both languages in the server's dictionaries; in the browser, one module per language.
    expect(server).toContain('Wegwerpscherm in het Nederlands');
    expect(server).toContain('Throw-away screen in English');
    const asset = (url: string) =>
      readFileSync(join(built, 'client', url.replace(/^\/assets\//, '')), 'utf8');
    // A module per language of its own, with its texts only, and no other folder's module has them.
    const nl = asset(manifest.sections['throwAwayScreen-nl']);
    const en = asset(manifest.sections['throwAwayScreen-en']);
    expect([nl.includes('Wegwerpscherm'), nl.includes('Throw-away screen')]).toEqual([true, false]);
    expect([en.includes('Throw-away screen'), en.includes('Wegwerpscherm')]).toEqual([true, false]);
    expect(nl).not.toContain('cartScreen');
    const others = Object.entries(manifest.sections as Record<string, string>).filter(
      ([name]) => !name.startsWith('throwAwayScreen-'),
    );
    expect(others.map(([name]) => name)).toContain('cartScreen-nl');
    expect(others.filter(([, url]) => asset(url).includes('Wegwerpscherm')).map(([name]) => name)).toEqual(
      [],
    );
    // The table of sections (its own chunk, loaded by the first loadSection) points at it.
    const table = manifest.modules['shared/i18n/section-loaders.ts'].map(asset).join('\n');
    expect(table).toContain(manifest.sections['throwAwayScreen-nl'].split('/').at(-1));
    expect(table).toContain(manifest.sections['throwAwayScreen-en'].split('/').at(-1));
    const css = manifest.css.map((url: string) =>
      readFileSync(join(built, 'client', url.replace(/^\/assets\//, '')), 'utf8'),
    );
    expect(css.join('\n')).toMatch(/\.throw-away-title\{letter-spacing:\.123em\}/);
  });

  it('touched nothing but its folder, its line in paths.ts and the files the build writes', () => {
    const changed = [...contents()]
      .filter(([file, text]) => before.get(file) !== text)
      .map(([file]) => file)
      .sort();
    expect(changed).toEqual([
      'client/routes/paths.ts',
      'client/routes/screens.gen.ts',
      'client/routes/throw-away/screen.ts',
      'client/routes/throw-away/texts.ts',
      'client/routes/throw-away/throw-away-data.ts',
      'client/routes/throw-away/throw-away-page.tsx',
      'client/routes/throw-away/throw-away.css',
      'client/styles/screens.gen.css',
      'server/render/screen-loaders.gen.ts',
      'shared/i18n/screen-sections/lazy-throwAwayScreen-en.ts',
      'shared/i18n/screen-sections/lazy-throwAwayScreen-nl.ts',
      'shared/i18n/screen-sections/loaders.gen.ts',
      'shared/i18n/screen-texts.gen.ts',
    ]);
  });
});
