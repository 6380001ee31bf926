/**
 * An Ex marking read into its parts: IEC 60079-0:2017 §29 (ГОСТ 31610.0-2019) with the Russian
 * level prefix of ТР ТС 012/2011, or what is wrong with it, part by part (docs: README, "The marking").
 */

import { classOfSurface, temperatureClassMaximum, type TemperatureClass } from './temperature-class.js';

export type { TemperatureClass } from './temperature-class.js';

export type Epl = 'Ga' | 'Gb' | 'Gc' | 'Da' | 'Db' | 'Dc' | 'Ma' | 'Mb';
export type GasGroup = 'IIA' | 'IIB' | 'IIB+H2' | 'IIC' | 'II';
export type DustGroup = 'IIIA' | 'IIIB' | 'IIIC';

type Level = 'a' | 'b' | 'c';
type Family = 'd' | 'e' | 'i' | 'm' | 'n' | 'o' | 'op' | 'p' | 'q' | 's' | 't';
type Atmosphere = 'gas' | 'dust' | 'mining';
type LevelPrefix = '0' | '1' | '2' | 'PO' | 'PB';

export interface ProtectionType {
  /** As written, normalised: 'db', 'eb', 'ia', 'nA', 'op is', 'pxb', 't', 'tb'… */
  code: string;
  family: Family;
  /** The level the code itself states (a/b/c); null for legacy codes without one (d, e, m, o, p, q, s, t, n*, op *). */
  level: Level | null;
}

export interface ExMarking {
  /** As given, trimmed. */
  text: string;
  atmosphere: Atmosphere;
  /** The Russian level prefix 0/1/2 (gas), or PO/PB (mining); null in the IEC form. */
  levelPrefix: LevelPrefix | null;
  protections: ProtectionType[];
  group: GasGroup | DustGroup | 'I';
  /**
   * Gas: the class and the maximum surface temperature (its class's, T1 450 … T6 85 °C, or the one
   * marked in °C); dust: the maximum surface temperature in °C, class null; null for mining, for an
   * Ex component (U) marked without one, and for dust marked only under a layer.
   */
  temperature: { class: TemperatureClass | null; maxSurface: number } | null;
  /** Dust only: `T200 120°C`, the maximum surface temperature under a layer of the given depth (mm). */
  layer: { depthMm: number; maxSurface: number } | null;
  epl: Epl;
  /** X: specific conditions of use in the certificate. */
  specialConditions: boolean;
  /** U: an Ex component, not equipment on its own. */
  component: boolean;
  /** An IP code written after the marking (`IP66`): the enclosure's, not a part of the Ex marking. */
  ingressProtection: string | null;
}

export type MarkingPart = 'prefix' | 'protection' | 'group' | 'temperature' | 'epl' | 'suffix' | 'whole';

export interface MarkingProblem {
  part: MarkingPart;
  /** The offending text as written ('' for a part that is missing). */
  found: string;
  code: 'missing' | 'unknown' | 'out-of-order' | 'inconsistent' | 'empty';
  /** 0-based position in the input. */
  at: number;
}

export type MarkingReading = { ok: true; markings: ExMarking[] } | { ok: false; problems: MarkingProblem[] };

// ---------------------------------------------------------------------------------------------
// Types of protection

interface ProtectionRule {
  family: Family;
  level: Level | null;
  /** The best EPL level it can give: its own, or for a legacy code the one IEC 60079-14 allows it (§5.4). */
  strongest: Level;
  /** Gas-only types (d, e, n, o, q) have no dust form; t is dust only. */
  atmospheres: 'not-dust' | 'dust' | 'any';
  /** Safe only for the gas subgroup it was assessed in (gaps, ignition currents, optical power), so it needs IIA/IIB/IIC. */
  subdivided: boolean;
}

const rule = (
  family: Family,
  level: Level | null,
  strongest: Level,
  atmospheres: ProtectionRule['atmospheres'],
  subdivided = false,
): ProtectionRule => ({ family, level, strongest, atmospheres, subdivided });

