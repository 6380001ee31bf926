import type { Locale } from '@ostrel/contract/schemas/common';
import type { Technical } from '@ostrel/contract/schemas/catalog';

type Text = Record<Locale, string>;

export const units = {
  W: { ru: 'Вт', en: 'W' },
  lm: { ru: 'лм', en: 'lm' },
  lmW: { ru: 'лм/Вт', en: 'lm/W' },
  K: { ru: 'K', en: 'K' },
  mm: { ru: 'мм', en: 'mm' },
  kg: { ru: 'кг', en: 'kg' },
  C: { ru: '°C', en: '°C' },
  A: { ru: 'А', en: 'A' },
  us: { ru: 'мкс', en: 'µs' },
  deg: { ru: '°', en: '°' },
  h: { ru: 'ч', en: 'h' },
} satisfies Record<string, Text>;

export const mountingLabels: Record<string, Text> = {
  recessed: { ru: 'Встраиваемый', en: 'Recessed' },
  surface: { ru: 'Накладной', en: 'Surface' },
  suspended: { ru: 'Подвесной', en: 'Suspended' },
  pole: { ru: 'На опору', en: 'Pole top' },
  wall: { ru: 'Настенный', en: 'Wall' },
  bracket: { ru: 'На кронштейн', en: 'Bracket' },
  'din-rail': { ru: 'На DIN-рейку', en: 'DIN rail' },
  track: { ru: 'Трековый', en: 'Track' },
  ceiling: { ru: 'Потолочный', en: 'Ceiling' },
};

/** Icons shown by the picture select-box of the mounting filter (lucide names). */
export const mountingIcons: Record<string, string> = {
  recessed: 'square-dashed',
  surface: 'square',
  suspended: 'cable',
  pole: 'lamp-floor',
  wall: 'panel-left',
  bracket: 'corner-up-right',
  'din-rail': 'cpu',
  track: 'grip-horizontal',
  ceiling: 'panel-top',
};

export const distributionLabels: Record<string, Text> = {
  wide: { ru: 'Широкая', en: 'Wide' },
  medium: { ru: 'Средняя', en: 'Medium' },
  narrow: { ru: 'Узкая', en: 'Narrow' },
  spot: { ru: 'Концентрированная', en: 'Spot' },
  batwing: { ru: 'Батвинг', en: 'Batwing' },
  asymmetric: { ru: 'Асимметричная', en: 'Asymmetric' },
  'street-2': { ru: 'Дорожная, тип II', en: 'Street, type II' },
  'street-3': { ru: 'Дорожная, тип III', en: 'Street, type III' },
};

export const groupTitles: Record<'photometric' | 'electrical' | 'mechanical' | 'environment' | 'general', Text> = {
  photometric: { ru: 'Светотехнические характеристики', en: 'Photometric data' },
  electrical: { ru: 'Электрические характеристики', en: 'Electrical data' },
  mechanical: { ru: 'Конструкция', en: 'Mechanical data' },
  environment: { ru: 'Условия эксплуатации', en: 'Environment' },
  general: { ru: 'Общие сведения', en: 'General' },
};

const format = (value: number, locale: Locale) => value.toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: 2 });

const yearWords: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>>> = {
  ru: { one: 'год', few: 'года', many: 'лет', other: 'года' },
  en: { one: 'year', other: 'years' },
};

export function yearsText(years: number, locale: Locale): string {
  const rule = new Intl.PluralRules(locale === 'ru' ? 'ru-RU' : 'en-GB').select(years);
  return `${years} ${yearWords[locale][rule] ?? yearWords[locale].other ?? ''}`;
}

type Row = { code: string; name: string; value: string; unit: string | null };

