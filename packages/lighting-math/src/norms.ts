/**
 * Required maintained illuminance by kind of room, as the norms of each market set it: the Russian
 * building code on the Russian site, the European standard on the English one. Each row names the
 * table and item it comes from; a project checks them against the edition in force.
 */
export interface LightingNorm {
  /** Stable code, kept in the calculator's URL. */
  code: string;
  /** The kind of room or task, in the norm's own language. */
  name: string;
  /** Maintained average illuminance on the working plane, lx. */
  illuminance: number;
  /** Least uniformity E_min / E_avg; null where the norm sets none. */
  uniformity: number | null;
  /** Highest unified glare rating; null where the norm sets none. */
  ugr: number | null;
  /** Least colour rendering index Ra; null where the norm sets none. */
  colourRendering: number | null;
  /** The norm, table and item. */
  source: string;
}

/** SP 52.13330.2016 "Natural and artificial lighting" (the Russian building code), tables 4.1 and 4.2. */
const spNorms: LightingNorm[] = [
  {
    code: 'office',
    name: 'Кабинеты, рабочие комнаты, офисы',
    illuminance: 300,
    uniformity: null,
    ugr: 21,
    colourRendering: 80,
    source: 'СП 52.13330.2016, табл. 4.2, п. 1',
  },
  {
    code: 'design-office',
    name: 'Проектные залы, конструкторские и чертёжные бюро',
    illuminance: 500,
    uniformity: null,
    ugr: 21,
    colourRendering: 80,
    source: 'СП 52.13330.2016, табл. 4.2, п. 2',
  },
  {
    code: 'work-high-precision',
    name: 'Производство: работа высокой точности (разряд III в, общее освещение)',
    illuminance: 300,
    uniformity: null,
    ugr: null,
    colourRendering: null,
    source: 'СП 52.13330.2016, табл. 4.1, разряд III в',
  },
  {
    code: 'work-medium-precision',
    name: 'Производство: работа средней точности (разряд IV а, общее освещение)',
    illuminance: 300,
    uniformity: null,
    ugr: null,
    colourRendering: null,
    source: 'СП 52.13330.2016, табл. 4.1, разряд IV а',
  },
  {
    code: 'work-rough',
    name: 'Производство: грубая работа (разряд VI)',
    illuminance: 200,
    uniformity: null,
    ugr: null,
    colourRendering: null,
    source: 'СП 52.13330.2016, табл. 4.1, разряд VI',
  },
];

/** EN 12464-1:2011 "Lighting of work places — Indoor work places", the schedule of lighting requirements (clause 5). */
const enNorms: LightingNorm[] = [
  {
    code: 'office-writing',
    name: 'Offices: writing, typing, reading, data processing',
    illuminance: 500,
    uniformity: 0.6,
    ugr: 19,
    colourRendering: 80,
    source: 'EN 12464-1:2011, table 5.26, ref. 5.26.2',
  },
  {
    code: 'office-filing',
    name: 'Offices: filing, copying',
    illuminance: 300,
    uniformity: 0.4,
    ugr: 19,
    colourRendering: 80,
    source: 'EN 12464-1:2011, table 5.26, ref. 5.26.1',
  },
  {
    code: 'technical-drawing',
    name: 'Offices: technical drawing',
    illuminance: 750,
    uniformity: 0.7,
    ugr: 16,
    colourRendering: 80,
    source: 'EN 12464-1:2011, table 5.26, ref. 5.26.3',
  },
  {
    code: 'conference',
    name: 'Offices: conference and meeting rooms',
    illuminance: 500,
    uniformity: 0.6,
    ugr: 19,
    colourRendering: 80,
    source: 'EN 12464-1:2011, table 5.26, ref. 5.26.5',
  },
  {
    code: 'classroom',
    name: 'Educational buildings: classrooms, tutorial rooms',
    illuminance: 300,
    uniformity: 0.6,
    ugr: 19,
    colourRendering: 80,
    source: 'EN 12464-1:2011, table 5.36, ref. 5.36.2',
  },
  {
    code: 'sales-area',
    name: 'Retail premises: sales area',
    illuminance: 300,
    uniformity: 0.4,
    ugr: 22,
    colourRendering: 80,
    source: 'EN 12464-1:2011, table 5.27, ref. 5.27.1',
  },
  {
    code: 'store',
    name: 'Store rooms: store and stockrooms',
    illuminance: 100,
    uniformity: 0.4,
    ugr: 25,
    colourRendering: 60,
    source: 'EN 12464-1:2011, table 5.4, ref. 5.4.1',
  },
  {
    code: 'corridor',
    name: 'Traffic zones: circulation areas and corridors',
    illuminance: 100,
    uniformity: 0.4,
    ugr: 28,
    colourRendering: 40,
    source: 'EN 12464-1:2011, table 5.1, ref. 5.1.1',
  },
];

export type NormsLocale = 'ru' | 'en';

/** The norms a site in this language designs to. */
export function lightingNorms(locale: NormsLocale): readonly LightingNorm[] {
  return locale === 'ru' ? spNorms : enNorms;
}
