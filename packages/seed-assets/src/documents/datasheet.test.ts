import { describe, expect, it } from 'vitest';
import { datasheetPdf } from './datasheet.js';
import { exProof, officePanel, sensor } from './sample-model.js';

/** Undoes PDF literal string escapes: \\n \\( \\) \\\\ and octal \\ddd. */
function unescapeLiteral(body: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body.charCodeAt(i);
    if (body[i] !== '\\') {
      bytes.push(ch);
      continue;
    }
    const next = body[i + 1] ?? '';
    const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      i += octal.length;
    } else {
      bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes);
}

/** Reads an info dictionary string; pdfkit writes it as an indirect object, UTF-16BE with a BOM when not ASCII. */
function infoString(pdf: Buffer, key: string): string {
  const text = pdf.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text);
  if (!ref) throw new Error(`no /${key} in the PDF`);
  const match = new RegExp(`\\n${ref[1] ?? ''} 0 obj\\n\\((.*?)\\)\\nendobj`, 's').exec(text);
  if (!match) throw new Error(`no string object for /${key}`);
  const bytes = unescapeLiteral(match[1] ?? '');
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
    : bytes.toString('latin1');
}

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

function expectValidPdf(pdf: Buffer): void {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1').trim()).toBe('%%EOF');
  expect(pdf.toString('latin1')).toMatch(/startxref\s+\d+\s+%%EOF\s*$/);
}

describe('datasheetPdf', () => {
  it('renders a Russian datasheet', async () => {
    const pdf = await datasheetPdf(officePanel, 'ru');
    expectValidPdf(pdf);
    expect(pageCount(pdf)).toBe(1);
    expect(infoString(pdf, 'Title')).toBe('LINEA 36/840 BW · Технические данные');
    expect(infoString(pdf, 'Subject')).toBe(officePanel.description.ru);
    expect(infoString(pdf, 'Keywords')).toContain(officePanel.nkCode);
    expect(pdf.toString('latin1')).toContain('/Lang (ru)');
  });

  it('renders an English datasheet, byte for byte the same every time', async () => {
    const pdf = await datasheetPdf(exProof, 'en', { revision: 'abc123' });
    expectValidPdf(pdf);
    expect(pageCount(pdf)).toBe(1);
    expect(infoString(pdf, 'Title')).toBe('ATEX 60/840 M · Product datasheet');
    expect(infoString(pdf, 'Keywords')).toContain('rev:abc123');
    expect(infoString(pdf, 'Author')).toBe('OSTREL');
    expect((await datasheetPdf(exProof, 'en', { revision: 'abc123' })).equals(pdf)).toBe(true);
  });

  it('renders a device without light output on one page', async () => {
    const pdf = await datasheetPdf(sensor, 'en');
    expectValidPdf(pdf);
    expect(pageCount(pdf)).toBe(1);
  });

  it('continues on a second page when the data do not fit on one', async () => {
    const long =
      'extruded aluminium body with a powder-coated finish, opal polycarbonate diffuser, stainless steel fixings, ';
    const pdf = await datasheetPdf({ ...exProof, description: { ru: long.repeat(3), en: long.repeat(3) } }, 'en', {
      housing: { ru: long.repeat(6), en: long.repeat(6) },
    });
    expectValidPdf(pdf);
    expect(pageCount(pdf)).toBe(2);
  });
});
