import type { SearchType } from '@ostrel/contract/schemas/search';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { SearchRow } from '../seed/rows/row-writer.js';
import { inOtherLayout } from './keyboard-layout.js';
import {
  allowedEdits,
  allowedNameEdits,
  compounds,
  cyrillicFromLatin,
  isCyrillic,
  isStopWord,
  normalize,
  romanise,
  soundKey,
  stem,
  typoDistance,
  wordsOf,
} from './words.js';

/** One page as the search reads it: a row of `search_document` of one locale. */
export type SearchDocument = Omit<SearchRow, 'locale'> & { id: number };

/** Something a content owner says a word or phrase means (`фонарь` → `уличный светильник`). */
export interface Synonym {
  typed: string;
  means: string;
}

export type ReadingReason = 'keyboardLayout' | 'transliteration' | 'spelling';

export interface RankedDocument {
  document: SearchDocument;
  score: number;
  /** The stems and sound keys it matched: what to mark in its title and snippet. */
  matched: Set<string>;
}

export interface SearchAnswer {
  ranked: RankedDocument[];
  /** The query as read, when a word was read other than as typed. */
  reading: { query: string; reasons: ReadingReason[] } | null;
  /** No page has every word: these have some. */
  someWords: boolean;
}

/**
 * Field weights (docs/content-api.md): a page's name says most about it, then the codes it is
 * ordered by, the section it is in, its lead, and last its text.
 */
export const fieldBoosts = { title: 8, names: 8, codes: 6, section: 3, description: 2, body: 1 } as const;
type Field = keyof typeof fieldBoosts;
const textFields = ['title', 'codes', 'section', 'description', 'body'] as const satisfies Field[];

/** Kinds that are the thing itself (not something about it): a match of their whole name lifts them first. */
const named = new Set<SearchType>(['series', 'model', 'section', 'page', 'solution', 'vacancy', 'distributor']);

/** Letters and digits only, lower case: `LB-36`, `lb 36` and `Lb36` all give `lb36`. */
const compact = (text: string) => normalize(text).replace(/[^a-zа-я0-9]/g, '');

/** A word of a page's name with its stem and sound key. */
interface NameWord {
  word: string;
  stem: string;
  key: string;
}

const correctionsKept = 10_000;

interface WordReading {
  /** Stems to look for in the text fields. */
  stems: string[];
  /** Sound keys of names it may be, in another alphabet. */
  keys: string[];
  /** How the word reads back to the visitor. */
  shown: string;
  reason: ReadingReason | null;
  /** A word being typed: its stem also matches longer words. */
  prefix: boolean;
}

interface Vocabulary {
  /** Stem → in how many documents. */
  stems: Map<string, number>;
  /** Every word the text uses, as written (lower case), with how often: what a typo is corrected to. */
  surfaces: Map<string, number>;
  /**
   * Sound key of a Latin name word → the word as printed (`nod` → `NODE`), and whether it starts a
   * series name (a brand word such as PLATO, not a word such as Panel that Russian also has).
   */
  nameKeys: Map<string, { name: string; brand: boolean }>;
}

/** Name words of the pages whose names are Latin (series, models): what a Cyrillic spelling may be. */
function nameWordsOf(document: SearchDocument): string[] {
  if (document.type !== 'series' && document.type !== 'model') return [];
  return [...document.title.matchAll(/[a-z]{2,}/gi)].map((match) => match[0]);
}

/**
 * The site search of one locale: an in-process MiniSearch index over the search documents, with
 * the reading of a query (keyboard layout, transliteration, spelling, synonyms) and the ranking
 * on top. Rebuilt from the database when the content is seeded again.
 */
export class SiteSearch {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly documents: Map<number, SearchDocument>;
  private readonly vocabulary: Vocabulary;
  private readonly synonyms: { typed: string[]; means: string[][] }[];
  /** The words of each named page's name, read once: ranking compares the query with them. */
  private readonly nameWords = new Map<number, NameWord[]>();
  /** Corrections already looked up (a scan of the vocabulary each): visitors repeat their typos. */
  private readonly corrections = new Map<string, string | null>();

