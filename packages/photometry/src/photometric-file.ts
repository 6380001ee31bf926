/**
 * The photometric file checker's reader: an uploaded file's bytes, whichever of the two formats it
 * is in, read into the EULUMDAT model, or what is wrong with it, line by line
 * (docs: README, "The checker's readers").
 */

import { readEulumdat, type Eulumdat } from './eulumdat.js';
import { numberOf, type FileProblem, type FileProblemCode } from './file-reading.js';
import { readIes } from './ies.js';

export type { FileProblem, FileProblemCode, PhotometricField } from './file-reading.js';

export type PhotometricFormat = 'eulumdat' | 'ies';

export type PhotometricReading =
  | { ok: true; format: PhotometricFormat; file: Eulumdat }
  | { ok: false; format: PhotometricFormat | null; problems: FileProblem[] };

/** Signatures of what people upload by mistake (a data sheet, an archive, a picture), as Latin-1 text. */
const signatures: [start: string, kind: string][] = [
  ['%PDF-', 'PDF'],
  ['PK\u0003\u0004', 'ZIP'],
  ['PK\u0005\u0006', 'ZIP'],
  ['\u0089PNG\r\n\u001a\n', 'PNG'],
  ['\u00ff\u00d8\u00ff', 'JPEG'],
  ['GIF87a', 'GIF'],
  ['GIF89a', 'GIF'],
];
const longestSignature = Math.max(...signatures.map(([start]) => start.length));

/** What a start of file says it is: 'PDF', 'ZIP'…; null for none of them. */
const signatureOf = (start: string): string | null =>
  signatures.find(([prefix]) => start.startsWith(prefix))?.[1] ?? null;

const wholeFile = (code: FileProblemCode, found: string | null = null): PhotometricReading => ({
  ok: false,
  format: null,
  problems: [{ code, field: 'file', line: null, found, expected: null }],
});

/** Windows-1252's characters for bytes 0x80–0x9F (the bytes it leaves undefined stay as they are). */
const windows1252High = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** Windows-1252, decoded here so it does not depend on the ICU data Node was built with. */
function windows1252(bytes: Uint8Array): string {
  const units = Uint16Array.from(bytes, (byte) =>
    byte >= 0x80 && byte < 0xa0 ? (windows1252High[byte - 0x80] ?? byte) : byte,
  );
  // In chunks: String.fromCharCode takes only so many arguments at once.
  const chunk = 8192;
  let text = '';
  for (let at = 0; at < units.length; at += chunk) text += String.fromCharCode(...units.subarray(at, at + chunk));
  return text;
}

/** UTF-8 when the bytes are valid UTF-8 (its byte order mark dropped), Windows-1252 otherwise (old Western European files). */
function decoded(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

/** Lines that may hold TILT= in an LM-63-1986 file, whose free text has no tag before it. */
const tiltSearchLines = 200;

/** The first `count` lines, without splitting the rest of a large file. */
function firstLines(text: string, count: number): string[] {
  const lines: string[] = [];
  const breaks = /\r\n|\n|\r/g;
  let start = 0;
  while (lines.length < count) {
    const found = breaks.exec(text);
    if (!found) {
      lines.push(text.slice(start));
      break;
    }
    lines.push(text.slice(start, found.index));
    start = found.index + found[0].length;
  }
  return lines;
}

/**
 * What says a text is IES: 'tag', its first non-empty line names LM-63 (`IESNA…`, `IES:LM-63…`);
 * 'tilt', a `TILT=` line among its first lines (LM-63-1986 has free text before it); null, neither.
 */
function iesSign(lines: readonly string[]): 'tag' | 'tilt' | null {
  const first = lines.find((line) => line.trim() !== '') ?? '';
  if (/^\s*(IESNA|IES:LM-63)/i.test(first)) return 'tag';
  return lines.some((line) => /^\s*TILT\s*=/i.test(line)) ? 'tilt' : null;
}

/**
 * Whether a text that is no IES file looks like a EULUMDAT one: at least four of its lines 2–7
 * (Ityp, Isym, Mc, Dc, Ng, Dg, numbers in every EULUMDAT file) are numbers. A few words, a CSV
 * table or a letter are not; a file with one or two of them wrong is, and its problems are listed.
 */
function looksLikeEulumdat(lines: readonly string[]): boolean {
  return lines.slice(1, 7).filter((line) => Number.isFinite(numberOf(line))).length >= 4;
}

/** The same as `readPhotometricFile`, from text already decoded. */
export function readPhotometricText(text: string): PhotometricReading {
  const content = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (content.trim() === '') return wholeFile('empty');
  const kind = signatureOf(content.slice(0, longestSignature));
  if (kind) return wholeFile('binary', kind);
  if (content.includes('\u0000')) return wholeFile('binary');
  const lines = firstLines(content, tiltSearchLines);
  const sign = iesSign(lines);
  if (sign) {
    const ies = readIes(content);
    if (ies.ok) return { ok: true, format: 'ies', file: ies.file };
    // A TILT= line in free text may be a EULUMDAT file's name or lamp type: it is one if it reads as one.
    const eulumdat = sign === 'tilt' ? readEulumdat(content) : null;
    if (eulumdat?.ok) return { ok: true, format: 'eulumdat', file: eulumdat.file };
    return { ok: false, format: 'ies', problems: ies.problems };
  }
  const eulumdat = readEulumdat(content);
  if (eulumdat.ok) return { ok: true, format: 'eulumdat', file: eulumdat.file };
  if (!looksLikeEulumdat(lines)) return wholeFile('unknown-format');
  return { ok: false, format: 'eulumdat', problems: eulumdat.problems };
}

/**
 * Reads an uploaded file's bytes: detects binary content (NUL bytes, or a PDF, ZIP, PNG, JPEG or
 * GIF signature, which `found` names) and the format, decodes UTF-8 or else Windows-1252, and
 * reads it. The caller limits the size; the reading is linear in it.
 */
export function readPhotometricFile(bytes: Uint8Array): PhotometricReading {
  if (bytes.length === 0) return wholeFile('empty');
  const kind = signatureOf(String.fromCharCode(...bytes.subarray(0, longestSignature)));
  if (kind) return wholeFile('binary', kind);
  if (bytes.includes(0)) return wholeFile('binary');
  return readPhotometricText(decoded(bytes));
}
