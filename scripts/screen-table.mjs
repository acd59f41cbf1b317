/**
 * The screen table, gathered from the screen folders (decision 084). Every folder under
 * client/routes/ with a `screen.ts` (or `.tsx`) is a screen, named after its folder in camelCase
 * (`find-dealer/` is `findDealer`, the name its paths have in client/routes/paths.ts). From the
 * folders this writes three files that are not edited by hand:
 *  - client/routes/screens.gen.ts: every folder's `screen` (its page), by name;
 *  - server/render/screen-loaders.gen.ts: every folder's loader, the `load` its `*-data.ts`
 *    exports, by name (only the server imports loaders; the browser reads the same keys with SWR).
 *  - client/styles/screens.gen.css: the stylesheets in the folders that client/styles/index.css
 *    does not place itself (it imports this file after the features' stylesheets, before the dark
 *    theme; a stylesheet whose place in the cascade matters is imported there at its place);
 *  - shared/i18n/screen-texts.gen.ts: every folder's own texts (its `texts.ts`, `nl` and `en`
 *    exports like a dictionary section), by namespace: the screen's name with `Screen` after it
 *    (`cart/texts.ts` is read as `t('cartScreen.summary')`; decision 106), so a folder's texts
 *    never take a section's name;
 *  - shared/i18n/screen-sections/: the same texts for the browser, each folder's a lazy dictionary
 *    section of its own named after its namespace, one module per language
 *    (`lazy-cartScreen-nl.ts`, `lazy-cartScreen-en.ts`), and their loaders (`loaders.gen.ts`, which
 *    shared/i18n/section-loaders.ts adds to its table), so a page downloads only its own folder's
 *    texts (decisions 088, 106). A module no folder gives any more is removed.
 * `node build.mjs` (and `npm run dev`) writes them before bundling; client/routes/screens.test.ts
 * fails when a written file is not what the folders give.
 *
 *   node scripts/screen-table.mjs [root]    writes them (root: a copy of the repository)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const camelName = (folder) => folder.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/**
 * The namespace a folder's texts are read under: its screen's name and `Screen` (decision 106). A
 * section may share a screen's name (`cart`), and the browser adds a lazy module's texts to the
 * dictionary by replacing whole namespaces, so a folder's namespace must be one no section takes.
 */
export const textsNamespace = (name) => `${name}Screen`;

/** Where the browser's per-folder text modules and their loaders are written (only written files). */
export const screenSections = 'shared/i18n/screen-sections';

