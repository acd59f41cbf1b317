import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageSetting } from '../e2e/support/languages.ts';

const e2e = join(import.meta.dirname, '../e2e');
const journeys = readdirSync(e2e)
  .filter((f) => f.endsWith('.e2e.ts'))
  .map((f) => ({ file: f, source: readFileSync(join(e2e, f), 'utf8') }));

describe('the languages the journeys run in (decision 071)', () => {
  it('are one per block unless E2E_LANGUAGES=both, and a typo stops the run', () => {
    expect(languageSetting({})).toBe('one');
    expect(languageSetting({ E2E_LANGUAGES: '' })).toBe('one');
    expect(languageSetting({ E2E_LANGUAGES: 'both' })).toBe('both');
    expect(() => languageSetting({ E2E_LANGUAGES: 'all' })).toThrow(/"one" or "both"/);
  });

  it('are both in CI, which runs the README test command with E2E_LANGUAGES=both', () => {
    const ci = readFileSync(join(import.meta.dirname, '../../.ci/run'), 'utf8');
    expect(ci).toMatch(/^export E2E_LANGUAGES=both$/m);
    expect(ci.indexOf('export E2E_LANGUAGES=both')).toBeLessThan(ci.indexOf('\nnpm test'));
  });

  it('cover both languages in a one-language run: every block names its language, and both are named', () => {
    const named = new Set<string>();
    for (const { file, source } of journeys) {
      // A block over both languages that bypasses the choice would run twice in every run.
      expect(source, file).not.toMatch(/^for \(const \w+ of \['nl', 'en'\]/m);
      for (const m of source.matchAll(/(?:journeyLocales|runsIn)\('(nl|en)'/g)) named.add(m[1]!);
    }
    expect([...named].sort()).toEqual(['en', 'nl']);
    const blocks = journeys.flatMap(({ source }) => [
      ...source.matchAll(/(?:journeyLocales|runsIn)\('(nl|en)'/g),
    ]);
    const english = blocks.filter((m) => m[1] === 'en').length;
    // Roughly half each way, so neither language is left to a few journeys.
    expect(english / blocks.length).toBeGreaterThan(0.3);
    expect(english / blocks.length).toBeLessThan(0.7);
  });
});
