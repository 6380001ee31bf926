import { createHash } from 'node:crypto';
import type { Model, Technical } from '@ostrel/contract/schemas/catalog';
import type { DocumentFile } from '@ostrel/contract/schemas/downloads';
import { parseExMarkings, type ExMarking } from '@ostrel/ex-marking/marking';
import { usage } from '@ostrel/ex-marking/selection';
import type {
  GldfAtex,
  GldfAttributes,
  GldfContentType,
  GldfFile,
  GldfProduct,
  Localised,
} from '@ostrel/gldf/product-xml';
import type { Eulumdat } from '@ostrel/photometry/eulumdat';
import { photometricSummary } from '@ostrel/photometry/summary';
import { quotedUgrPair } from '@ostrel/photometry/ugr';

/** A model in both languages, with its LDT file read (null without one or when unreadable). */
export interface GldfModelSource {
  ru: Model;
  en: Model;
  ldt: Eulumdat | null;
}

/** A file the container holds, and where the content API keeps it. */
export interface GldfSourceFile extends GldfFile {
  /** `/upload/...` on the content API. */
  url: string;
}

const contentTypes: Partial<Record<DocumentFile['type'], GldfContentType>> = {
  ldt: 'ldc/eulumdat',
  ies: 'ldc/ies',
  datasheet: 'document/pdf',
};

const fileNameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/** An XML ID from a code: a letter first, then what NCName allows. */
const xmlId = (prefix: string, code: string) => `${prefix}-${code.replace(/[^A-Za-z0-9._-]/g, '_')}`;

/** A UUID-shaped id hashed from the content: the same product gives the same id. */
function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const number = (locale: 'ru' | 'en', value: number) =>
  new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: 1 }).format(value);

/** The size as a tender text writes it: "595 × 595 × 40 мм", "Ø 200 × 90 mm". */
function size(technical: Technical, unit: string): string | null {
  const { length, width, height, diameter } = technical;
  if (diameter !== null)
    return `Ø\u00a0${String(diameter)}${height === null ? '' : ` × ${String(height)}`}\u00a0${unit}`;
  if (length === null || width === null || height === null) return null;
  return `${String(length)} × ${String(width)} × ${String(height)}\u00a0${unit}`;
}

const russianPlural = new Intl.PluralRules('ru-RU');
/** "год", "года" or "лет", as Russian counts years. */
const yearsRu = (count: number) => {
  const form = russianPlural.select(count);
  return form === 'one' ? 'год' : form === 'few' ? 'года' : 'лет';
};

/**
 * A tender (specification) text of a model, generated from its data: what a specifier pastes into
 * a bill of quantities. Only figures the catalogue holds; nothing it does not.
 */
export function tenderText(model: Model, locale: 'ru' | 'en'): string {
  const t = model.technical;
  const ru = locale === 'ru';
  const parts: string[] = [
    ru
      ? `Светодиодный светильник ${model.name} (серия ${model.seriesName})`
      : `LED luminaire ${model.name} (${model.seriesName} series)`,
    ru ? `мощность ${number(locale, t.power)} Вт` : `power ${number(locale, t.power)} W`,
  ];
  if (t.flux !== null)
    parts.push(ru ? `световой поток ${number(locale, t.flux)} лм` : `luminous flux ${number(locale, t.flux)} lm`);
  if (t.efficacy !== null)
    parts.push(
      ru ? `световая отдача ${number(locale, t.efficacy)} лм/Вт` : `efficacy ${number(locale, t.efficacy)} lm/W`,
    );
  if (t.cct !== null) parts.push(`${String(t.cct)} K`);
  if (t.cri !== null) parts.push(`Ra ≥ ${String(t.cri)}`);
  if (t.beamAngle !== null)
    parts.push(ru ? `угол излучения ${String(t.beamAngle)}°` : `beam angle ${String(t.beamAngle)}°`);
  if (t.ugr !== null) parts.push(`UGR < ${String(t.ugr)}`);
  if (t.dimming !== null) parts.push(ru ? `управление ${t.dimming}` : `dimming ${t.dimming}`);
  parts.push(ru ? `питание ${t.voltage}` : `supply ${t.voltage}`);
  if (t.powerFactor !== null) parts.push(`PF ≥ ${number(locale, t.powerFactor)}`);
  parts.push(t.ip);
  if (t.ik !== null) parts.push(t.ik);
  parts.push(ru ? `класс защиты ${t.protectionClass}` : `protection class ${t.protectionClass}`);
  if (t.exMarking !== null) parts.push(ru ? `маркировка взрывозащиты ${t.exMarking}` : `Ex marking ${t.exMarking}`);
  const dimensions = size(t, ru ? 'мм' : 'mm');
  if (dimensions) parts.push(dimensions);
  parts.push(ru ? `масса ${number(locale, t.weight)} кг` : `weight ${number(locale, t.weight)} kg`);
  parts.push(
    ru
      ? `температура эксплуатации от ${String(t.tempMin)} до +${String(t.tempMax)} °C`
      : `ambient temperature ${String(t.tempMin)} to +${String(t.tempMax)} °C`,
  );
  if (t.lifetimeHours !== null)
    parts.push(
      ru
        ? `срок службы L80 ${number(locale, t.lifetimeHours)} ч`
        : `rated life L80 ${number(locale, t.lifetimeHours)} h`,
    );
  parts.push(
    ru ? `гарантия ${String(t.warrantyYears)} ${yearsRu(t.warrantyYears)}` : `${String(t.warrantyYears)}-year warranty`,
  );
  parts.push(ru ? 'сертификат ЕАС' : 'EAC certified');
  return `${parts.join(', ')}.`;
}

