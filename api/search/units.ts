/**
 * Numbers with units as shoppers type them (issue 39): `51 mm`, `51mm`, `51-mm`; `1kg`, `1 kilo`,
 * `1000 g`; `2 liter`, `2l`, `0,5 l` = `500 ml`. A quantity in a query becomes one word
 * (`58.5mm`, value and canonical unit), and that word matches every way the catalogue writes the
 * same amount: the number and its unit as neighbours (`58 <-> 5 <-> mm`: the Dutch parser reads
 * `58,5` as two numbers; `58.5 <-> mm`: the English one as one), in each unit of its kind
 * (1 kg = 1000 g), and the text as typed (`1gr` is also a model: Cafe Racer 1GR).
 */

import { cardinals } from './numbers.ts';

interface Unit {
  /** the unit as the catalogue writes it */
  symbol: string;
  kind: 'mass' | 'volume' | 'length' | 'power';
  /** how many of the kind's base unit (g, ml, mm, W) one of this is */
  factor: number;
}

const UNITS: Record<string, Unit> = {
  g: { symbol: 'g', kind: 'mass', factor: 1 },
  kg: { symbol: 'kg', kind: 'mass', factor: 1000 },
  ml: { symbol: 'ml', kind: 'volume', factor: 1 },
  cl: { symbol: 'cl', kind: 'volume', factor: 10 },
  l: { symbol: 'l', kind: 'volume', factor: 1000 },
  mm: { symbol: 'mm', kind: 'length', factor: 1 },
  cm: { symbol: 'cm', kind: 'length', factor: 10 },
  w: { symbol: 'w', kind: 'power', factor: 1 },
};

/** Spellings of a unit (folded, Dutch and English) → its symbol. */
const SPELLINGS: Record<string, string> = {
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  ml: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cl: 'cl',
  l: 'l',
  ltr: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  mm: 'mm',
  millimeter: 'mm',
  millimeters: 'mm',
  millimetre: 'mm',
  millimetres: 'mm',
  cm: 'cm',
  centimeter: 'cm',
  centimeters: 'cm',
  w: 'w',
  watt: 'w',
};

const spellings = Object.keys(SPELLINGS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** A number (decimal comma or point), optional space or hyphen, a unit, not followed by a letter or digit. */
const QUANTITY_IN_TEXT = new RegExp(
  `(?<![\\p{L}\\p{N}.,])(\\d+(?:[.,]\\d+)?)[\\s-]*(${spellings})(?![\\p{L}\\p{N}])`,
  'gu',
);
/** A quantity word as normaliseQuantities writes it. */
const QUANTITY_WORD = /^(\d+(?:\.\d+)?)(g|kg|ml|cl|l|mm|cm|w)~([\p{L}\p{N}]+)$/u;

/**
 * Amounts said in words before a unit (decision 127), Dutch and English, folded: a number word, a
 * fraction, `a`/`een` for one; `X en een halve`, `X and a half` add a half (`anderhalve liter`,
 * `twee en een halve ons`, `half a kilo`, `quarter kilo`).
 */
const AMOUNT_WORDS: Record<string, number> = {
  // every cardinal: before a unit even `een`, `zeven` and `elf` are amounts (numbers.ts)
  ...Object.fromEntries(cardinals(['nl', 'en'])),
  half: 0.5,
  halve: 0.5,
  anderhalf: 1.5,
  anderhalve: 1.5,
  a: 1,
  quarter: 0.25,
};

/** Dutch measures of their own, in grams: a `pond` is 500 g, an `ons` 100 g (after a number only). */
const MEASURES: Record<string, number> = { pond: 500, ons: 100 };

const byLength = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
/** A unit as it may follow an amount in words: spelt out or of two letters or more (not `g`, `l`, `w`). */
const wordUnits = byLength([...Object.keys(SPELLINGS).filter((u) => u.length > 1), ...Object.keys(MEASURES)]);
const AMOUNT_IN_WORDS = new RegExp(
  `(?<![\\p{L}\\p{N}])(${byLength(Object.keys(AMOUNT_WORDS))})(\\s+(?:en\\s+een\\s+halve?|and\\s+a\\s+half))?(?:\\s+a)?\\s+(?=(?:${wordUnits})(?![\\p{L}\\p{N}]))`,
  'gu',
);
const MEASURE_IN_TEXT = new RegExp(
  `(?<![\\p{L}\\p{N}.,])(\\d+(?:[.,]\\d+)?)[\\s-]*(${byLength(Object.keys(MEASURES))})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** Amounts in words as digits, and Dutch measures as grams: `halve kilo` → `0.5 kilo`, `een pond` → `500 g`. */
function spelledAmounts(folded: string): string {
  return folded
    .replace(
      AMOUNT_IN_WORDS,
      (_, word: string, half: string | undefined) => `${AMOUNT_WORDS[word]! + (half ? 0.5 : 0)} `,
    )
    .replace(MEASURE_IN_TEXT, (_, value: string, measure: string) => {
      const grams = Math.round(Number(value.replace(',', '.')) * MEASURES[measure]! * 1000) / 1000;
      return `${grams} g`;
    });
}

/**
 * Folded text with each quantity written as one word: value with a decimal point, canonical unit,
 * and after `~` the text as typed without separators (`tamper 58,5 mm` → `tamper 58.5mm~585mm`);
 * an amount in words first as digits (`halve kilo` → `0.5kg~05kilo`).
 */
export function normaliseQuantities(folded: string): string {
  return spelledAmounts(folded).replace(QUANTITY_IN_TEXT, (whole, value: string, unit: string) => {
    const raw = whole.replace(/[^\p{L}\p{N}]+/gu, '');
    return ` ${value.replace(',', '.')}${SPELLINGS[unit]}~${raw} `;
  });
}

/** A quantity word as a shopper reads it: `58.5mm~585mm` → `58.5 mm`. */
export function quantityText(word: string): string {
  const m = QUANTITY_WORD.exec(word);
  return m ? `${m[1]} ${m[2]}` : word;
}

/** Whether a word is a quantity written by normaliseQuantities. */
export const isQuantity = (word: string) => QUANTITY_WORD.test(word);

/** A number as to_tsquery text in both catalogue spellings: `58 <-> 5` (Dutch parser) and `58.5`. */
function numberForms(value: number): string[] {
  const text = String(Math.round(value * 1000) / 1000);
  if (!text.includes('.')) return [text];
  return [text, text.replace('.', ' <-> ')];
}

/**
 * The to_tsquery alternatives of a quantity word: every unit of its kind in which the amount is a
 * number with at most three decimals (1 kg, 1000 g), each in both number spellings, next to its
 * unit; and the text as typed. Null for a word that is no quantity.
 */
export function quantityAlternatives(word: string): string[] | null {
  const m = QUANTITY_WORD.exec(word);
  if (!m) return null;
  const unit = UNITS[m[2]!]!;
  const base = Number(m[1]) * unit.factor;
  const out = new Set<string>([m[3]!]);
  for (const other of Object.values(UNITS)) {
    if (other.kind !== unit.kind) continue;
    const value = base / other.factor;
    if (value < 0.001 || value >= 100_000 || Math.abs(value * 1000 - Math.round(value * 1000)) > 1e-6)
      continue;
    for (const n of numberForms(value)) out.add(`(${n} <-> ${other.symbol})`);
  }
  return [...out];
}
