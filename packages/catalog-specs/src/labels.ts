import type { Locale } from '@ostrel/contract/schemas/common';
import type { DistributionCode } from './distribution.js';

/** A text in both languages. */
export type Text = Record<Locale, string>;

export const distributionNames: Record<DistributionCode, Text> = {
  wide: { ru: 'Широкая', en: 'Wide' },
  medium: { ru: 'Средняя', en: 'Medium' },
  narrow: { ru: 'Узкая', en: 'Narrow' },
  spot: { ru: 'Концентрированная', en: 'Spot' },
  batwing: { ru: 'Двухлепестковая (batwing)', en: 'Batwing' },
  asymmetric: { ru: 'Асимметричная', en: 'Asymmetric' },
  'street-2': { ru: 'Дорожная, тип II', en: 'Street, type II' },
  'street-3': { ru: 'Дорожная, тип III', en: 'Street, type III' },
};

export const mountingNames: Record<string, Text> = {
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
} satisfies Record<string, Text>;

/** Titles of the spec groups and names of their rows; a row's key is its `code`. */
export const specLabels = {
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
  exCertificates: { ru: 'Сертификаты взрывозащиты', en: 'Explosion protection certificates' },
  lifetime: { ru: 'Срок службы (L80)', en: 'Rated life (L80)' },
  warranty: { ru: 'Гарантия', en: 'Warranty' },
} satisfies Record<string, Text>;