  constructor(documents: SearchDocument[], synonyms: Synonym[]) {
    this.documents = new Map(documents.map((document) => [document.id, document]));
    for (const document of documents) {
      if (!named.has(document.type)) continue;
      const words = wordsOf(document.title)
        .map((entry) => entry.word)
        .filter((word) => !isStopWord(word));
      this.nameWords.set(
        document.id,
        words.map((word) => ({ word, stem: stem(word), key: soundKey(word) })),
      );
    }
    this.index = new MiniSearch<SearchDocument>({
      fields: [...textFields, 'names'],
      storeFields: [],
      extractField: (document, field) => {
        if (field === 'id') return document.id;
        return field === 'names' ? nameWordsOf(document).join(' ') : document[field as (typeof textFields)[number]];
      },
      tokenize: (text) => [...wordsOf(text).map((entry) => entry.word), ...compounds(text)],
      processTerm: (term, field) => {
        if (field === 'names') return soundKey(term);
        if (field === 'codes') return term;
        return isStopWord(term) ? null : stem(term);
      },
      searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
    });
    this.index.addAll(documents);
    this.vocabulary = buildVocabulary(documents);
    this.synonyms = groupSynonyms(synonyms);
  }

  search(typed: string, options: { exact: boolean }): SearchAnswer {
    const { words, shown } = this.read(typed, options.exact);
    if (words.length === 0) return { ranked: [], reading: null, someWords: false };
    const groups = this.withSynonyms(words);
    const code = compact(typed);
    const byCode: Query | null =
      /[0-9]/.test(code) && code.length >= 3 ? { queries: [code], fields: ['codes'], prefix: true } : null;
    const run = (queries: Query[], combineWith: 'AND' | 'OR' = 'AND') => {
      const query: Query = { combineWith, queries };
      return this.index.search(byCode ? { combineWith: 'OR', queries: [query, byCode] } : query, {
        boost: fieldBoosts,
        weights: { fuzzy: 0.5, prefix: 0.6 },
      });
    };
    let results = run(groups);
    let someWords = false;
    if (results.length === 0 && words.length > 1) {
      // No page has every word: leave out the commonest words one by one (освещение больницы is
      // about больницы), and last take pages with any of them.
      const byUse = words
        .map((word, index) => ({
          index,
          uses: Math.max(0, ...word.stems.map((s) => this.vocabulary.stems.get(s) ?? 0)),
        }))
        .sort((a, b) => b.uses - a.uses);
      const left = new Set(words.map((_, index) => index));
      for (const { index } of byUse.slice(0, -1)) {
        left.delete(index);
        results = run(this.withSynonyms(words.filter((_, place) => left.has(place))));
        if (results.length > 0) break;
      }
      if (results.length === 0) results = run(groups, 'OR');
      someWords = results.length > 0;
    }
    const changed = words.filter((word) => word.reason !== null);
    return {
      ranked: this.rank(results, words),
      reading:
        changed.length === 0
          ? null
          : {
              query: shown,
              reasons: [...new Set(changed.map((word) => word.reason as ReadingReason))],
            },
      someWords,
    };
  }

  /** Each word of the query with the ways it may be read; stop words and punctuation dropped. */
  private read(typed: string, exact: boolean): { words: WordReading[]; shown: string } {
    const chunks = typed.trim().split(/\s+/);
    const readings: WordReading[] = [];
    const shownChunks = chunks.map((chunk, chunkIndex) => {
      const last = chunkIndex === chunks.length - 1;
      const asTyped = wordsOf(chunk).filter((entry) => !isStopWord(entry.word));
      const known = asTyped.every((entry) => this.knows(entry.word));
      // A chunk the site never uses, typed on the other layout (`ghj;trnjh`: `;` is a letter there).
      const switched = exact || known ? null : inOtherLayout(chunk);
      const switchedWords = switched === null ? [] : wordsOf(switched).filter((entry) => !isStopWord(entry.word));
      // Read on the other layout when every word is known there, or near a known word, and not here.
      const readable = (entry: { word: string }) => this.knows(entry.word) || this.nearestWord(entry.word) !== null;
      const layout =
        switched !== null &&
        switchedWords.length > 0 &&
        (switchedWords.every((entry) => this.knows(entry.word)) ||
          (switchedWords.every(readable) && !asTyped.every(readable)));
      const text = layout ? switched : chunk;
      // The chunk as read: each word that was read otherwise replaced, stop words and punctuation kept.
      let shown = '';
      let at = 0;
      for (const entry of layout ? switchedWords : asTyped) {
        const afterName = (readings.at(-1)?.keys.length ?? 0) > 0;
        const reading = this.readWord(entry.word, { last, exact, afterName, reason: layout ? 'keyboardLayout' : null });
        readings.push(reading);
        shown +=
          text.slice(at, entry.start) + (reading.reason === null ? text.slice(entry.start, entry.end) : reading.shown);
        at = entry.end;
      }
      return shown + text.slice(at);
    });
    return { words: readings, shown: shownChunks.join(' ') };
  }

