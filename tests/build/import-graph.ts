/**
 * The repository's import graph as the source text states it (decision 060), for
 * import-boundaries.test.ts: relative specifiers of `import`, `export … from` and `import()`,
 * resolved to files. Bare specifiers (packages) are not edges.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface ImportEdge {
  from: string;
  to: string;
  /** `import()`: loaded later, but still a dependency (a circle through it is one all the same). */
  dynamic: boolean;
  /** `import type` / `export type`: erased by the compiler, but still a dependency of the source. */
  typeOnly: boolean;
  line: number;
}

/** The .ts, .tsx and .mjs files under the given folders of the repository, relative to it. */
export function sourceFiles(...dirs: string[]): string[] {
  return dirs.flatMap((dir) => filesUnder(resolve(root, dir))).map((f) => relative(root, f));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'data') return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return null;
}

/** Comments out, strings kept (a URL's `//` follows a colon, so it is not taken for a comment). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');

/**
 * `import … from '…'`, `import '…'`, `export … from '…'` at the start of a line (the formatter puts
 * them there), with `type` after the keyword when the whole statement is type-only.
 */
const staticImport = /^[ \t]*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of one file (path relative to the repository). */
export function importsOf(file: string, text = readFileSync(resolve(root, file), 'utf8')): ImportEdge[] {
  const abs = resolve(root, file);
  const code = withoutComments(text);
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const edges: (ImportEdge & { at: number })[] = [];
  const add = (at: number, specifier: string, dynamic: boolean, typeOnly: boolean) => {
    const to = resolveSpecifier(abs, specifier);
    if (to) edges.push({ from: file, to, dynamic, typeOnly, line: lineAt(at), at });
  };
  for (const m of code.matchAll(staticImport)) add(m.index, m[3]!, false, Boolean(m[2]));
  for (const m of code.matchAll(dynamicImport)) add(m.index, m[1]!, true, false);
  return edges.sort((a, b) => a.at - b.at).map(({ at: _, ...edge }) => edge);
}

const featureOf = (file: string) => /^client\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Imports from one feature into another, but for the allowed pairs (`from -> to`). */
export function crossFeatureImports(edges: ImportEdge[], allowed: Record<string, string> = {}): string[] {
  return edges
    .filter((e) => {
      const from = featureOf(e.from);
      const to = featureOf(e.to);
      return from && to && from !== to && !(`${e.from} -> ${e.to}` in allowed);
    })
    .map((e) => `${e.from}:${e.line} imports ${e.to}`);
}

/**
 * Import circles (Tarjan's strongly connected components), each as a path. Every edge counts:
 * static, `import()` and type-only (decision 083). A circle through a lazy page or a type still
 * means the modules on it cannot be understood, tested or moved one without the others: the table
 * of links reaching every page put every component that builds a link above every page.
 */
export function importCycles(edges: ImportEdge[]): string[] {
  const graph = new Map<string, string[]>();
  for (const e of edges) graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  // One path through each component, from its first file (sorted) back to it.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const previous = new Map<string, string>();
    const queue = [start];
    const seen = new Set([start]);
    while (queue.length) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (!members.has(w)) continue;
        if (w === start) {
          const path = [v];
          while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
          return [...path, start].join(' -> ');
        }
        if (!seen.has(w)) {
          seen.add(w);
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    return component.join(' -> ');
  });
}
