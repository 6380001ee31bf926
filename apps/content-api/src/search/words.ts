import CyrillicToTranslit from 'cyrillic-to-translit-js';
import { distance } from 'fastest-levenshtein';
import snowball from 'snowball-stemmers';
import { eng, rus } from 'stopword';

// How the search reads a word: normal form, stem, stop words, and the spellings of a name in the
// other alphabet. The index and the query (site-search.ts) both go through here,
// so a word is always compared in the same form.

const russian = snowball.newStemmer('russian');
const english = snowball.newStemmer('english');
const stopWords = new Set([...rus, ...eng].map((word) => normalize(word)));
// The package is CommonJS whose export is the function itself; its types declare it as `default`.
const romanisation = (CyrillicToTranslit as unknown as typeof CyrillicToTranslit.default)({ preset: 'ru' });

/** Lower case, ё read as е (Russian text mixes both). */
export function normalize(word: string): string {
  return word.toLowerCase().replaceAll('ё', 'е');
}

export const isCyrillic = (word: string) => /[а-я]/.test(word);
const isLatin = (word: string) => /[a-z]/.test(word);

/**
 * Words joined by a hyphen or a slash, written as one (`high-bay` → `highbay`): people type
 * compounds both ways, so the index holds both.
 */
export function compounds(text: string): string[] {
  return [...text.matchAll(/[\p{L}]+(?:[-/][\p{L}]+)+/gu)].map((match) => normalize(match[0].replace(/[-/]/g, '')));
}

/** Runs of letters and digits with where they start: what is indexed and what is marked. */
export function wordsOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    word: normalize(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export const isStopWord = (word: string) => stopWords.has(word);

// Highlighting stems every word of every result's text: the site's words recur, so each is stemmed
// once. Bounded, as visitors' words are not.
const stems = new Map<string, string>();
const stemsKept = 100_000;

/** Snowball stem by the word's alphabet, so a Russian word on the English site is still stemmed as Russian. */
export function stem(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  let stemmed = word;
  if (/[0-9]/.test(word)) stemmed = word;
  else if (isCyrillic(word)) stemmed = russian.stem(word);
  else if (isLatin(word)) stemmed = english.stem(word);
  if (stems.size >= stemsKept) stems.clear();
  stems.set(word, stemmed);
  return stemmed;
}

/**
 * A Latin word as it sounds, in a form two spellings of one sound share: `node` and `нод`
 * (romanised `nod`) both give `nod`, `quadra` and `квадра` give `kvadra`, `luxor` and `люксор`
 * give `luksor`. Names are compared by this key, with an edit or two of tolerance.
 */
export function soundKey(latin: string): string {
  return latin
    .replace(/ck/g, 'k')
    .replace(/qu/g, 'kv')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/kh/g, 'h')
    .replace(/sh/g, 'sh')
    .replace(/ou/g, 'u')
    .replace(/ee|oo/g, (pair) => (pair === 'ee' ? 'i' : 'u'))
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/w/g, 'v')
    .replace(/y/g, 'i')
    .replace(/j/g, 'i')
    .replace(/([^aeiou])e$/, '$1')
    .replace(/(.)\1+/g, '$1');
}

/** A Cyrillic word romanised (GOST-like, as the `ru` preset of cyrillic-to-translit-js writes it). */
export function romanise(cyrillic: string): string {
  return romanisation.transform(cyrillic).toLowerCase();
}

/**
 * A Russian word typed in Latin letters (`prozhektor`, `avariynyy`) back in Cyrillic. What people
 * write as `iy`/`yy` is read as `ий`/`ый` first: the library reads `y` as `ы`.
 */
export function cyrillicFromLatin(latin: string): string {
  const endings = latin
    .replace(/[iy][yj]\b/g, (ending) => (ending[0] === 'i' ? 'ий' : 'ый'))
    .replace(/iy(?![aeiou])/g, 'ий');
  return normalize(romanisation.reverse(endings));
}

/** Edits a word may be away from the word it is read as: none for short words, one, two for long words. */
export function allowedEdits(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 7 ? 1 : 2;
}

/** Edits a name's sound key may be away: spellings by ear drift more (`авеню` → `aveniu` for AVENUE). */
export function allowedNameEdits(key: string): number {
  if (key.length <= 3) return 0;
  return key.length <= 5 ? 1 : 2;
}

/** Levenshtein distance, with two neighbouring letters swapped counted as one edit (`bollrad`). */
export function typoDistance(a: string, b: string): number {
  const plain = distance(a, b);
  if (plain !== 2 || a.length !== b.length) return plain;
  const differ = Array.from({ length: a.length }, (_, index) => index).filter((index) => a[index] !== b[index]);
  const [first, second] = differ;
  const swapped =
    differ.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    a[first] === b[second] &&
    a[second] === b[first];
  return swapped ? 1 : plain;
}
