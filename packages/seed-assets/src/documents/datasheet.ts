import { formatNumber, temperatureRange, yearsUnit } from '@ostrel/catalog-specs/format';
import { type Text, units } from '@ostrel/catalog-specs/labels';
import { type SpecGroup, specGroups } from '@ostrel/catalog-specs/spec-groups';
import type { Locale } from '@ostrel/contract/schemas/common';
import PDFDocument from 'pdfkit';
import { labels } from './datasheet-labels.js';
import { drawDimensions, hasDrawing } from './dimension-drawing.js';
import type { DocumentModel } from './document-model.js';
import { MANUFACTURER, documentDate } from './document-meta.js';
import { type PdfDoc, TextPainter } from './pdf-text.js';
import { candelaTable } from './photometry.js';
import { drawPolarDiagram } from './polar-diagram.js';

export interface DatasheetOptions {
  /** Issue date printed in the footer and stored as the PDF dates; defaults to the model's document date. */
  date?: Date;
  /** Localised housing description from the series data. */
  housing?: Text | null;
  /** Opaque revision tag stored in the PDF keywords (the seed uses it to skip unchanged files). */
  revision?: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const FOOTER_TOP = PAGE.height - 66;

const color = {
  ink: '#15191e',
  text: '#3a424c',
  muted: '#6d7682',
  hairline: '#dfe3e8',
  rule: '#15191e',
  panel: '#f3f4f6',
  accent: '#f2a30f',
  c0: '#d8541a',
  c90: '#1f3d63',
  grid: '#dde1e6',
  gridStrong: '#b7bec7',
  emitter: '#fff0c7',
};

const NBSP = '\u00a0';

function ddmmyyyy(date: Date, locale: Locale): string {
  const d = String(date.getUTCDate()).padStart(2, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const y = String(date.getUTCFullYear());
  return locale === 'ru' ? `${d}.${m}.${y}` : `${y}-${m}-${d}`;
}

interface KeyFigure {
  label: string;
  value: string;
  unit: string;
}

function keyFigures(model: DocumentModel, locale: Locale): KeyFigure[] {
  const t = model.technical;
  const tr = (text: Text): string => text[locale];
  const power = { label: tr(labels.keyPower), value: formatNumber(t.power, locale, 1), unit: tr(units.W) };
  const ip = { label: tr(labels.keyIp), value: t.ip, unit: '' };
  if (t.flux === null) {
    return [
      power,
      ip,
      { label: tr(labels.keyTemperature), value: temperatureRange(t.tempMin, t.tempMax, locale), unit: tr(units.degC) },
      { label: tr(labels.keyWarranty), value: String(t.warrantyYears), unit: yearsUnit(t.warrantyYears, locale) },
    ];
  }
  const figures: KeyFigure[] = [
    power,
    { label: tr(labels.keyFlux), value: formatNumber(t.flux, locale), unit: tr(units.lm) },
  ];
  if (t.efficacy !== null)
    figures.push({ label: tr(labels.keyEfficacy), value: formatNumber(t.efficacy, locale), unit: tr(units.lmW) });
  if (t.cct !== null) figures.push({ label: tr(labels.keyCct), value: String(t.cct), unit: tr(units.K) });
  figures.push(ip);
  return figures;
}

interface Column {
  x: number;
  y: number;
  width: number;
  bottom: number;
}

class Layout {
  readonly text: TextPainter;

  constructor(
    readonly doc: PdfDoc,
    readonly model: DocumentModel,
    readonly locale: Locale,
  ) {
    this.text = new TextPainter(doc);
  }

  private tr(text: Text): string {
    return text[this.locale];
  }

  header(compact: boolean): number {
    const { doc, text } = this;
    const m = PAGE.margin;
    doc.save().rect(m, 36, 4, 21).fill(color.accent).restore();
    text.line(MANUFACTURER, m + 11, 34, { size: 19, weight: 'semibold', color: color.ink, tracking: 3.2 });
    text.line(this.locale === 'ru' ? 'Светотехническое оборудование' : 'Lighting equipment', m + 11.5, 58, {
      size: 6.8,
      color: color.muted,
      tracking: 0.4,
    });
    const right = { width: PAGE.width - 2 * m, align: 'right' as const };
    text.line(this.tr(labels.documentType).toUpperCase(), m, 38, {
      size: 7,
      color: color.muted,
      tracking: 1.1,
      ...right,
    });
    text.line(compact ? this.model.name : `${this.tr(labels.article)}${NBSP}${this.model.nkCode}`, m, 50, {
      size: 8.5,
      weight: 'medium',
      color: color.ink,
      ...right,
    });
    doc
      .save()
      .lineWidth(0.6)
      .strokeColor(color.hairline)
      .moveTo(m, 76)
      .lineTo(PAGE.width - m, 76)
      .stroke()
      .restore();
    return 76;
  }

  title(top: number): number {
    const { doc, text, model } = this;
    const m = PAGE.margin;
    text.line(`${this.tr(labels.series)} ${model.seriesName}`.toUpperCase(), m, top, {
      size: 7.5,
      weight: 'medium',
      color: color.muted,
      tracking: 1.3,
    });
    const nameWidth = text.line(model.name, m, top + 12, { size: 25, weight: 'semibold', color: color.ink });
    const used = text.box(model.description[this.locale], m, top + 48, {
      size: 9.5,
      color: color.text,
      width: 360,
      lineHeight: 13.5,
    });
    // Explosion-proof equipment is chosen by its marking first: show it next to the name.
    const ex = model.technical.exMarking;
    if (ex !== null) {
      const label = this.tr(labels.exBadge).toUpperCase();
      const labelStyle = { size: 5.8, weight: 'medium' as const, tracking: 0.8 };
      const valueStyle = { size: 10.5, weight: 'semibold' as const };
      const width = Math.max(text.width(label, labelStyle), text.width(ex, valueStyle)) + 24;
      const x = PAGE.width - m - width;
      if (x > m + nameWidth + 16) {
        doc
          .save()
          .lineWidth(1)
          .roundedRect(x, top + 10, width, 34, 3)
          .stroke(color.ink)
          .restore();
        doc
          .save()
          .rect(x, top + 10, 4, 34)
          .fill(color.accent)
          .restore();
        text.line(label, x + 14, top + 16, { ...labelStyle, color: color.muted });
        text.line(ex, x + 14, top + 26, { ...valueStyle, color: color.ink });
      }
    }
    return top + 48 + used;
  }

  figures(top: number): number {
    const { doc, text } = this;
    const m = PAGE.margin;
    const width = PAGE.width - 2 * m;
    const height = 48;
    const figures = keyFigures(this.model, this.locale);
    const labelStyle = { size: 6.3, weight: 'medium' as const, tracking: 0.7 };
    // Cells as wide as their content, the spare width shared out evenly.
    const needs = figures.map(
      (f) =>
        Math.max(
          text.width(f.label.toUpperCase(), labelStyle),
          text.width(f.value, { size: 15.5, weight: 'semibold' }) +
            (f.unit ? 3 + text.width(f.unit, { size: 8.5 }) : 0),
        ) + 28,
    );
    const spare = Math.max(0, width - needs.reduce((a, b) => a + b, 0)) / figures.length;
    doc.save().roundedRect(m, top, width, height, 3).fill(color.panel).restore();
    let x = m;
    figures.forEach((figure, i) => {
      if (i > 0)
        doc
          .save()
          .lineWidth(0.6)
          .strokeColor('#dadee3')
          .moveTo(x, top + 10)
          .lineTo(x, top + height - 10)
          .stroke()
          .restore();
      text.line(figure.label.toUpperCase(), x + 14, top + 9, { ...labelStyle, color: color.muted });
      const w = text.line(figure.value, x + 14, top + 20, { size: 15.5, weight: 'semibold', color: color.ink });
      if (figure.unit) text.line(figure.unit, x + 14 + w + 3, top + 26.5, { size: 8.5, color: color.muted });
      x += (needs[i] ?? 0) + spare;
    });
    return top + height;
  }

  sectionTitle(title: string, column: Column): void {
    const { doc, text } = this;
    text.line(title.toUpperCase(), column.x, column.y, {
      size: 7.3,
      weight: 'semibold',
      color: color.ink,
      tracking: 0.9,
    });
    doc
      .save()
      .lineWidth(0.9)
      .strokeColor(color.rule)
      .moveTo(column.x, column.y + 13)
      .lineTo(column.x + column.width, column.y + 13)
      .stroke()
      .restore();
    column.y += 17;
  }

  private rowGeometry(column: Column): { labelWidth: number; valueX: number; valueWidth: number } {
    const labelWidth = Math.round(column.width * 0.52);
    return { labelWidth, valueX: column.x + labelWidth + 8, valueWidth: column.width - labelWidth - 8 };
  }

  private valueText(item: SpecGroup['items'][number]): string {
    return item.unit ? `${item.value}${NBSP}${item.unit}` : item.value;
  }

  groupHeight(group: SpecGroup, column: Column): number {
    const { labelWidth, valueWidth } = this.rowGeometry(column);
    const rows = group.items.map((item) => {
      const labelLines = this.text.wrap(item.name, { size: 7.8 }, labelWidth).length;
      const valueLines = this.text.wrap(this.valueText(item), { size: 7.8, weight: 'medium' }, valueWidth).length;
      return Math.max(labelLines, valueLines) * 10 + 5.6;
    });
    return 17 + rows.reduce((a, b) => a + b, 0) + 14;
  }

  group(group: SpecGroup, column: Column): void {
    const { doc, text } = this;
    this.sectionTitle(group.title, column);
    const { labelWidth, valueX, valueWidth } = this.rowGeometry(column);
    group.items.forEach((item, i) => {
      const label = text.wrap(item.name, { size: 7.8 }, labelWidth);
      const value = text.wrap(this.valueText(item), { size: 7.8, weight: 'medium' }, valueWidth);
      const height = Math.max(label.length, value.length) * 10 + 5.6;
      label.forEach((line, j) => text.line(line, column.x, column.y + 3 + j * 10, { size: 7.8, color: color.text }));
      value.forEach((line, j) =>
        text.line(line, valueX, column.y + 3 + j * 10, { size: 7.8, weight: 'medium', color: color.ink }),
      );
      column.y += height;
      if (i < group.items.length - 1) {
        doc
          .save()
          .lineWidth(0.4)
          .strokeColor(color.hairline)
          .moveTo(column.x, column.y - 0.5)
          .lineTo(column.x + column.width, column.y - 0.5)
          .stroke()
          .restore();
      }
    });
    column.y += 14;
  }

  footer(page: number, pages: number, date: Date): void {
    const { doc, text } = this;
    const m = PAGE.margin;
    const top = FOOTER_TOP;
    doc
      .save()
      .lineWidth(0.6)
      .strokeColor(color.hairline)
      .moveTo(m, top)
      .lineTo(PAGE.width - m, top)
      .stroke()
      .restore();
    const width = PAGE.width - 2 * m;
    text.box(this.tr(labels.disclaimer), m, top + 8, { size: 6.3, color: color.muted, width: 410, lineHeight: 8.6 });
    const right = { width, align: 'right' as const };
    text.line(`${this.tr(labels.documentDate)}: ${ddmmyyyy(date, this.locale)}`, m, top + 8, {
      size: 7,
      weight: 'medium',
      color: color.ink,
      ...right,
    });
    text.line(`${this.tr(labels.page)} ${page}${NBSP}/${NBSP}${pages}`, m, top + 19, {
      size: 7,
      color: color.muted,
      ...right,
    });
    text.line(`© ${MANUFACTURER} ${date.getUTCFullYear()}`, m, top + 30, { size: 7, color: color.muted, ...right });
  }
}

/**
 * A one- or two-page A4 datasheet. The same model, locale and options always give the same bytes:
 * the PDF dates come from the document date and pdfkit derives the file ID from the info dictionary.
 */
export async function datasheetPdf(
  model: DocumentModel,
  locale: Locale,
  options: DatasheetOptions = {},
): Promise<Buffer> {
  const date = options.date ?? documentDate(model);
  const tr = (text: Text): string => text[locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    autoFirstPage: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${model.name} · ${tr(labels.documentType)}`,
      Author: MANUFACTURER,
      Subject: model.description[locale],
      Keywords: [
        model.nkCode,
        model.seriesName,
        'datasheet',
        locale,
        options.revision ? `rev:${options.revision}` : null,
      ]
        .filter(Boolean)
        .join(', '),
      Creator: MANUFACTURER,
      Producer: MANUFACTURER,
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  const layout = new Layout(doc, model, locale);
  const m = PAGE.margin;
  layout.header(false);
  const titleBottom = layout.title(94);
  const bodyTop = layout.figures(Math.max(titleBottom + 14, 178)) + 22;

  const gutter = 24;
  const leftWidth = 270;
  const left: Column = { x: m, y: bodyTop, width: leftWidth, bottom: FOOTER_TOP - 14 };
  const right: Column = {
    x: m + leftWidth + gutter,
    y: bodyTop,
    width: PAGE.width - 2 * m - leftWidth - gutter,
    bottom: FOOTER_TOP - 14,
  };

  const table = candelaTable(model.technical);
  if (table) {
    layout.sectionTitle(tr(labels.diagram), right);
    right.y += 4;
    right.y +=
      drawPolarDiagram(
        doc,
        layout.text,
        table,
        { x: right.x, y: right.y, width: right.width },
        {
          grid: color.grid,
          gridStrong: color.gridStrong,
          label: color.muted,
          c0: color.c0,
          c90: color.c90,
          unit: tr(units.cdklm),
          c0Label: tr(labels.diagramC0),
          c90Label: tr(labels.diagramC90),
          formatValue: (value) => formatNumber(value, locale, 2),
        },
      ) + 10;
  }

  // Groups fill the left column, then continue under the diagram, then on a second page.
  const queue = specGroups(model, locale, { housing: options.housing ?? null });
  let columns: Column[] = [left, right];
  for (const group of queue) {
    let column = columns.find((c) => c.y + layout.groupHeight(group, c) <= c.bottom);
    if (!column) {
      doc.addPage({ size: 'A4', margin: 0 });
      const top = layout.header(true) + 24;
      columns = [
        { ...left, y: top },
        { ...right, y: top },
      ];
      column = columns[0];
    }
    if (!column) break;
    // Keep the reading order: once a group went right, later groups do not go back left.
    columns = columns.slice(columns.indexOf(column));
    layout.group(group, column);
  }

  const t = model.technical;
  const drawingColumn = columns[columns.length - 1];
  if (hasDrawing(t) && drawingColumn) {
    const room = drawingColumn.bottom - drawingColumn.y - 17;
    if (room >= 90) {
      layout.sectionTitle(tr(labels.drawing), drawingColumn);
      drawingColumn.y += 6;
      const used = drawDimensions(
        doc,
        layout.text,
        t,
        { x: drawingColumn.x, y: drawingColumn.y, width: drawingColumn.width, maxHeight: Math.min(room, 135) },
        locale,
        {
          outline: color.ink,
          body: '#eceef1',
          emitter: t.flux === null ? '#eceef1' : color.emitter,
          dimension: color.muted,
          label: color.text,
        },
      );
      layout.text.line(tr(labels.drawingNote), drawingColumn.x, drawingColumn.y + used + 2, {
        size: 6.3,
        color: color.muted,
      });
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    layout.footer(i + 1, range.count, date);
  }
  doc.end();
  return done;
}
