/**
 * What the checking readers (EULUMDAT and IES) share: the problems they report about a file they
 * cannot read, and the numbers they read as tokens that keep their line. The public face is
 * `photometric-file.ts`.
 */

/** What a problem is about: the web page translates each into Russian and English. */
export type PhotometricField =
  | 'file' // the file as a whole
  | 'format-line' // IES first line (IESNA:LM-63-…)
  | 'keyword' // IES [KEYWORD] lines
  | 'tilt' // IES TILT= line and its block; LDT line 25 tilt
  | 'type-indicator' // LDT Ityp, line 2
  | 'symmetry' // LDT Isym line 3; IES horizontal angles that match no symmetry
  | 'c-plane-count' // LDT Mc line 4; IES number of horizontal angles
  | 'c-plane-step' // LDT Dc line 5
  | 'gamma-count' // LDT Ng line 6; IES number of vertical angles
  | 'gamma-step' // LDT Dg line 7
  | 'dimensions' // LDT lines 13–15; IES width/length/height
  | 'luminous-area' // LDT lines 16–21
  | 'downward-flux-fraction' // LDT line 22
  | 'light-output-ratio' // LDT line 23
  | 'conversion-factor' // LDT line 24
  | 'lamp-set-count' // LDT line 26
  | 'lamp-count' // LDT lamp set line a; IES number of lamps
  | 'lamp-flux' // LDT lamp set flux; IES lumens per lamp
  | 'candela-multiplier' // IES
  | 'photometric-type' // IES (only type C = 1 is supported)
  | 'units-type' // IES (1 feet, 2 metres)
  | 'ballast-factor' // IES
  | 'watts' // LDT lamp set wattage; IES input watts
  | 'direct-ratios' // LDT 10 direct ratios
  | 'c-angles' // LDT C angles; IES horizontal angles
  | 'gamma-angles' // LDT gamma angles; IES vertical angles
  | 'intensities'; // LDT intensities; IES candela values

export type FileProblemCode =
  | 'empty' // no text at all (or only whitespace)
  | 'binary' // not text: NUL bytes, or a PDF/ZIP/PNG/JPEG/GIF signature at the start
  | 'unknown-format' // neither format recognised
  | 'missing' // the file ends before this field
  | 'not-a-number' // a numeric field holds something else
  | 'out-of-range' // a number outside what the field allows (`expected` says what is allowed)
  | 'not-ascending' // angles not strictly ascending
  | 'negative' // a negative intensity / flux / count where none may be
  | 'extra-values' // IES: more numbers than the counts announce (LDT: extra values are ignored, NOT a problem)
  | 'unsupported' // readable but not supported: IES photometric type A/B, horizontal angles that are no LM-63 symmetry, LDT plane count the symmetry cannot split
  | 'too-large'; // larger than the caller reads (check.ts says so; the readers never do)

export interface FileProblem {
  code: FileProblemCode;
  field: PhotometricField;
  /** 1-based line of the file; null when the problem is about the whole file (empty, binary, unknown format). */
  line: number | null;
  /** What the file has there, as written, trimmed, at most 40 characters; null when there is nothing. */
  found: string | null;
  /** What is allowed, in neutral notation, e.g. "0–4", "1–1000", "≥ 0", "> 0", "1, 2 or 3"; null when it goes without saying. */
  expected: string | null;
}

/** What a format's checking reader gives: the file, or every problem it found. */
export type Reading<File> = { ok: true; file: File } | { ok: false; problems: FileProblem[] };

/** A page lists this many at most; past them a file is beyond repair anyway. */
const maxProblems = 20;

/** Problems as a reader finds them, capped at `maxProblems`. */
export class ProblemList {
  readonly problems: FileProblem[] = [];

  add(
    code: FileProblemCode,
    field: PhotometricField,
    line: number | null,
    found: string | null,
    expected: string | null,
  ) {
    if (this.problems.length < maxProblems) this.problems.push({ code, field, line, found: shown(found), expected });
  }
}

const maxFoundLength = 40;

/** What a problem quotes from the file: trimmed, short, null when there is nothing. */
function shown(text: string | null): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed.slice(0, maxFoundLength);
}