/** Every code read, as the standards spell it (IEC 60079-0:2017 §29 and each type's own part). */
const protectionRules: Record<string, ProtectionRule> = {
  // IEC 60079-1, flameproof enclosure: its gaps depend on the gas's MESG.
  da: rule('d', 'a', 'a', 'not-dust', true),
  db: rule('d', 'b', 'b', 'not-dust', true),
  dc: rule('d', 'c', 'c', 'not-dust', true),
  d: rule('d', null, 'b', 'not-dust', true),
  // IEC 60079-7, increased safety.
  eb: rule('e', 'b', 'b', 'not-dust'),
  ec: rule('e', 'c', 'c', 'not-dust'),
  e: rule('e', null, 'b', 'not-dust'),
  // IEC 60079-11, intrinsic safety: its energy limits depend on the gas's ignition current.
  ia: rule('i', 'a', 'a', 'any', true),
  ib: rule('i', 'b', 'b', 'any', true),
  ic: rule('i', 'c', 'c', 'any', true),
  // IEC 60079-18, encapsulation.
  ma: rule('m', 'a', 'a', 'any'),
  mb: rule('m', 'b', 'b', 'any'),
  mc: rule('m', 'c', 'c', 'any'),
  m: rule('m', null, 'b', 'any'),
  // IEC 60079-15, type n: zone 2 only. nC (enclosed break) and nL (energy limited) depend on the gas.
  nA: rule('n', null, 'c', 'not-dust'),
  nC: rule('n', null, 'c', 'not-dust', true),
  nL: rule('n', null, 'c', 'not-dust', true),
  nR: rule('n', null, 'c', 'not-dust'),
  nZ: rule('n', null, 'c', 'not-dust'),
  // IEC 60079-6, liquid immersion.
  ob: rule('o', 'b', 'b', 'not-dust'),
  oc: rule('o', 'c', 'c', 'not-dust'),
  o: rule('o', null, 'b', 'not-dust'),
  // IEC 60079-28, optical radiation: inherently safe (its power limit depends on the gas), protected, interlocked.
  'op is': rule('op', null, 'a', 'any', true),
  'op pr': rule('op', null, 'b', 'any'),
  'op sh': rule('op', null, 'a', 'any'),
  // IEC 60079-2, pressurised enclosure.
  pxb: rule('p', 'b', 'b', 'any'),
  pyb: rule('p', 'b', 'b', 'any'),
  pzc: rule('p', 'c', 'c', 'any'),
  px: rule('p', null, 'b', 'any'),
  py: rule('p', null, 'b', 'any'),
  pz: rule('p', null, 'c', 'any'),
  p: rule('p', null, 'b', 'any'),
  // IEC 60079-5, powder filling.
  q: rule('q', null, 'b', 'not-dust'),
  // IEC 60079-33, special protection: the certificate says where; the legacy code is not held to a level.
  sa: rule('s', 'a', 'a', 'any'),
  sb: rule('s', 'b', 'b', 'any'),
  sc: rule('s', 'c', 'c', 'any'),
  s: rule('s', null, 'a', 'any'),
  // IEC 60079-31, protection by enclosure (dust); the legacy tD was for zones 21 and 22.
  ta: rule('t', 'a', 'a', 'dust'),
  tb: rule('t', 'b', 'b', 'dust'),
  tc: rule('t', 'c', 'c', 'dust'),
  t: rule('t', null, 'b', 'dust'),
};

/** The canonical code for any case and spacing: 'NA' and 'na' are 'nA', 'OP  IS' is 'op is'. */
const canonicalCode = new Map(Object.keys(protectionRules).map((code) => [code.toLowerCase(), code]));

/** A code's rule; every code the recognisers give is in the table, so the fallback (unchecked) is never taken. */
const ruleOf = (code: string): ProtectionRule => protectionRules[code] ?? rule('s', null, 'a', 'any');

const strength: Record<Level, number> = { a: 3, b: 2, c: 1 };

// ---------------------------------------------------------------------------------------------
// Reading the text

