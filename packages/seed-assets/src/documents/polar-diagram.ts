import type { PdfDoc, TextPainter } from './pdf-text.js';
import { type CandelaTable, intensityAt, luminousFlux } from './photometry.js';

export interface PolarStyle {
  grid: string;
  gridStrong: string;
  label: string;
  c0: string;
  c90: string;
  unit: string;
  c0Label: string;
  c90Label: string;
  /** Ring values in the document's number format. */
  formatValue: (value: number) => string;
}

/** 1, 2, 2.5 or 5 × 10ⁿ: the grid step for about four rings. */
function niceStep(max: number): number {
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10;
  return step * power;
}

/**
 * The classic polar light distribution diagram in cd/klm: C0 on the right half and C180 on the
 * left (solid), C90 right and C270 left (dashed), γ = 0° pointing down. Luminaires without upward
 * light get the lower half only, which leaves room to draw it larger.
 * Returns the height used.
 */
export function drawPolarDiagram(
  doc: PdfDoc,
  text: TextPainter,
  table: CandelaTable,
  box: { x: number; y: number; width: number },
  style: PolarStyle,
): number {
  const perKlm = 1000 / luminousFlux(table);
  const value = (c: number, gamma: number): number => intensityAt(table, c, gamma) * perKlm;
  let max = 0;
  let upward = 0;
  for (let g = 0; g <= 180; g += 1) {
    for (const c of [0, 90, 180, 270]) {
      const v = value(c, g);
      max = Math.max(max, v);
      if (g > 90) upward = Math.max(upward, v);
    }
  }
  const full = upward > max * 0.005;
  const step = niceStep(max);
  const rings = Math.max(1, Math.ceil(max / step - 1e-9));
  const outer = rings * step;

  // Legend row above the diagram.
  const legendY = box.y;
  const sample = (x: number, color: string, dashed: boolean): void => {
    doc.save().lineWidth(1.6).strokeColor(color);
    if (dashed) doc.dash(3, { space: 2 });
    doc
      .moveTo(x, legendY + 4.5)
      .lineTo(x + 16, legendY + 4.5)
      .stroke()
      .restore();
  };
  sample(box.x, style.c0, false);
  let lx = box.x + 20 + text.line(style.c0Label, box.x + 20, legendY, { size: 7, color: style.label });
  lx += 12;
  sample(lx, style.c90, true);
  text.line(style.c90Label, lx + 20, legendY, { size: 7, color: style.label });
  text.line(style.unit, box.x, legendY, { size: 7, color: style.label, align: 'right', width: box.width });

  const labelRoom = 14;
  const radius = (box.width - 2 * labelRoom) / 2;
  const cx = box.x + box.width / 2;
  const cy = legendY + 16 + labelRoom + (full ? radius : 0);
  const scale = radius / outer;
  const point = (side: 1 | -1, gamma: number, r: number): [number, number] => {
    const a = (gamma * Math.PI) / 180;
    return [cx + side * r * Math.sin(a), cy + r * Math.cos(a)];
  };
  const gammaMax = full ? 180 : 90;

  doc.save();
  // Rings.
  for (let i = 1; i <= rings; i++) {
    const r = i * step * scale;
    doc.lineWidth(i === rings ? 0.7 : 0.4).strokeColor(i === rings ? style.gridStrong : style.grid);
    if (full) doc.circle(cx, cy, r).stroke();
    else {
      doc.moveTo(cx - r, cy);
      for (let g = 89; g >= -90; g -= 1) {
        const [px, py] = point(1, g, r);
        doc.lineTo(px, py);
      }
      doc.stroke();
    }
  }
  // Radial lines every 15°, stronger every 30°.
  for (let g = 0; g <= gammaMax; g += 15) {
    for (const side of [1, -1] as const) {
      if (g === 0 && side === -1) continue;
      if (g === 180 && side === -1) continue;
      const [px, py] = point(side, g, radius);
      doc.lineWidth(g % 30 === 0 ? 0.5 : 0.3).strokeColor(g % 30 === 0 ? style.gridStrong : style.grid);
      doc.moveTo(cx, cy).lineTo(px, py).stroke();
    }
  }
  if (!full)
    doc
      .lineWidth(0.7)
      .strokeColor(style.gridStrong)
      .moveTo(cx - radius, cy)
      .lineTo(cx + radius, cy)
      .stroke();
  doc.restore();

  // Angle labels outside the outer ring; in the half diagram the 90° labels sit beside the diameter.
  for (let g = 0; g <= gammaMax; g += 30) {
    for (const side of [1, -1] as const) {
      if ((g === 0 || g === 180) && side === -1) continue;
      const label = `${g}°`;
      const w = text.width(label, { size: 6.5 });
      if (!full && g === 90) {
        text.line(label, side === 1 ? cx + radius + 3 : cx - radius - 3 - w, cy - 3.5, {
          size: 6.5,
          color: style.label,
        });
        continue;
      }
      const [px, py] = point(side, g, radius + 8);
      text.line(label, px - w / 2, py - 3.5, { size: 6.5, color: style.label });
    }
  }

  const curve = (cRight: number, cLeft: number, color: string, dashed: boolean): void => {
    doc.save().lineWidth(1.5).strokeColor(color).lineJoin('round');
    if (dashed) doc.dash(3.5, { space: 2.2 });
    const points: Array<[number, number]> = [];
    for (let g = gammaMax; g >= 0; g -= 1) points.push(point(-1, g, value(cLeft, g) * scale));
    for (let g = 1; g <= gammaMax; g += 1) points.push(point(1, g, value(cRight, g) * scale));
    const [first, ...rest] = points;
    if (first) {
      doc.moveTo(first[0], first[1]);
      for (const [px, py] of rest) doc.lineTo(px, py);
      doc.stroke();
    }
    doc.restore();
  };
  curve(0, 180, style.c0, false);
  curve(90, 270, style.c90, true);

  // Ring values along the 0° axis, knocked out of the grid and curves so they stay legible.
  for (let i = 1; i <= rings; i++) {
    const label = style.formatValue(i * step);
    const r = i * step * scale;
    const w = text.width(label, { size: 5.8 });
    doc
      .save()
      .rect(cx + 2, cy + r - 8.2, w + 2, 7)
      .fill('#ffffff')
      .restore();
    text.line(label, cx + 3, cy + r - 8.2, { size: 5.8, color: style.label });
  }

  return cy + radius + labelRoom - box.y;
}