/** A number as files write it: spaces around it, a decimal comma now and then. NaN when empty. */
export function numberOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The file's lines, whatever its line breaks (CRLF, LF or CR). */
export const linesOf = (text: string): string[] => text.split(/\r\n|\n|\r/);

/** How many lines the file has: the empty piece after a final line break is no line of its own. */
export const lineCountOf = (lines: readonly string[]): number =>
  lines.length > 0 && lines.at(-1) === '' ? lines.length - 1 : lines.length;

export interface Token {
  text: string;
  /** 1-based line the token is on. */
  line: number;
}

/** Reads numbers as tokens, one after another, from a line on, keeping the line each is on. */
export interface TokenCursor {
  /** The next token; null past the end of the file. */
  next(): Token | null;
  /** Where the next value would have been, had the file gone on: the line after the last token read. */
  lineAfter(): number;
}

/**
 * Tokens from the 0-based line `from` on, split by `separators`. Lines are split only as they are
 * reached, so a reader that stops early never pays for the rest of a large file.
 */
export function tokenCursor(lines: readonly string[], from: number, separators: RegExp): TokenCursor {
  let lineIndex = from;
  let pending: string[] = [];
  let pendingAt = 0;
  // 1-based, the line before the first one read: a value missing straight away is missing there + 1.
  let lastLine = from;
  return {
    next() {
      while (pendingAt >= pending.length) {
        if (lineIndex >= lines.length) return null;
        pending = (lines[lineIndex] ?? '').split(separators).filter((token) => token !== '');
        pendingAt = 0;
        lineIndex += 1;
      }
      lastLine = lineIndex;
      const text = pending[pendingAt] ?? '';
      pendingAt += 1;
      return { text, line: lastLine };
    },
    lineAfter: () => lastLine + 1,
  };
}

/** What is wrong with a value given the one before it in its block; null when nothing is. */
export type ValueCheck = (
  value: number,
  previous: { value: number; text: string } | null,
) => { code: FileProblemCode; expected: string } | null;

/** A block's values as numbers, with the tokens of its first and last (null for an empty block). */
export interface BlockValues {
  values: number[];
  first: Token | null;
  last: Token | null;
}

/**
 * The next `count` values of a block, each a number that passes `check`; null at the first problem,
 * reported, since after a wrong value or count the positions that follow mean nothing.
 */
export function readValues(
  cursor: TokenCursor,
  problems: ProblemList,
  count: number,
  field: PhotometricField,
  check: ValueCheck,
): BlockValues | null {
  const values: number[] = [];
  let first: Token | null = null;
  let previous: Token | null = null;
  for (let index = 0; index < count; index += 1) {
    const token = cursor.next();
    if (!token) {
      problems.add('missing', field, cursor.lineAfter(), null, null);
      return null;
    }
    const value = numberOf(token.text);
    if (!Number.isFinite(value)) {
      problems.add('not-a-number', field, token.line, token.text, null);
      return null;
    }
    const wrong = check(value, previous && { value: values.at(-1) ?? Number.NaN, text: previous.text });
    if (wrong) {
      problems.add(wrong.code, field, token.line, token.text, wrong.expected);
      return null;
    }
    values.push(value);
    first ??= token;
    previous = token;
  }
  return { values, first, last: previous };
}

/** Any number will do. */
export const anyNumber: ValueCheck = () => null;

/** Intensities, flux, factors: nothing below zero. */
export const notNegative: ValueCheck = (value) => (value < 0 ? { code: 'negative', expected: '≥ 0' } : null);

/** Angles: within `from`–`to` (`to` itself only when `toIncluded`), each above the one before. */
export function ascendingWithin(from: number, to: number, toIncluded: boolean): ValueCheck {
  return (value, previous) => {
    if (value < from || value > to || (value === to && !toIncluded))
      return { code: 'out-of-range', expected: toIncluded ? `${from}–${to}` : `≥ ${from}, < ${to}` };
    if (previous && !(value > previous.value)) return { code: 'not-ascending', expected: `> ${previous.text}` };
    return null;
  };
}