/** Letters from the Cyrillic keyboard that look like the Latin ones a marking uses, and other look-alikes; each one character for one. */
const lookAlikes: Record<string, string> = {
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  М: 'M',
  О: 'O',
  Р: 'P',
  Т: 'T',
  Х: 'X',
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  н: 'h',
  і: 'i',
  м: 'm',
  о: 'o',
  р: 'p',
  т: 't',
  х: 'x',
  // The masculine ordinal and the ring above are typed for the degree sign; H₂ for H2.
  º: '°',
  '˚': '°',
  '₂': '2',
};
const lookAlikePattern = new RegExp(`[${Object.keys(lookAlikes).join('')}]`, 'g');

/** The parts in the order IEC 60079-0 §29 writes them; a token's rank is its part's place here. */
const rankedParts = ['prefix', 'protection', 'group', 'temperature', 'epl', 'suffix'] as const;
type Rank = 0 | 1 | 2 | 3 | 4 | 5;
const [prefixRank, protectionRank, groupRank, temperatureRank, eplRank, suffixRank] = [0, 1, 2, 3, 4, 5] as const;

type TemperatureReading =
  /** T1…T6 */
  | { form: 'class'; class: TemperatureClass }
  /** `350 °C` or `350 °C (T1)`: the gas form for a temperature between classes or above 450 °C */
  | { form: 'celsius'; celsius: number; class: TemperatureClass | null }
  /** `T85 °C`: the dust form */
  | { form: 'dust'; celsius: number }
  /** `T200 120 °C`: under a dust layer of 200 mm */
  | { form: 'layer'; depthMm: number; celsius: number };

type Reading =
  | { kind: 'prefix'; levelPrefix: LevelPrefix | null }
  | { kind: 'protection'; protections: { code: string; offset: number; length: number }[] }
  | { kind: 'group'; group: GasGroup | DustGroup | 'I' }
  | { kind: 'temperature'; temperature: TemperatureReading }
  | { kind: 'epl'; epl: Epl }
  | { kind: 'suffix'; suffix: 'X' | 'U' }
  | { kind: 'ip'; ip: string };

interface Recogniser {
  rank: Rank;
  pattern: RegExp;
  /** What a match reads as; null when it matched the pattern but is no such part. */
  read: (match: RegExpExecArray) => Reading | null;
}

/** Where a token may end: a space, a separator between markings, or the end. */
const separators = '/;\n\r\u2028\u2029';
const boundary = String.raw`(?=[\s/;]|$)`;
const sticky = (source: string) => new RegExp(`(?:${source})${boundary}`, 'iy');
const degrees = String.raw`\s*(?:°\s*C|℃)`;
const number = String.raw`\d+(?:[.,]\d+)?`;
const numberOf = (text: string) => Number(text.replace(',', '.'));
const upper = (text: string | undefined) => (text ?? '').toUpperCase();
const eplOf = (text: string) => `${upper(text[0])}${(text[1] ?? '').toLowerCase()}` as Epl;

