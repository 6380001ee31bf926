import type { Text } from '@ostrel/catalog-specs/labels';

/** The datasheet's own words: headings, key figures, footer. Spec rows come from @ostrel/catalog-specs. */
export const labels = {
  documentType: { ru: 'Технические данные', en: 'Product datasheet' },
  series: { ru: 'Серия', en: 'Series' },
  article: { ru: 'Артикул', en: 'Article' },
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
} satisfies Record<string, Text>;