/** The screens under `root`'s client/routes: folder, name, screen module and loader module (or null). */
export function screenFolders(root = repository) {
  const routes = join(root, 'client/routes');
  return readdirSync(routes, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((folder) => {
      const files = readdirSync(join(routes, folder));
      const screen = files.find((f) => /^screen\.tsx?$/.test(f));
      if (!screen) return [];
      const loader =
        files.find(
          (f) =>
            f.endsWith('-data.ts') &&
            /^export (?:async )?(?:function load\b|const load\b)/m.test(
              readFileSync(join(routes, folder, f), 'utf8'),
            ),
        ) ?? null;
      const texts = files.includes('texts.ts');
      const name = camelName(folder);
      return [{ folder, name, screen, loader, texts, namespace: texts ? textsNamespace(name) : null }];
    });
}

/**
 * The stylesheets in the screen folders that client/styles/index.css does not import itself, as
 * paths from client/styles/ (`../routes/<folder>/<file>.css`).
 */
export function screenStylesheets(root = repository) {
  const index = readFileSync(join(root, 'client/styles/index.css'), 'utf8');
  const placed = new Set([...index.matchAll(/^@import "([^"]+)";/gm)].map((m) => m[1]));
  const routes = join(root, 'client/routes');
  return readdirSync(routes, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((folder) =>
      readdirSync(join(routes, folder))
        .filter((f) => f.endsWith('.css'))
        .sort()
        .map((f) => `../routes/${folder}/${f}`),
    )
    .filter((path) => !placed.has(path));
}

const notice =
  '// Written by scripts/screen-table.mjs from the folders under client/routes/ (decision 084): do not edit.';

/** The written files' text, by path (`client/routes/screens.gen.ts`, …). */
export function screenTable(root = repository) {
  const screens = screenFolders(root);
  const loaders = screens.filter((s) => s.loader);
  const client = [
    notice,
    ...screens.map((s) => `import { screen as ${s.name} } from './${s.folder}/${s.screen}';`),
    '',
    'export const screenModules = {',
    ...screens.map((s) => `  ${s.name},`),
    '};',
    '',
  ].join('\n');
  const server = [
    notice,
    ...loaders.map((s) => `import { load as ${s.name} } from '../../client/routes/${s.folder}/${s.loader}';`),
    '',
    'export const screenLoaders = {',
    ...loaders.map((s) => `  ${s.name},`),
    '};',
    '',
  ].join('\n');
  const styles = [
    '/* Written by scripts/screen-table.mjs from the folders under client/routes/ (decision 084): do not edit. */',
    ...screenStylesheets(root).map((path) => `@import "${path}";`),
    '',
  ].join('\n');
  const texts = screens.filter((s) => s.texts);
  const textsNotice = notice.replace('(decision 084)', '(decisions 084, 088, 106)');
  const serverTexts = [
    textsNotice,
    ...texts.map((s) => `import * as ${s.namespace} from '../../client/routes/${s.folder}/texts.ts';`),
    '',
    "/** Each screen folder's own texts (`nl`, `en`), by its namespace (the screen's name and `Screen`). */",
    ...(texts.length
      ? ['export const screenTexts = {', ...texts.map((s) => `  ${s.namespace},`), '};']
      : ['export const screenTexts = {};']),
    '',
  ].join('\n');
  // The browser's: one module per folder and language, the lazy section named after the folder's
  // namespace, so a page loads its own folder's texts only and a screen with texts adds nothing to
  // the first-load chunk (decisions 088, 106). The browser adds a lazy module by replacing whole
  // namespaces, which a folder's own namespace fits exactly.
  const language = { nl: 'Dutch', en: 'English' };
  const lazy = (s, locale) =>
    [
      textsNotice,
      `import { ${locale} } from '../../../client/routes/${s.folder}/texts.ts';`,
      '',
      `/** The ${s.folder}/ folder's texts in ${language[locale]}, as the lazy section \`${s.namespace}\`. */`,
      `export const texts = { ${s.namespace}: ${locale} };`,
      '',
    ].join('\n');
  const sectionLoaders = [
    textsNotice,
    '',
    "/** Each screen folder's texts as a lazy section of its own, by namespace, one module per language. */",
    ...(texts.length
      ? [
          'export const screenSectionLoaders = {',
          ...texts.flatMap((s) => [
            `  ${s.namespace}: {`,
            ...['nl', 'en'].map(
              (locale) => `    ${locale}: () => import('./lazy-${s.namespace}-${locale}.ts'),`,
            ),
            '  },',
          ]),
          '};',
        ]
      : ['export const screenSectionLoaders = {};']),
    '',
  ].join('\n');
  return {
    'client/routes/screens.gen.ts': client,
    'shared/i18n/screen-texts.gen.ts': serverTexts,
    ...Object.fromEntries(
      texts.flatMap((s) =>
        ['nl', 'en'].map((locale) => [`${screenSections}/lazy-${s.namespace}-${locale}.ts`, lazy(s, locale)]),
      ),
    ),
    [`${screenSections}/loaders.gen.ts`]: sectionLoaders,
    'server/render/screen-loaders.gen.ts': server,
    'client/styles/screens.gen.css': styles,
  };
}

/**
 * Writes the modules that differ from what the folders give and removes the per-folder text modules
 * no folder gives (a folder or its `texts.ts` gone); returns the files written or removed.
 */
export function writeScreenTable(root = repository) {
  const written = [];
  const table = screenTable(root);
  mkdirSync(join(root, screenSections), { recursive: true });
  for (const file of readdirSync(join(root, screenSections))) {
    if (`${screenSections}/${file}` in table) continue;
    rmSync(join(root, screenSections, file));
    written.push(`${screenSections}/${file}`);
  }
  for (const [file, text] of Object.entries(table)) {
    const path = join(root, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeFileSync(path, text);
    written.push(file);
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = writeScreenTable(resolve(process.argv[2] ?? repository));
  console.log(written.length ? `wrote ${written.join(', ')}` : 'screen table up to date');
}