const recognisers: Recogniser[] = [
  {
    // 1Ex, 0Ex, 2Ex, PB Ex, PO Ex or Ex alone (the IEC form).
    rank: prefixRank,
    pattern: sticky(String.raw`(?:([012]|P[OB])\s*)?EX`),
    read: (match) => ({ kind: 'prefix', levelPrefix: match[1] ? (upper(match[1]) as LevelPrefix) : null }),
  },
  {
    rank: protectionRank,
    pattern: sticky(String.raw`op\s+(?:is|pr|sh)|[a-z]{1,3}`),
    read: (match) => {
      const code = canonicalCode.get(match[0].toLowerCase().replace(/\s+/g, ' '));
      return code ? { kind: 'protection', protections: [{ code, offset: 0, length: match[0].length }] } : null;
    },
  },
  {
    // Legacy letters run together, `de` for d and e (IEC 60079-0:2004 wrote them so).
    rank: protectionRank,
    pattern: sticky('[demopq]{2,4}'),
    read: (match) => {
      const letters = match[0].toLowerCase();
      if (letters === 'op' || new Set(letters).size < letters.length) return null;
      return {
        kind: 'protection',
        // ASCII letters only (the pattern), so code units are the letters.
        protections: Array.from({ length: letters.length }, (_, offset) => ({
          code: letters.charAt(offset),
          offset,
          length: 1,
        })),
      };
    },
  },
  {
    rank: groupRank,
    pattern: sticky(String.raw`III[ABC]|IIB\s*\+\s*H2|II[ABC]|II|I`),
    read: (match) => {
      const group = upper(match[0]).replace(/\s+/g, '');
      return { kind: 'group', group: group as GasGroup | DustGroup | 'I' };
    },
  },
  {
    rank: temperatureRank,
    pattern: sticky(String.raw`T\s*([1-6])`),
    read: (match) => ({
      kind: 'temperature',
      temperature: { form: 'class', class: `T${match[1] ?? ''}` as TemperatureClass },
    }),
  },
  {
    rank: temperatureRank,
    pattern: sticky(String.raw`T\s*(${number})${degrees}`),
    read: (match) => ({ kind: 'temperature', temperature: { form: 'dust', celsius: numberOf(match[1] ?? '') } }),
  },
  {
    rank: temperatureRank,
    pattern: sticky(String.raw`T\s*(\d+)\s+(${number})${degrees}`),
    read: (match) => ({
      kind: 'temperature',
      temperature: { form: 'layer', depthMm: Number(match[1]), celsius: numberOf(match[2] ?? '') },
    }),
  },
  {
    rank: temperatureRank,
    pattern: sticky(String.raw`(${number})${degrees}(?:\s*\(\s*T\s*([1-6])\s*\))?`),
    read: (match) => ({
      kind: 'temperature',
      temperature: {
        form: 'celsius',
        celsius: numberOf(match[1] ?? ''),
        class: match[2] ? (`T${match[2]}` as TemperatureClass) : null,
      },
    }),
  },
  {
    rank: eplRank,
    pattern: sticky('[GD][abc]|M[ab]'),
    read: (match) => ({ kind: 'epl', epl: eplOf(match[0]) }),
  },
  { rank: suffixRank, pattern: sticky('X'), read: () => ({ kind: 'suffix', suffix: 'X' }) },
  { rank: suffixRank, pattern: sticky('U'), read: () => ({ kind: 'suffix', suffix: 'U' }) },
  {
    // IEC 60529's code, one or several (`IP66/IP67`): a dust marking is often followed by it.
    rank: suffixRank,
    pattern: sticky(String.raw`IP\s*[0-6X][0-9X][A-DHMSW]{0,2}(?:\s*\/\s*(?:IP\s*)?[0-6X][0-9X][A-DHMSW]{0,2})*`),
    read: (match) => ({ kind: 'ip', ip: upper(match[0]).replace(/\s+/g, '') }),
  },
];

const unknownPattern = /[^\s/;]+/y;

interface Token {
  at: number;
  text: string;
  rank: Rank | null;
  reading: Reading | null;
  /** False for a part written after one that should follow it. */
  inOrder: boolean;
}

/**
 * Which of two readings of the same length to take, from the part expected next: `db` before the
 * group is flameproof, after it the dust EPL Db; `ma` encapsulation or the mining EPL Ma. Parts at
 * or after the current one first, nearest first, then those before it.
 */
const preference = (rank: Rank, current: number) => (rank >= current ? rank - current : 10 + current - rank);

/** The token at `at` (not a space or separator), read with the part expected next in mind. */
function tokenAt(normalised: string, original: string, at: number, current: number): Token {
  let best: { length: number; rank: Rank; reading: Reading } | null = null;
  for (const recogniser of recognisers) {
    recogniser.pattern.lastIndex = at;
    const match = recogniser.pattern.exec(normalised);
    const reading = match ? recogniser.read(match) : null;
    if (!match || !reading) continue;
    const length = match[0].length;
    if (
      !best ||
      length > best.length ||
      (length === best.length && preference(recogniser.rank, current) < preference(best.rank, current))
    )
      best = { length, rank: recogniser.rank, reading };
  }
  if (best)
    return { at, text: original.slice(at, at + best.length), rank: best.rank, reading: best.reading, inOrder: true };
  unknownPattern.lastIndex = at;
  const length = unknownPattern.exec(normalised)?.[0].length ?? 1;
  return { at, text: original.slice(at, at + length), rank: null, reading: null, inOrder: true };
}

// ---------------------------------------------------------------------------------------------
// One marking's parts