  private knows(word: string): boolean {
    return this.vocabulary.stems.has(stem(word)) || /[0-9]/.test(word);
  }

  /** The printed name word a word spells in the other alphabet (`плато` → `PLATO`), if any. */
  private nameKey(word: string, brandsOnly: boolean): { key: string; name: string; distance: number } | null {
    if (word.length < 2 || /[0-9]/.test(word)) return null;
    const key = soundKey(isCyrillic(word) ? romanise(word) : word);
    const edits = allowedNameEdits(key);
    let best: { key: string; name: string; distance: number } | null = null;
    for (const [candidate, { name, brand }] of this.vocabulary.nameKeys) {
      if ((brandsOnly && !brand) || Math.abs(candidate.length - key.length) > edits) continue;
      const edit = candidate === key ? 0 : edits === 0 ? Infinity : typoDistance(candidate, key);
      if (edit <= edits && (best === null || edit < best.distance)) best = { key: candidate, name, distance: edit };
    }
    return best;
  }

  /**
   * The ways one word may be read. A Cyrillic word is a Latin name spelt as it sounds when it
   * sounds like a series' first word (плато, титан), or like any name word when Russian has no such
   * word or it follows a name (нод дали).
   */
  private readWord(
    word: string,
    options: { last: boolean; exact: boolean; afterName: boolean; reason: ReadingReason | null },
  ): WordReading {
    const { last, exact, afterName, reason } = options;
    const wordStem = stem(word);
    const prefix = last && word.length >= 3 && !/[0-9]/.test(word);
    const reading: WordReading = { stems: [wordStem], keys: [], shown: word, reason, prefix };
    if (exact) return reading;
    // A Latin name typed as it sounds (плато → PLATO), or the name itself: its sound key.
    const name = isCyrillic(word) ? this.nameKey(word, this.vocabulary.stems.has(wordStem) && !afterName) : null;
    if (name !== null) {
      reading.keys.push(name.key);
      // A Russian word (стадиона) is searched both ways without saying so; a word the text does not
      // have that is not Russian (титан) or sounds exactly like the name (плато) is shown read as it.
      if (!this.vocabulary.surfaces.has(word) && (!this.vocabulary.stems.has(wordStem) || name.distance === 0)) {
        reading.shown = name.name;
        reading.reason ??= 'transliteration';
      }
      return reading;
    }
    if (this.vocabulary.stems.has(wordStem) || /[0-9]/.test(word)) return reading;
    // A Russian word typed in Latin letters (prozhektor).
    if (!isCyrillic(word)) {
      const cyrillic = cyrillicFromLatin(word);
      const corrected = this.vocabulary.stems.has(stem(cyrillic)) ? cyrillic : this.nearestWord(cyrillic);
      if (corrected !== null && corrected !== word) {
        return { stems: [stem(corrected)], keys: [], shown: corrected, reason: reason ?? 'transliteration', prefix };
      }
    }
    // A typo: the nearest word the site uses.
    const nearest = this.nearestWord(word);
    if (nearest !== null)
      return { stems: [stem(nearest)], keys: [], shown: nearest, reason: reason ?? 'spelling', prefix };
    return reading;
  }

  /** The word the site uses that is fewest edits away from a word it does not, then the most used; null when none is near. */
  private nearestWord(word: string): string | null {
    const known = this.corrections.get(word);
    if (known !== undefined) return known;
    const nearest = this.scanForNearest(word);
    if (this.corrections.size >= correctionsKept) this.corrections.clear();
    this.corrections.set(word, nearest);
    return nearest;
  }

  private scanForNearest(word: string): string | null {
    const edits = allowedEdits(word);
    if (edits === 0 || /[0-9]/.test(word)) return null;
    let best: { word: string; edits: number; uses: number } | null = null;
    for (const [candidate, uses] of this.vocabulary.surfaces) {
      if (Math.abs(candidate.length - word.length) > edits) continue;
      const edit = typoDistance(candidate, word);
      if (edit > edits) continue;
      if (best === null || edit < best.edits || (edit === best.edits && uses > best.uses))
        best = { word: candidate, edits: edit, uses };
    }
    return best?.word ?? null;
  }

