import type { T } from '../content-schema.js';
import type { DistributionCode } from './photometry.js';

export type Locale = 'ru' | 'en';

export const distributionNames: Record<DistributionCode, T> = {
  wide: { ru: 'Широкая', en: 'Wide' },
  medium: { ru: 'Средняя', en: 'Medium' },
  narrow: { ru: 'Узкая', en: 'Narrow' },
  spot: { ru: 'Концентрированная', en: 'Spot' },
  batwing: { ru: 'Двухлепестковая (batwing)', en: 'Batwing' },
  asymmetric: { ru: 'Асимметричная', en: 'Asymmetric' },
  'street-2': { ru: 'Дорожная, тип II', en: 'Street, type II' },
  'street-3': { ru: 'Дорожная, тип III', en: 'Street, type III' },
};

export const mountingNames: Record<string, T> = {
  recessed: { ru: 'Встраиваемый', en: 'Recessed' },
  surface: { ru: 'Накладной', en: 'Surface' },
  suspended: { ru: 'Подвесной', en: 'Suspended' },
  pole: { ru: 'На опору, консольный', en: 'Pole, side entry' },
  wall: { ru: 'Настенный', en: 'Wall' },
  bracket: { ru: 'На кронштейне', en: 'Bracket' },
  'din-rail': { ru: 'На DIN-рейку', en: 'DIN rail' },
  track: { ru: 'На шинопровод', en: 'Track' },
  ceiling: { ru: 'Потолочный', en: 'Ceiling' },
};

export const units = {
  W: { ru: 'Вт', en: 'W' },
  lm: { ru: 'лм', en: 'lm' },
  lmW: { ru: 'лм/Вт', en: 'lm/W' },
  K: { ru: 'К', en: 'K' },
  mm: { ru: 'мм', en: 'mm' },
  kg: { ru: 'кг', en: 'kg' },
  degC: { ru: '°C', en: '°C' },
  A: { ru: 'А', en: 'A' },
  us: { ru: 'мкс', en: 'µs' },
  h: { ru: 'ч', en: 'h' },
  cdklm: { ru: 'кд/клм', en: 'cd/klm' },
} satisfies Record<string, T>;

