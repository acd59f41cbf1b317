/**
 * The shop's Dutch-only words (issue 41): every word of the Dutch texts (the core dictionary, every
 * section in shared/i18n/sections/ and every screen folder's texts.ts, each module's `nl…` exports)
 * that no English text (their `en…` exports) uses. Words both languages share (names, "Open",
 * "Lelit", "Koffie & Keuken") drop out by that rule. Words of fewer than four letters are left out:
 * short ones are too often words of both languages that our English texts happen not to use
 * ("via", "van" of a name); a Dutch sentence always has longer words too. Web and e-mail addresses
 * are names, not words. An English page that shows one of these words shows Dutch.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../../..');

/** Every text module: the core dictionaries, the sections and the screen folders' texts. */
function textModules(): string[] {
  const sections = join(root, 'shared/i18n/sections');
  const routes = join(root, 'client/routes');
  return [
    join(root, 'shared/i18n/nl.ts'),
    join(root, 'shared/i18n/en.ts'),
    ...readdirSync(sections)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
      .map((f) => join(sections, f)),
    ...readdirSync(routes, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(join(routes, d.name))
          .filter((f) => f === 'texts.ts')
          .map((f) => join(routes, d.name, f)),
      ),
  ];
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** The words of a text: placeholders, markup and web or e-mail addresses left out, lower case, four letters or more. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((chunk) => !/@|:\/\/|^www\.|[\p{L}\d-]\.[a-z]{2,}\b/u.test(chunk))
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4);
}

export async function dutchOnlyWords(): Promise<Set<string>> {
  const nl = new Set<string>();
  const en = new Set<string>();
  for (const file of textModules()) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      const into = /^nl/.test(name) ? nl : /^en/.test(name) ? en : null;
      if (!into) continue;
      for (const text of strings(value)) for (const w of wordsOf(text)) into.add(w);
    }
  }
  return new Set([...nl].filter((w) => !en.has(w)));
}