  /** The MiniSearch query of each word: any of its readings, or a phrase a synonym says it means. */
  private withSynonyms(words: WordReading[]): Query[] {
    const queryOf = (word: WordReading): Query => ({
      combineWith: 'OR',
      queries: [
        { queries: word.stems, fields: textFields, prefix: word.prefix },
        ...(word.keys.length > 0 ? [{ queries: word.keys, fields: ['names'] }] : []),
      ],
    });
    const phrase = (stems: string[]): Query => ({ combineWith: 'AND', queries: stems, fields: textFields });
    const queries: Query[] = [];
    for (let index = 0; index < words.length;) {
      const synonym = this.synonyms.find((candidate) =>
        candidate.typed.every((typedStem, offset) => words[index + offset]?.stems.includes(typedStem)),
      );
      if (synonym === undefined) {
        queries.push(queryOf(words[index] as WordReading));
        index += 1;
        continue;
      }
      const covered = words.slice(index, index + synonym.typed.length);
      queries.push({
        combineWith: 'OR',
        queries: [{ combineWith: 'AND', queries: covered.map(queryOf) }, ...synonym.means.map(phrase)],
      });
      index += synonym.typed.length;
    }
    return queries;
  }

  /** BM25 by field, times the kind's weight, times how much of the page's name the query is. */
  private rank(results: SearchResult[], words: WordReading[]): RankedDocument[] {
    const ranked: RankedDocument[] = [];
    for (const result of results) {
      const document = this.documents.get(result.id as number);
      if (document === undefined) continue;
      const matched = new Set(result.terms);
      let score = result.score * document.boost;
      const nameWords = this.nameWords.get(document.id);
      if (nameWords !== undefined) score *= 1 + 3 * nameCoverage(nameWords, words);
      ranked.push({ document, score, matched });
    }
    return ranked.sort((a, b) => b.score - a.score || a.document.title.localeCompare(b.document.title));
  }
}

/**
 * How much of a page's name the query is, from 0 to 1, when every word of the query is in the name
 * (`plato` is all of the name PLATO, half of PLATO Eco, a third of PLATO 40 840); 0 otherwise.
 */
function nameCoverage(nameWords: NameWord[], words: WordReading[]): number {
  if (nameWords.length === 0) return 0;
  const hits = (nameWord: NameWord, word: WordReading) =>
    word.stems.includes(nameWord.stem) ||
    word.keys.includes(nameWord.key) ||
    (word.prefix && word.stems.some((wordStem) => nameWord.word.startsWith(wordStem)));
  if (!words.every((word) => nameWords.some((nameWord) => hits(nameWord, word)))) return 0;
  const covered = nameWords.filter((nameWord) => words.some((word) => hits(nameWord, word))).length;
  return covered / nameWords.length;
}

function buildVocabulary(documents: SearchDocument[]): Vocabulary {
  const stems = new Map<string, number>();
  const surfaces = new Map<string, number>();
  const nameKeys: Vocabulary['nameKeys'] = new Map();
  for (const document of documents) {
    const seen = new Set<string>();
    for (const field of textFields) {
      if (field === 'codes') continue;
      for (const word of [...wordsOf(document[field]).map((entry) => entry.word), ...compounds(document[field])]) {
        if (isStopWord(word) || word.length < 2) continue;
        const wordStem = stem(word);
        seen.add(wordStem);
        surfaces.set(word, (surfaces.get(word) ?? 0) + 1);
      }
    }
    for (const wordStem of seen) stems.set(wordStem, (stems.get(wordStem) ?? 0) + 1);
    nameWordsOf(document).forEach((name, place) => {
      const key = soundKey(normalize(name));
      const brand = place === 0 && document.type === 'series';
      const known = nameKeys.get(key);
      if (known === undefined || (brand && !known.brand)) nameKeys.set(key, { name, brand });
    });
  }
  return { stems, surfaces, nameKeys };
}

function groupSynonyms(synonyms: Synonym[]): { typed: string[]; means: string[][] }[] {
  const stems = (text: string) =>
    wordsOf(text)
      .map((entry) => entry.word)
      .filter((word) => !isStopWord(word))
      .map(stem);
  const byTyped = new Map<string, { typed: string[]; means: string[][] }>();
  for (const synonym of synonyms) {
    const typed = stems(synonym.typed);
    const means = stems(synonym.means);
    if (typed.length === 0 || means.length === 0) continue;
    const entry = byTyped.get(typed.join(' ')) ?? { typed, means: [] };
    entry.means.push(means);
    byTyped.set(typed.join(' '), entry);
  }
  // Longer phrases first: `уличный фонарь` before `фонарь`.
  return [...byTyped.values()].sort((a, b) => b.typed.length - a.typed.length);
}