export const labels = {
  documentType: { ru: 'Технические данные', en: 'Product datasheet' },
  series: { ru: 'Серия', en: 'Series' },
  article: { ru: 'Артикул', en: 'Article' },
  photometric: { ru: 'Светотехнические характеристики', en: 'Photometric data' },
  electrical: { ru: 'Электрические характеристики', en: 'Electrical data' },
  mechanical: { ru: 'Конструкция', en: 'Mechanical data' },
  environment: { ru: 'Условия эксплуатации', en: 'Operating conditions' },
  service: { ru: 'Срок службы и гарантия', en: 'Lifetime and warranty' },
  flux: { ru: 'Световой поток', en: 'Luminous flux' },
  efficacy: { ru: 'Световая отдача', en: 'Luminous efficacy' },
  cct: { ru: 'Цветовая температура', en: 'Colour temperature' },
  cri: { ru: 'Индекс цветопередачи', en: 'Colour rendering index' },
  beamAngle: { ru: 'Угол излучения', en: 'Beam angle' },
  distribution: { ru: 'Тип светораспределения', en: 'Light distribution' },
  ugr: { ru: 'Показатель дискомфорта UGR', en: 'Glare rating UGR' },
  power: { ru: 'Потребляемая мощность', en: 'Power consumption' },
  voltage: { ru: 'Напряжение питания', en: 'Supply voltage' },
  powerFactor: { ru: 'Коэффициент мощности', en: 'Power factor' },
  inrushCurrent: { ru: 'Пусковой ток, пиковое значение', en: 'Inrush current, peak' },
  inrushPulseWidth: { ru: 'Длительность импульса пускового тока', en: 'Inrush pulse width' },
  dimming: { ru: 'Управление яркостью', en: 'Dimming' },
  notDimmable: { ru: 'Нет', en: 'Non-dimmable' },
  protectionClass: { ru: 'Класс защиты от поражения током', en: 'Electrical protection class' },
  emergencyAutonomy: { ru: 'Работа в аварийном режиме', en: 'Emergency operation' },
  dimensions: { ru: 'Габаритные размеры', en: 'Dimensions' },
  weight: { ru: 'Масса', en: 'Weight' },
  mounting: { ru: 'Способ установки', en: 'Mounting' },
  housing: { ru: 'Корпус', en: 'Housing' },
  ip: { ru: 'Степень защиты оболочки', en: 'Ingress protection' },
  ik: { ru: 'Стойкость к удару', en: 'Impact resistance' },
  temperature: { ru: 'Температура окружающей среды', en: 'Ambient temperature' },
  exMarking: { ru: 'Маркировка взрывозащиты', en: 'Explosion protection marking' },
  lifetime: { ru: 'Срок службы (L80)', en: 'Rated life (L80)' },
  warranty: { ru: 'Гарантия', en: 'Warranty' },
  diagram: { ru: 'Кривая силы света', en: 'Light distribution' },
  diagramC0: { ru: 'C0–C180', en: 'C0–C180' },
  diagramC90: { ru: 'C90–C270', en: 'C90–C270' },
  drawing: { ru: 'Габаритный чертёж', en: 'Dimensional drawing' },
  drawingNote: { ru: 'Размеры в миллиметрах', en: 'Dimensions in millimetres' },
  documentDate: { ru: 'Дата выпуска', en: 'Issued' },
  page: { ru: 'Стр.', en: 'Page' },
  disclaimer: {
    ru: 'Производитель оставляет за собой право вносить изменения в конструкцию и характеристики изделия без предварительного уведомления. Светотехнические данные приведены для номинального режима при +25 °C, допуск ±10 %.',
    en: 'Data are subject to change without notice. Photometric data apply at rated operation and +25 °C ambient, tolerance ±10 %.',
  },
  exBadge: { ru: 'Маркировка взрывозащиты', en: 'Ex marking' },
  keyPower: { ru: 'Мощность', en: 'Power' },
  keyFlux: { ru: 'Световой поток', en: 'Flux' },
  keyEfficacy: { ru: 'Светоотдача', en: 'Efficacy' },
  keyCct: { ru: 'Цвет. температура', en: 'CCT' },
  keyIp: { ru: 'Защита', en: 'Protection' },
  keyTemperature: { ru: 'Температура', en: 'Temperature' },
  keyWarranty: { ru: 'Гарантия', en: 'Warranty' },
} satisfies Record<string, T>;

/** «год», «года», «лет» / "year", "years" for a count. */
export function yearsUnit(count: number, locale: Locale): string {
  if (locale === 'en') return count === 1 ? 'year' : 'years';
  const mod10 = count % 10;
  const mod100 = count % 100;
  return mod10 === 1 && mod100 !== 11 ? 'год' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'года' : 'лет';
}

/** «1 год», «3 года», «5 лет» / "1 year", "5 years". */
export function years(count: number, locale: Locale): string {
  return `${count} ${yearsUnit(count, locale)}`;
}

const NBSP = '\u00a0';

/**
 * Locale number format written out by hand so the bytes do not depend on the ICU build:
 * ru «12 500,5» (no-break space, decimal comma), en "12,500.5".
 */
export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const trimmedFrac = frac?.replace(/0+$/, '') ?? '';
  // Russian typography leaves four-digit numbers ungrouped.
  const group = locale === 'ru' ? (int.length > 4 ? NBSP : '') : ',';
  const grouped = group === '' ? int : int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 && Number(fixed) !== 0 ? '−' : '';
  return `${sign}${grouped}${trimmedFrac ? (locale === 'ru' ? ',' : '.') + trimmedFrac : ''}`;
}

/** Voltage strings come in English notation; Russian documents use «В» and «Гц». */
export function localiseVoltage(voltage: string, locale: Locale): string {
  if (locale === 'en') return voltage;
  return voltage
    .replace(/\(DALI bus\)/g, '(шина DALI)')
    .replace(/(\d)\.(\d)/g, '$1,$2')
    .replace(/\bV\b/g, 'В')
    .replace(/\bHz\b/g, 'Гц');
}