interface Draft {
  tokens: Token[];
  /** The rank of the last part read in order; −1 before any. */
  rank: number;
  prefix: Token | null;
  protections: { type: ProtectionType; at: number; text: string }[];
  group: Token | null;
  surface: { token: Token; temperature: Exclude<TemperatureReading, { form: 'layer' }> } | null;
  layer: { token: Token; temperature: Extract<TemperatureReading, { form: 'layer' }> } | null;
  epl: Token | null;
  specialConditions: boolean;
  component: boolean;
  ingressProtection: string | null;
  problems: MarkingProblem[];
}

const newDraft = (): Draft => ({
  tokens: [],
  rank: -1,
  prefix: null,
  protections: [],
  group: null,
  surface: null,
  layer: null,
  epl: null,
  specialConditions: false,
  component: false,
  ingressProtection: null,
  problems: [],
});

const problem = (part: MarkingPart, code: MarkingProblem['code'], found: string, at: number): MarkingProblem => ({
  part,
  code,
  found,
  at,
});

/** Files a recognised token's reading in the draft; false when its part is already there (a second group, say). */
function file(draft: Draft, token: Token, reading: Reading): boolean {
  switch (reading.kind) {
    case 'prefix':
      draft.prefix = token;
      return true;
    case 'protection':
      for (const { code, offset, length } of reading.protections) {
        const { family, level } = ruleOf(code);
        draft.protections.push({
          type: { code, family, level },
          at: token.at + offset,
          text: token.text.slice(offset, offset + length),
        });
      }
      return true;
    case 'group':
      if (draft.group) return false;
      draft.group = token;
      return true;
    case 'temperature': {
      const temperature = reading.temperature;
      if (temperature.form === 'layer') {
        if (draft.layer) return false;
        draft.layer = { token, temperature };
        return true;
      }
      if (draft.surface) return false;
      draft.surface = { token, temperature };
      return true;
    }
    case 'epl':
      if (draft.epl) return false;
      draft.epl = token;
      return true;
    case 'suffix':
      if (reading.suffix === 'X') draft.specialConditions = true;
      else draft.component = true;
      return true;
    case 'ip':
      draft.ingressProtection = draft.ingressProtection ? `${draft.ingressProtection} ${reading.ip}` : reading.ip;
      return true;
  }
}

function add(draft: Draft, token: Token): void {
  draft.tokens.push(token);
  if (token.rank === null || !token.reading) return;
  // Left out of the parts: the order problem says what is wrong, and checking it against the rest too would repeat it.
  if (token.rank < draft.rank) {
    token.inOrder = false;
    draft.problems.push(problem(rankedParts[token.rank], 'out-of-order', token.text, token.at));
    return;
  }
  if (!file(draft, token, token.reading))
    draft.problems.push(problem(rankedParts[token.rank], 'inconsistent', token.text, token.at));
  draft.rank = token.rank;
}

const readingOf = <K extends Reading['kind']>(token: Token | null, kind: K) =>
  token?.reading?.kind === kind ? (token.reading as Extract<Reading, { kind: K }>) : null;

const atmosphereOfEpl = (epl: Epl): Atmosphere => (epl[0] === 'G' ? 'gas' : epl[0] === 'D' ? 'dust' : 'mining');
const atmosphereOfGroup = (group: GasGroup | DustGroup | 'I'): Atmosphere =>
  group === 'I' ? 'mining' : group.startsWith('III') ? 'dust' : 'gas';

/** Parts that may come more than once: several types of protection, a temperature and a layer one, X and U. */
const repeatable = (rank: number) => rank === protectionRank || rank === temperatureRank || rank === suffixRank;

/**
 * Which part an unrecognised token stands for, from where it is: the parts that could come between
 * the parts read in order either side of it, one that is missing preferred (`1Ex db IID T6 Gb`:
 * the group). 'whole' when no part fits there.
 */
function partOfUnknown(draft: Draft, index: number): MarkingPart {
  const inOrder = (token: Token) => token.rank !== null && token.inOrder;
  const before = draft.tokens.slice(0, index).findLast(inOrder)?.rank ?? -1;
  const after = draft.tokens.slice(index + 1).find(inOrder)?.rank ?? rankedParts.length;
  const from = before >= 0 && repeatable(before) ? before : before + 1;
  const candidates = rankedParts.slice(from, after);
  const present = new Set(draft.tokens.filter(inOrder).map((token) => token.rank));
  const missing = candidates.find((part) => !present.has(rankedParts.indexOf(part) as Rank));
  return missing ?? candidates[0] ?? 'whole';
}

