/**
 * British and American spellings of English words (issue 39): `gray`/`grey`, `color`/`colour`,
 * `liter`/`litre`, `customize`/`customise`, `analyze`/`analyse`, `aluminum`/`aluminium`. The
 * search looks the other spelling up and, when the catalogue has it, searches both.
 */
const RULES: [RegExp, string][] = [
  [/our$/, 'or'],
  [/or$/, 'our'],
  [/(?<=[^aeiou])re$/, 'er'],
  [/(?<=[^aeiou])er$/, 're'],
  [/ize$/, 'ise'],
  [/ise$/, 'ize'],
  [/izer$/, 'iser'],
  [/iser$/, 'izer'],
  [/yze$/, 'yse'],
  [/yse$/, 'yze'],
  [/^gray/, 'grey'],
  [/^grey/, 'gray'],
  [/um$/, 'ium'],
  [/ium$/, 'um'],
];

/** The other spellings of an English word (4 letters or more), as candidates to look up. */
export function spellingVariants(word: string): string[] {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return [];
  const out = new Set<string>();
  for (const [pattern, replacement] of RULES) {
    if (pattern.test(word)) {
      const other = word.replace(pattern, replacement);
      if (other !== word && other.length >= 3) out.add(other);
    }
  }
  return [...out];
}
