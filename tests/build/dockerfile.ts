/**
 * Reading the Dockerfile and .dockerignore for the build tests: instructions by stage (continuation
 * lines joined, comments dropped, parser directives kept apart), exec-form arguments, and Docker's
 * context exclusion rules. Only what tests/build/*.test.ts need; dockerfile-utils does the syntax.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

export interface Instruction {
  /** Upper-cased keyword: FROM, RUN, COPY… */
  keyword: string;
  /** Everything after the keyword, continuation lines joined with a space. */
  args: string;
  /** 1-based line of the keyword. */
  line: number;
}

export interface Stage {
  /** `FROM <image> [AS <name>]` */
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

export function readDockerfile(path = resolve(root, 'Dockerfile')): string {
  return readFileSync(path, 'utf8');
}

export function parseInstructions(text: string): Instruction[] {
  const out: Instruction[] = [];
  const lines = text.split(/\r?\n/);
  let current: { start: number; text: string } | undefined;
  for (const [i, raw] of lines.entries()) {
    const trimmed = raw.trim();
    if (!current && (trimmed === '' || trimmed.startsWith('#'))) continue;
    if (current && trimmed.startsWith('#')) continue; // comment lines inside a continuation
    const continues = /\\$/.test(raw.trimEnd());
    const piece = continues ? raw.trimEnd().slice(0, -1) : raw;
    if (current) current.text += ` ${piece.trim()}`;
    else current = { start: i + 1, text: piece.trim() };
    if (!continues) {
      const m = /^(\S+)\s*([\s\S]*)$/.exec(current.text)!;
      out.push({ keyword: m[1]!.toUpperCase(), args: m[2]!.trim(), line: current.start });
      current = undefined;
    }
  }
  return out;
}

export function parseStages(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const ins of parseInstructions(text)) {
    if (ins.keyword === 'FROM') {
      const parts = ins.args.split(/\s+/).filter((p) => !p.startsWith('--'));
      const as = parts.findIndex((p) => p.toUpperCase() === 'AS');
      stages.push({ image: parts[0]!, name: as >= 0 ? parts[as + 1] : undefined, instructions: [] });
    } else if (stages.length > 0) {
      stages.at(-1)!.instructions.push(ins);
    }
  }
  return stages;
}

/** The JSON array of an exec-form CMD/HEALTHCHECK/ENTRYPOINT, or undefined for the shell form. */
export function execForm(args: string): string[] | undefined {
  if (!args.startsWith('[')) return undefined;
  try {
    const value = JSON.parse(args);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Leading `--flag[=value]` options and the rest (RUN --mount, COPY --from, HEALTHCHECK --interval). */
export function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (;;) {
    const m = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest);
    if (!m) break;
    flags[m[1]!] = m[2] ?? 'true';
    rest = rest.slice(m[0].length);
  }
  return { flags, rest };
}

/** `ENV A=1 B=2` (and the old `ENV A 1`) as pairs. */
export function envPairs(args: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!args.includes('=')) {
    const [k, ...v] = args.split(/\s+/);
    out[k!] = v.join(' ');
    return out;
  }
  for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    out[m[1]!] = m[2]!.startsWith('"') ? JSON.parse(m[2]!) : m[2]!;
  }
  return out;
}

/** COPY's sources and destination (flags removed; the JSON form too). */
export function copyArgs(args: string): { flags: Record<string, string>; sources: string[]; dest: string } {
  const { flags, rest } = splitFlags(args);
  const parts = execForm(rest) ?? rest.split(/\s+/);
  return { flags, sources: parts.slice(0, -1), dest: parts.at(-1)! };
}

/** Docker's .dockerignore: last matching pattern wins, `!` re-includes, a match covers what is below. */
export function dockerignore(text = readFileSync(resolve(root, '.dockerignore'), 'utf8')) {
  const rules = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const pattern = (negate ? l.slice(1) : l).replace(/^\/+/, '').replace(/\/+$/, '');
      const source = pattern
        .split(/(\*\*\/?|\*|\?)/)
        .map((part) => {
          if (part === '**/') return '(?:.*/)?';
          if (part === '**') return '.*';
          if (part === '*') return '[^/]*';
          if (part === '?') return '[^/]';
          return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { negate, regex: new RegExp(`^${source}$`) };
    });
  /** Whether a context path (relative, with `/`) is left out of the build context. */
  return (path: string): boolean => {
    const parts = path.split('/');
    let excluded = false;
    for (const rule of rules) {
      for (let n = 1; n <= parts.length; n++) {
        if (rule.regex.test(parts.slice(0, n).join('/'))) {
          excluded = !rule.negate;
          break;
        }
      }
    }
    return excluded;
  };
}
