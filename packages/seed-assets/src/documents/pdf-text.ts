import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type PDFDocument from 'pdfkit';

/** The document instance type (the pdfkit typings export the instance type as the module value). */
export type PdfDoc = typeof PDFDocument;

/**
 * Text drawing for the datasheets. The font package ships one file per script subset, so every
 * string is split into Cyrillic and Latin runs, each drawn with its own font file; wrapping and
 * alignment are done here because pdfkit cannot fall back between fonts by itself.
 * WOFF rather than WOFF2: fontkit cannot subset composite glyphs (й, ё…) out of WOFF2.
 */

type Weight = 'regular' | 'medium' | 'semibold';
type Script = 'latin' | 'cyrillic';

const weights: Record<Weight, number> = { regular: 400, medium: 500, semibold: 600 };

/** The parts of a fontkit font used here. */
interface ParsedFont {
  layout: unknown;
  characterSet: number[];
  glyphForCodePoint(codePoint: number): unknown;
}

/** A parsed font (fontkit) or, when fontkit cannot be reached, the font file bytes. */
type FontSource = Buffer | ParsedFont;

let fonts: Map<string, FontSource> | null = null;

/**
 * pdfkit parses font bytes afresh for every document, which costs more than drawing the page.
 * pdfkit (0.20+) also takes an already parsed fontkit font, and fontkit is pdfkit's own
 * dependency: resolve it from pdfkit so every datasheet shares one parsed copy of each font.
 */
function fontParser(): ((data: Buffer) => FontSource) | null {
  try {
    const fromHere = createRequire(import.meta.url);
    const fromPdfkit = createRequire(fromHere.resolve('pdfkit'));
    const fontkit = fromPdfkit('fontkit') as { create?: unknown; default?: { create?: unknown } };
    const create = (typeof fontkit.create === 'function' ? fontkit.create : fontkit.default?.create) as
      ((data: Uint8Array) => ParsedFont) | undefined;
    if (typeof create !== 'function') return null;
    return (data) => {
      const font = create(data);
      // fontkit caches each glyph with the code points that first reached it, and pdfkit writes
      // the text layer (ToUnicode) from that. Space and no-break space share a glyph, so without
      // this warm-up the bytes of a datasheet would depend on which datasheets came before it.
      for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) font.glyphForCodePoint(codePoint);
      return font;
    };
  } catch {
    return null;
  }
}

/**
 * Unpacks a WOFF 1.0 file into the TrueType font it wraps, with zlib: fontkit would inflate every
 * table in pure JavaScript, which made a datasheet three times slower.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const pad4 = (n: number): number => (n + 3) & ~3;
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(headerSize + tables.reduce((sum, t) => sum + pad4(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += pad4(table.data.length);
  });
  return out;
}

/** The fonts, read, unpacked and parsed once per process and shared by every document. */
function loadFonts(): Map<string, FontSource> {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const parse = fontParser();
  const loaded = new Map<string, FontSource>();
  for (const [weight, value] of Object.entries(weights)) {
    for (const script of ['latin', 'cyrillic'] as const) {
      const sfnt = woffToSfnt(
        readFileSync(require.resolve(`@fontsource/ibm-plex-sans/files/ibm-plex-sans-${script}-${value}-normal.woff`)),
      );
      loaded.set(fontName(weight as Weight, script), parse ? parse(sfnt) : sfnt);
    }
  }
  fonts = loaded;
  return loaded;
}

function fontName(weight: Weight, script: Script): string {
  return `plex-${weight}-${script}`;
}

/** Characters the Cyrillic subset covers (U+0400–045F, Ґ, Ү/Ұ, №); everything else is Latin. */
function isCyrillic(code: number): boolean {
  return (
    (code >= 0x400 && code <= 0x45f) ||
    code === 0x490 ||
    code === 0x491 ||
    code === 0x4b0 ||
    code === 0x4b1 ||
    code === 0x2116
  );
}

interface Run {
  text: string;
  script: Script;
}

function runs(text: string): Run[] {
  const result: Run[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const last = result[result.length - 1];
    // Spaces always go to the Latin font: fontkit cannot read the Cyrillic subset's space glyph.
    const script: Script = isCyrillic(code) ? 'cyrillic' : 'latin';
    if (last?.script === script) last.text += ch;
    else result.push({ text: ch, script });
  }
  return result;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
  /** Extra space between characters, pt. */
  tracking?: number;
}

export interface BoxOptions extends TextStyle {
  width: number;
  align?: 'left' | 'right' | 'center';
  lineHeight?: number;
}

export class TextPainter {
  constructor(private readonly doc: PdfDoc) {
    // The typings predate pdfkit accepting parsed fonts; the runtime checks for a `layout` method.
    for (const [name, font] of loadFonts()) doc.registerFont(name, font as Buffer);
  }

  private use(run: Run, style: TextStyle): void {
    this.doc.font(fontName(style.weight ?? 'regular', run.script)).fontSize(style.size);
  }

  width(text: string, style: TextStyle): number {
    let total = 0;
    for (const run of runs(text)) {
      this.use(run, style);
      total += this.doc.widthOfString(run.text, { characterSpacing: style.tracking ?? 0 });
    }
    return total;
  }

  /** Draws one line with its top at y; returns the width drawn. */
  line(
    text: string,
    x: number,
    y: number,
    style: TextStyle & { align?: 'left' | 'right' | 'center'; width?: number },
  ): number {
    const w = this.width(text, style);
    let cursor = x;
    if (style.align === 'right') cursor = x + (style.width ?? 0) - w;
    else if (style.align === 'center') cursor = x + ((style.width ?? 0) - w) / 2;
    this.doc.fillColor(style.color ?? '#000000');
    for (const run of runs(text)) {
      this.use(run, style);
      this.doc.text(run.text, cursor, y, { lineBreak: false, characterSpacing: style.tracking ?? 0 });
      cursor += this.doc.widthOfString(run.text, { characterSpacing: style.tracking ?? 0 });
    }
    return w;
  }

  /** Greedy word wrap; words longer than the width stay whole. */
  wrap(text: string, style: TextStyle, width: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, style) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Draws wrapped text with its first line's top at y; returns the height used. */
  box(text: string, x: number, y: number, options: BoxOptions): number {
    const lineHeight = options.lineHeight ?? options.size * 1.35;
    const lines = this.wrap(text, options, options.width);
    lines.forEach((line, i) => this.line(line, x, y + i * lineHeight, options));
    return lines.length * lineHeight;
  }

  /** Height `box` would use. */
  measure(text: string, options: BoxOptions): number {
    return this.wrap(text, options, options.width).length * (options.lineHeight ?? options.size * 1.35);
  }
}