/** Is the level of `epl` met by the types of protection, or by two of IEC 60079-26's combination? */
function levelMet(protection: ProtectionRule, epl: Epl, all: readonly ProtectionRule[]): boolean {
  const required = strength[epl[1] as Level];
  if (strength[protection.strongest] >= required) return true;
  // IEC 60079-26: two independent types of protection, each giving Gb, together give Ga.
  const families = new Set(all.map((each) => each.family));
  return epl === 'Ga' && families.size >= 2 && all.every((each) => strength[each.strongest] >= strength.b);
}

/** What a complete set of parts says against itself; the EPL is taken as the marking's claim, the part that disagrees with it is named. */
function consistencyProblems(draft: Draft, epl: Epl): MarkingProblem[] {
  const problems: MarkingProblem[] = [];
  const atmosphere = atmosphereOfEpl(epl);
  const prefix = readingOf(draft.prefix, 'prefix')?.levelPrefix ?? null;
  if (draft.prefix && prefix) {
    // 0/1/2 are the gas levels a/b/c (ТР ТС 012/2011); PO/PB the mining Ma/Mb.
    const expected: Record<LevelPrefix, Epl> = { '0': 'Ga', '1': 'Gb', '2': 'Gc', PO: 'Ma', PB: 'Mb' };
    if (expected[prefix] !== epl)
      problems.push(problem('prefix', 'inconsistent', draft.prefix.text.slice(0, prefix.length), draft.prefix.at));
  }
  const group = readingOf(draft.group, 'group')?.group ?? null;
  if (draft.group && group && atmosphereOfGroup(group) !== atmosphere)
    problems.push(problem('group', 'inconsistent', draft.group.text, draft.group.at));
  const rules = draft.protections.map(({ type }) => ruleOf(type.code));
  for (const [index, { at, text }] of draft.protections.entries()) {
    const protection = rules[index];
    if (!protection) continue;
    const wrongAtmosphere =
      (protection.atmospheres === 'dust' && atmosphere !== 'dust') ||
      (protection.atmospheres === 'not-dust' && atmosphere === 'dust');
    if (wrongAtmosphere || !levelMet(protection, epl, rules))
      problems.push(problem('protection', 'inconsistent', text, at));
  }
  // IEC 60079-0 §4.2: a type whose safety depends on the gas needs the subgroup it was assessed in.
  if (draft.group && group === 'II' && rules.some((each) => each.subdivided))
    problems.push(problem('group', 'inconsistent', draft.group.text, draft.group.at));
  const surface = draft.surface;
  if (surface) {
    const temperature = surface.temperature;
    const wrong =
      atmosphere === 'mining' ||
      (atmosphere === 'gas' && temperature.form === 'dust') ||
      (atmosphere === 'gas' &&
        temperature.form === 'celsius' &&
        temperature.class !== null &&
        temperature.celsius > temperatureClassMaximum[temperature.class]) ||
      (atmosphere === 'dust' &&
        (temperature.form === 'class' || (temperature.form === 'celsius' && temperature.class !== null)));
    if (wrong) problems.push(problem('temperature', 'inconsistent', surface.token.text, surface.token.at));
  }
  if (draft.layer && atmosphere !== 'dust')
    problems.push(problem('temperature', 'inconsistent', draft.layer.token.text, draft.layer.token.at));
  return problems;
}