/** The labelled rows of a model's technical data, grouped as a datasheet groups them. */
export function specGroups(tech: Technical, housing: string, locale: Locale) {
  const row = (code: string, name: Text, value: string | number | null, unit: Text | null = null): Row | null =>
    value === null ? null : { code, name: name[locale], value: typeof value === 'number' ? format(value, locale) : value, unit: unit ? unit[locale] : null };
  const dims = [tech.length, tech.width, tech.height].every((value) => value !== null)
    ? `${tech.length}×${tech.width}×${tech.height}`
    : tech.diameter !== null
      ? `Ø${tech.diameter}${tech.height !== null ? `×${tech.height}` : ''}`
      : null;
  const groups: { code: keyof typeof groupTitles; rows: (Row | null)[] }[] = [
    {
      code: 'photometric',
      rows: [
        row('flux', { ru: 'Световой поток', en: 'Luminous flux' }, tech.flux, units.lm),
        row('efficacy', { ru: 'Световая отдача', en: 'Efficacy' }, tech.efficacy, units.lmW),
        row('cct', { ru: 'Цветовая температура', en: 'Colour temperature' }, tech.cct, units.K),
        row('cri', { ru: 'Индекс цветопередачи', en: 'Colour rendering index' }, tech.cri === null ? null : `Ra ≥ ${tech.cri}`),
        row('distribution', { ru: 'Кривая силы света', en: 'Light distribution' }, tech.distribution ? (distributionLabels[tech.distribution]?.[locale] ?? tech.distribution) : null),
        row('beamAngle', { ru: 'Угол излучения', en: 'Beam angle' }, tech.beamAngle, units.deg),
        row('ugr', { ru: 'Показатель дискомфорта UGR', en: 'UGR' }, tech.ugr === null ? null : `< ${tech.ugr}`),
      ],
    },
    {
      code: 'electrical',
      rows: [
        row('power', { ru: 'Потребляемая мощность', en: 'Power' }, tech.power, units.W),
        row('voltage', { ru: 'Напряжение питания', en: 'Supply voltage' }, tech.voltage),
        row('powerFactor', { ru: 'Коэффициент мощности', en: 'Power factor' }, tech.powerFactor === null ? null : `≥ ${format(tech.powerFactor, locale)}`),
        row('inrushCurrent', { ru: 'Пусковой ток (пик)', en: 'Inrush current (peak)' }, tech.inrushCurrent, units.A),
        row('inrushPulseWidth', { ru: 'Длительность импульса пускового тока', en: 'Inrush pulse width' }, tech.inrushPulseWidth, units.us),
        row('dimming', { ru: 'Управление', en: 'Dimming' }, tech.dimming),
        row('protectionClass', { ru: 'Класс защиты от поражения током', en: 'Electrical protection class' }, tech.protectionClass),
        row('emergencyAutonomy', { ru: 'Время автономной работы', en: 'Emergency autonomy' }, tech.emergencyAutonomy, units.h),
      ],
    },
    {
      code: 'mechanical',
      rows: [
        row('dimensions', { ru: 'Габариты', en: 'Dimensions' }, dims, units.mm),
        row('weight', { ru: 'Масса', en: 'Weight' }, tech.weight, units.kg),
        row('mounting', { ru: 'Монтаж', en: 'Mounting' }, mountingLabels[tech.mounting]?.[locale] ?? tech.mounting),
        row('housing', { ru: 'Корпус', en: 'Housing' }, housing || null),
      ],
    },
    {
      code: 'environment',
      rows: [
        row('ip', { ru: 'Степень защиты', en: 'Ingress protection' }, tech.ip),
        row('ik', { ru: 'Ударопрочность', en: 'Impact resistance' }, tech.ik),
        row('temperature', { ru: 'Температура эксплуатации', en: 'Operating temperature' }, `${tech.tempMin > 0 ? '+' : ''}${tech.tempMin}…${tech.tempMax > 0 ? '+' : ''}${tech.tempMax}`, units.C),
        row('exMarking', { ru: 'Маркировка взрывозащиты', en: 'Ex marking' }, tech.exMarking),
      ],
    },
    {
      code: 'general',
      rows: [
        row('lifetime', { ru: 'Срок службы (L80)', en: 'Rated life (L80)' }, tech.lifetimeHours, units.h),
        row('warranty', { ru: 'Гарантия', en: 'Warranty' }, yearsText(tech.warrantyYears, locale)),
      ],
    },
  ];
  return groups
    .map((group) => ({ code: group.code, title: groupTitles[group.code][locale], items: group.rows.filter((item): item is Row => item !== null) }))
    .filter((group) => group.items.length > 0);
}

export const documentTitles: Record<string, Text> = {
  datasheet: { ru: 'Технический паспорт', en: 'Datasheet' },
  ies: { ru: 'Фотометрия IES', en: 'IES photometry' },
  ldt: { ru: 'Фотометрия EULUMDAT', en: 'EULUMDAT photometry' },
  certificate: { ru: 'Сертификат', en: 'Certificate' },
  manual: { ru: 'Инструкция по монтажу', en: 'Installation manual' },
  drawing: { ru: 'Чертёж', en: 'Drawing' },
};
