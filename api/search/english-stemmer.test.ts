/**
 * The English stemmer against the Snowball project's published examples
 * (https://snowballstem.org/algorithms/english/stemmer.html: its sample vocabulary and the
 * algorithm's exceptional forms), which PostgreSQL's `english` configuration also produces.
 */
import { describe, expect, it } from 'vitest';
import { agentNounsOf, stemEnglish } from './english-stemmer.ts';

/** Snowball's sample of words and stems (the page's two columns). */
const SNOWBALL = `consign consign|consigned consign|consigning consign|consignment consign|consist consist
consisted consist|consistency consist|consistent consist|consistently consist|consisting consist|consists consist
consolation consol|consolations consol|consolatory consolatori|console consol|consoled consol|consoles consol
consolidate consolid|consolidated consolid|consolidating consolid|consoling consol|consolingly consol|consols consol
consonant conson|consort consort|consorted consort|consorting consort|conspicuous conspicu|conspicuously conspicu
conspiracy conspiraci|conspirator conspir|conspirators conspir|conspire conspir|conspired conspir|conspiring conspir
constable constabl|constables constabl|constance constanc|constancy constanc|constant constant
knack knack|knackeries knackeri|knacks knack|knag knag|knave knave|knaves knave|knavish knavish|kneaded knead
kneading knead|knee knee|kneel kneel|kneeled kneel|kneeling kneel|kneels kneel|knees knee|knell knell|knelt knelt
knew knew|knick knick|knif knif|knife knife|knight knight|knightly knight|knights knight|knit knit|knits knit
knitted knit|knitting knit|knives knive|knob knob|knobs knob|knock knock|knocked knock|knocker knocker
knockers knocker|knocking knock|knocks knock|knopp knopp|knot knot|knots knot`
  .split(/[|\n]/)
  .map((pair) => pair.trim().split(' ') as [string, string]);

/** The algorithm's exceptional forms and the steps' own examples (step 1a: ties, cries, gas, gaps, kiwis). */
const RULES: [string, string][] = [
  ['skis', 'ski'],
  ['skies', 'sky'],
  ['dying', 'die'],
  ['lying', 'lie'],
  ['tying', 'tie'],
  ['idly', 'idl'],
  ['gently', 'gentl'],
  ['ugly', 'ugli'],
  ['early', 'earli'],
  ['only', 'onli'],
  ['singly', 'singl'],
  ['news', 'news'],
  ['atlas', 'atlas'],
  ['inning', 'inning'],
  ['succeed', 'succeed'],
  ['ties', 'tie'],
  ['cries', 'cri'],
  ['gas', 'gas'],
  ['gaps', 'gap'],
  ['kiwis', 'kiwi'],
  ['generously', 'generous'],
  ['communication', 'communic'],
];

/** Words of this shop's English catalogue, stemmed as PostgreSQL stems them (search_words.lexeme). */
const CATALOGUE: [string, string][] = [
  ['machines', 'machin'],
  ['grinders', 'grinder'],
  ['capsules', 'capsul'],
  ['accessories', 'accessori'],
  ['portafilters', 'portafilt'],
  ['descalers', 'descal'],
  ['cleaning', 'clean'],
  ['frothers', 'frother'],
];

describe('the English (Porter2) stemmer', () => {
  it.each(SNOWBALL)("Snowball's sample: %s → %s", (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });
  it.each(RULES)('the rules and exceptions: %s → %s', (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });
  it.each(CATALOGUE)('as PostgreSQL stems the catalogue: %s → %s', (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });
  it('leaves words of two letters', () => {
    expect(stemEnglish('is')).toBe('is');
  });
});

// English spelling of -er (the Oxford and Cambridge spelling rules for suffixes): a final `e`
// takes `r` (bake → baker); a single vowel before a single final consonant doubles it (run →
// runner, whip → whipper) except `w`, `x`, `y` (sew → sewer, mix → mixer, play → player); two
// vowels or two consonants do not (cook → cooker, blend → blender). Stress is not known here,
// so such a verb gets both forms (whip → whiper, whipper; open → opener, openner): candidates,
// of which the catalogue has the one.
describe('agent nouns in -er', () => {
  it.each([
    ['tamp', ['tamper']],
    ['froth', ['frother']],
    ['blend', ['blender']],
    ['toast', ['toaster']],
    ['grind', ['grinder']],
    ['cook', ['cooker']],
    ['bake', ['baker']],
    ['mix', ['mixer']],
    ['sew', ['sewer']],
    ['play', ['player']],
    ['whip', ['whiper', 'whipper']],
    ['run', ['runer', 'runner']],
    ['chop', ['choper', 'chopper']],
    ['open', ['opener', 'openner']],
  ])('%s → %j', (verb, nouns) => {
    expect(agentNounsOf(verb)).toEqual(nouns);
  });
});
