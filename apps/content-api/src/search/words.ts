import CyrillicToTranslit from 'cyrillic-to-translit-js';
import snowball from 'snowball-stemmers';
import { eng, rus } from 'stopword';

// How the search reads a word: normal form, stem, stop words, and the spellings of a name in the
// other alphabet. The index (search-index.ts) and the query (read-query.ts) both go through here,
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

/** Runs of letters and digits with where they start: what is indexed and what is marked. */
export function wordsOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    word: normalize(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export const isStopWord = (word: string) => stopWords.has(word);

/** Snowball stem by the word's alphabet, so a Russian word on the English site is still stemmed as Russian. */
export function stem(word: string): string {
  if (/[0-9]/.test(word)) return word;
  if (isCyrillic(word)) return russian.stem(word);
  if (isLatin(word)) return english.stem(word);
  return word;
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
 * A Russian word typed in Latin letters (`prozhektor`, `avariynyy`) back in Cyrillic. The
 * endings people write as `iy`/`yy` are read as `ий`/`ый` first: the library reads `y` as `ы`.
 */
export function cyrillicFromLatin(latin: string): string {
  const endings = latin.replace(/iy\b/g, 'ий').replace(/yy\b/g, 'ый').replace(/yj\b/g, 'ый');
  return normalize(romanisation.reverse(endings));
}

/** Edits a word may be away from the word it is read as: none for short words, one, two for long words. */
export function allowedEdits(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 7 ? 1 : 2;
}