function attributes(t: Technical): GldfAttributes {
  const form: GldfAttributes['form'] =
    t.diameter !== null
      ? 'Round'
      : t.length === null || t.width === null
        ? null
        : t.length >= 2 * t.width
          ? 'Linear'
          : t.length === t.width
            ? 'Square'
            : 'Cuboid';
  const size =
    t.diameter !== null
      ? { length: t.diameter, width: t.diameter, height: t.height ?? 0 }
      : t.length !== null && t.width !== null && t.height !== null
        ? { length: t.length, width: t.width, height: t.height }
        : null;
  return {
    size,
    form,
    ik: t.ik,
    weight: t.weight,
    safetyClass:
      t.protectionClass === 'I' || t.protectionClass === 'II' || t.protectionClass === 'III' ? t.protectionClass : null,
    ip: t.ip,
    powerFactor: t.powerFactor,
    // The catalogue's L80 life is the median one (B50).
    medianUsefulLife: t.lifetimeHours === null ? null : `L80B50 ${String(t.lifetimeHours)}h`,
    ambient: { lower: t.tempMin, upper: t.tempMax },
    // The EAC mark, then the scheme of each Ex certificate the model holds (EAC Ex, IECEx, ATEX).
    approvalMarks: ['EAC', ...t.exCertificates.map((certificate) => certificate.scheme)],
    exMarking: t.exMarking,
    atex: t.exMarking === null ? null : atexOf(t.exMarking),
  };
}

/** The files of one model the container holds: its photometric files, datasheets and picture. */
function filesOf(model: Model): GldfSourceFile[] {
  const files: GldfSourceFile[] = model.documents.flatMap((document) => {
    const contentType = contentTypes[document.type];
    if (!contentType) return [];
    return [
      {
        id: xmlId(document.type, fileNameOf(document.url).replace(/\.\w+$/, '')),
        contentType,
        fileName: fileNameOf(document.url),
        url: document.url,
        ...(document.locale ? { language: document.locale } : {}),
      },
    ];
  });
  const picture = model.picture?.large?.src;
  if (picture)
    files.push({
      id: xmlId('picture', fileNameOf(picture).replace(/\.\w+$/, '')),
      contentType: 'image/jpg',
      fileName: fileNameOf(picture),
      url: picture,
    });
  return files;
}

/**
 * The GLDF product of one or more models (a model alone, or a series with its models as variants):
 * product.xml's content and the files the container must hold. Models without an LDT file (no
 * light to plan with: sensors, controllers) are left out; null when none is left.
 */
