import type { Technical } from '@ostrel/contract/schemas/catalog';
import { formatNumber } from '@ostrel/catalog-specs/format';
import type { Locale } from '@ostrel/contract/schemas/common';
import { luminousOpening } from './document-meta.js';
import type { PdfDoc, TextPainter } from './pdf-text.js';

export interface DrawingStyle {
  outline: string;
  body: string;
  emitter: string;
  dimension: string;
  label: string;
}

/** Whether the model has the sizes a drawing needs. */
export function hasDrawing(t: Technical): boolean {
  return t.height !== null && (t.diameter !== null || (t.length !== null && t.width !== null));
}

/** A dimension line with arrowheads and its value in the middle (horizontal or vertical). */
function dimension(
  doc: PdfDoc,
  text: TextPainter,
  from: [number, number],
  to: [number, number],
  label: string,
  style: DrawingStyle,
): void {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const vertical = x1 === x2;
  const head = 3.2;
  doc.save().lineWidth(0.45).strokeColor(style.dimension).fillColor(style.dimension);
  doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
  if (vertical) {
    doc.polygon([x1, y1], [x1 - 1.3, y1 + head], [x1 + 1.3, y1 + head]).fill();
    doc.polygon([x2, y2], [x2 - 1.3, y2 - head], [x2 + 1.3, y2 - head]).fill();
  } else {
    doc.polygon([x1, y1], [x1 + head, y1 - 1.3], [x1 + head, y1 + 1.3]).fill();
    doc.polygon([x2, y2], [x2 - head, y2 - 1.3], [x2 - head, y2 + 1.3]).fill();
  }
  doc.restore();
  const style6 = { size: 6.5, color: style.label };
  const w = text.width(label, style6);
  if (vertical) text.line(label, x1 + 3, (y1 + y2) / 2 - 4, style6);
  else text.line(label, (x1 + x2) / 2 - w / 2, y1 + 2, style6);
}

/**
 * View from below (with the light-emitting face) above a side view, at one scale, with overall
 * dimensions. Returns the height used, 0 when the sizes are unknown.
 */
export function drawDimensions(
  doc: PdfDoc,
  text: TextPainter,
  t: Technical,
  box: { x: number; y: number; width: number; maxHeight: number },
  locale: Locale,
  style: DrawingStyle,
): number {
  if (!hasDrawing(t)) return 0;
  const round = t.diameter !== null;
  const length = round ? (t.diameter ?? 0) : (t.length ?? 0);
  const width = round ? (t.diameter ?? 0) : (t.width ?? 0);
  const height = t.height ?? 0;
  const gap = 16;
  const room = { width: box.width - 34, height: box.maxHeight - gap - 14 };
  const scale = Math.min(room.width / length, room.height / (width + height), 1.1);
  const drawn = (mm: number): number => Math.max(2.5, mm * scale);
  const L = drawn(length);
  const Wd = drawn(width);
  const H = drawn(height);
  const x = box.x + (room.width - L) / 2;
  const planY = box.y;
  const sideY = planY + Wd + gap;
  const n = (mm: number): string => formatNumber(mm, locale);

  doc.save().lineWidth(0.8).strokeColor(style.outline).fillColor(style.body);
  const opening = luminousOpening(t);
  if (round) {
    doc.circle(x + L / 2, planY + Wd / 2, L / 2).fillAndStroke();
    doc
      .fillColor(style.emitter)
      .circle(x + L / 2, planY + Wd / 2, (opening.length * scale) / 2)
      .fill();
    doc.fillColor(style.body).rect(x, sideY, L, H).fillAndStroke();
  } else {
    doc.rect(x, planY, L, Wd).fillAndStroke();
    const ol = Math.max(1, opening.length * scale);
    const ow = Math.max(1, opening.width * scale);
    doc
      .fillColor(style.emitter)
      .rect(x + (L - ol) / 2, planY + (Wd - ow) / 2, ol, ow)
      .fill();
    doc.fillColor(style.body).rect(x, sideY, L, H).fillAndStroke();
  }
  // Centre lines, dash-dot as drawings have them.
  doc.lineWidth(0.3).strokeColor(style.dimension).dash(4, { space: 1.5 });
  doc
    .moveTo(x - 5, planY + Wd / 2)
    .lineTo(x + L + 5, planY + Wd / 2)
    .stroke();
  doc
    .moveTo(x + L / 2, planY - 5)
    .lineTo(x + L / 2, planY + Wd + 5)
    .stroke();
  doc.undash().restore();

  const right = x + L + 9;
  dimension(doc, text, [x, sideY + H + 8], [x + L, sideY + H + 8], round ? `Ø${n(length)}` : n(length), style);
  if (!round) dimension(doc, text, [right, planY], [right, planY + Wd], n(width), style);
  dimension(doc, text, [right, sideY], [right, sideY + H], n(height), style);
  // Extension lines from the side view to the dimension lines.
  doc.save().lineWidth(0.3).strokeColor(style.dimension);
  doc
    .moveTo(x, sideY + H + 1.5)
    .lineTo(x, sideY + H + 10)
    .stroke();
  doc
    .moveTo(x + L, sideY + H + 1.5)
    .lineTo(x + L, sideY + H + 10)
    .stroke();
  doc
    .moveTo(x + L + 1.5, sideY)
    .lineTo(right + 2, sideY)
    .stroke();
  doc
    .moveTo(x + L + 1.5, sideY + H)
    .lineTo(right + 2, sideY + H)
    .stroke();
  if (!round) {
    doc
      .moveTo(x + L + 1.5, planY)
      .lineTo(right + 2, planY)
      .stroke();
    doc
      .moveTo(x + L + 1.5, planY + Wd)
      .lineTo(right + 2, planY + Wd)
      .stroke();
  }
  doc.restore();
  return sideY + H + 18 - box.y;
}