/** The draft's problems, or the marking when it has none. */
function finish(draft: Draft, original: string): { marking: ExMarking | null; problems: MarkingProblem[] } {
  const problems = [...draft.problems];
  const unknownParts = new Set<MarkingPart>();
  for (const [index, token] of draft.tokens.entries()) {
    if (token.rank !== null) continue;
    const part = partOfUnknown(draft, index);
    unknownParts.add(part);
    problems.push(problem(part, 'unknown', token.text, token.at));
  }
  const eplReading = readingOf(draft.epl, 'epl');
  const groupReading = readingOf(draft.group, 'group');
  const atmosphere = eplReading
    ? atmosphereOfEpl(eplReading.epl)
    : groupReading
      ? atmosphereOfGroup(groupReading.group)
      : null;
  const last = draft.tokens.at(-1);
  const end = last ? last.at + last.text.length : 0;
  // A missing part is pointed at where it should have been: the next part's start, or the end.
  const outOfOrder = new Set(draft.tokens.filter((token) => !token.inOrder).map((token) => token.rank));
  const missing = (rank: Rank) => {
    if (unknownParts.has(rankedParts[rank]) || outOfOrder.has(rank)) return;
    const next = draft.tokens.find((token) => token.rank !== null && token.inOrder && token.rank > rank);
    problems.push(problem(rankedParts[rank], 'missing', '', next?.at ?? end));
  };
  if (!draft.prefix) missing(prefixRank);
  if (draft.protections.length === 0) missing(protectionRank);
  if (!draft.group) missing(groupRank);
  // Mining equipment has no temperature in its marking; an Ex component may leave it to the equipment.
  if (!draft.surface && !draft.layer && atmosphere !== 'mining' && !draft.component) missing(temperatureRank);
  if (!draft.epl) missing(eplRank);
  if (eplReading) problems.push(...consistencyProblems(draft, eplReading.epl));
  problems.sort((a, b) => a.at - b.at);
  if (problems.length > 0 || !eplReading || !groupReading || !atmosphere) return { marking: null, problems };

  const first = draft.tokens[0];
  const surface = draft.surface?.temperature ?? null;
  // The checks above leave gas with a class or °C, dust with °C, mining with neither.
  let temperature: ExMarking['temperature'] = null;
  if (surface?.form === 'class')
    temperature = { class: surface.class, maxSurface: temperatureClassMaximum[surface.class] };
  if (surface?.form === 'celsius')
    temperature = {
      class: atmosphere === 'gas' ? (surface.class ?? classOfSurface(surface.celsius)) : null,
      maxSurface: surface.celsius,
    };
  if (surface?.form === 'dust') temperature = { class: null, maxSurface: surface.celsius };
  const layer = draft.layer?.temperature ?? null;
  return {
    marking: {
      text: original.slice(first?.at ?? 0, end).trim(),
      atmosphere,
      levelPrefix: readingOf(draft.prefix, 'prefix')?.levelPrefix ?? null,
      protections: draft.protections.map(({ type }) => type),
      group: groupReading.group,
      temperature,
      layer: layer ? { depthMm: layer.depthMm, maxSurface: layer.celsius } : null,
      epl: eplReading.epl,
      specialConditions: draft.specialConditions,
      component: draft.component,
      ingressProtection: draft.ingressProtection,
    },
    problems: [],
  };
}

/**
 * The Ex markings in a text (one, or a gas and a dust one together), or every problem found in
 * them. A marking starts at each `Ex` (with its level prefix); a line break, `;` or `/` also ends
 * one. Case, spacing and Cyrillic look-alike letters are forgiven; the order of the parts is not.
 */
export function parseExMarkings(text: string): MarkingReading {
  const normalised = text.replace(lookAlikePattern, (letter) => lookAlikes[letter] ?? letter);
  const drafts: Draft[] = [];
  let draft = newDraft();
  const close = () => {
    if (draft.tokens.length > 0) drafts.push(draft);
    draft = newDraft();
  };
  let at = 0;
  while (at < normalised.length) {
    const character = normalised[at] ?? '';
    if (separators.includes(character)) {
      close();
      at += 1;
      continue;
    }
    if (/\s/.test(character)) {
      at += 1;
      continue;
    }
    const token = tokenAt(normalised, text, at, draft.rank);
    if (token.rank === prefixRank) close();
    add(draft, token);
    at += token.text.length;
  }
  close();
  if (drafts.length === 0) return { ok: false, problems: [problem('whole', 'empty', text.trim(), 0)] };
  const read = drafts.map((each) => finish(each, text));
  const problems = read.flatMap((each) => each.problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, markings: read.flatMap((each) => (each.marking ? [each.marking] : [])) };
}