export function gldfProduct(
  product: { id: string; number: string; name: Localised; description: Localised },
  models: readonly GldfModelSource[],
  createdAt: string,
): { product: GldfProduct; files: GldfSourceFile[] } | null {
  const luminaires = models.filter((model) => model.ldt !== null && model.ru.photometry.ldt !== null);
  if (luminaires.length === 0) return null;
  const files = new Map<string, GldfSourceFile>();
  const variants = luminaires.map(({ ru, en, ldt }) => {
    // Each language lists its own datasheet: the container holds both.
    for (const file of [...filesOf(ru), ...filesOf(en)]) files.set(file.id, file);
    const summary = ldt && photometricSummary(ldt);
    const ugr = ldt && quotedUgrPair(ldt);
    const t = ru.technical;
    return {
      id: xmlId('variant', ru.nkCode),
      productNumber: ru.nkCode.toUpperCase(),
      name: { ru: ru.name, en: en.name },
      description: { ru: ru.description, en: en.description },
      tenderText: { ru: tenderText(ru, 'ru'), en: tenderText(en, 'en') },
      photometryFileId: xmlId('ldt', fileNameOf(ru.photometry.ldt?.url ?? '').replace(/\.\w+$/, '')),
      photometry: summary && {
        lightOutputRatio: summary.lightOutputRatio,
        luminousEfficacy: summary.efficacy,
        downwardFluxFraction: summary.downwardFluxFraction,
        downwardLightOutputRatio: summary.downwardLightOutputRatio,
        upwardLightOutputRatio: summary.upwardLightOutputRatio,
        tenthPeakDivergence: { c0c180: summary.beam.c0c180.tenthPeak, c90c270: summary.beam.c90c270.tenthPeak },
        halfPeakDivergence: { c0c180: summary.beam.c0c180.halfPeak, c90c270: summary.beam.c90c270.halfPeak },
        cieFluxCode: summary.cieFluxCode.join(' '),
        ugr4H8H: ugr,
      },
      power: t.power,
      flux: t.flux ?? summary?.luminaireFlux ?? 0,
      cct: t.cct,
      cri: t.cri,
      pictureFileIds: [...files.values()]
        .filter((file) => file.contentType === 'image/jpg' && ru.picture?.large?.src === file.url)
        .map((file) => file.id),
      attributes: attributes(t),
    };
  });
  return {
    product: {
      manufacturer: 'OSTREL',
      createdWithApplication: 'OSTREL catalogue',
      createdAt,
      uniqueId: stableUuid(JSON.stringify([product.id, luminaires.map(({ ru, en }) => [ru, en])])),
      author: 'OSTREL',
      contactEmail: 'info@ostrel.example',
      website: 'https://ostrel.example',
      productId: product.id,
      productNumber: product.number,
      name: product.name,
      description: product.description,
      tenderText: variants[0]?.tenderText ?? product.description,
      files: [...files.values()].map(({ url: _url, ...file }) => file),
      variants,
    },
    files: [...files.values()],
  };
}

/** The Ex codes GLDF 1.0.0-rc.3 has a value for; the legacy d, e and nA stay in the marking property. */
const gldfExCodes = new Set(
  'da db dc eb ec ia ib ic ma mb mc nC nR ob oc pxb pyb pyc pzc q ta tb tc'
    .split(' ')
    .concat(['op is', 'op pr', 'op sh']),
);
const categories = { Ga: '1G', Gb: '2G', Gc: '3G', Da: '1D', Db: '2D', Dc: '3D', Ma: 'M1', Mb: 'M2' } as const;
const unique = <Value>(values: Value[]) => [...new Set(values)];

/**
 * GLDF's ATEX block from the model's Ex markings (@ostrel/ex-marking): where it may be used, by
 * IEC 60079-14's rules, and what its markings state. Null for a marking that does not read, which
 * the catalogue's own check (gldf-product.test.ts) does not let through.
 */
function atexOf(text: string): GldfAtex | null {
  const reading = parseExMarkings(text);
  if (!reading.ok) return null;
  const gas = reading.markings.filter((marking) => marking.atmosphere === 'gas');
  const dust = reading.markings.filter((marking) => marking.atmosphere === 'dust');
  const uses = (markings: ExMarking[]) => markings.map(usage);
  const dustSurface = uses(dust).find((use) => use.maxSurface !== null)?.maxSurface ?? null;
  return {
    gasZones: unique(uses(gas).flatMap((use) => use.zones.map((zone) => String(zone) as '0' | '1' | '2'))),
    dustZones: unique(uses(dust).flatMap((use) => use.zones.map((zone) => String(zone) as '20' | '21' | '22'))),
    gasGroups: unique(
      uses(gas).flatMap((use) =>
        use.groups.flatMap((group) =>
          group === 'IIB+H2'
            ? ['IIB + H2' as const]
            : group === 'IIA' || group === 'IIB' || group === 'IIC'
              ? [group]
              : [],
        ),
      ),
    ),
    dustGroups: unique(
      uses(dust).flatMap((use) =>
        use.groups.flatMap((group) => (group === 'IIIA' || group === 'IIIB' || group === 'IIIC' ? [group] : [])),
      ),
    ),
    maximumSurfaceTemperature: dustSurface === null ? null : `${String(dustSurface)} °C`,
    temperatureClasses: unique(uses(gas).flatMap((use) => use.temperatureClasses)),
    exCodes: unique(
      reading.markings.flatMap((marking) => marking.protections.map((protection) => protection.code)),
    ).filter((code) => gldfExCodes.has(code)),
    protectionLevels: unique(reading.markings.map((marking) => marking.epl)),
    equipmentGroups: unique(reading.markings.map((marking) => (marking.atmosphere === 'mining' ? 'I' : 'II'))),
    categories: unique(reading.markings.map((marking) => categories[marking.epl])),
    atmospheres: unique(
      reading.markings.flatMap((marking) =>
        marking.atmosphere === 'gas' ? ['G' as const] : marking.atmosphere === 'dust' ? ['D' as const] : [],
      ),
    ),
    groups: unique(reading.markings.flatMap((marking) => (marking.group === 'IIB+H2' ? [] : [marking.group]))),
  };
}
