import type { Technical } from '@ostrel/contract/schemas/catalog';
import type { Locale } from '@ostrel/contract/schemas/common';
import { distributionOf } from './distribution.js';
import { formatNumber, localiseVoltage, temperatureRange, years } from './format.js';
import { distributionNames, mountingNames, specLabels, type Text, units } from './labels.js';

/** Same shape as the contract's SpecGroup, so the API can serve these rows as they are. */
export interface SpecItem {
  code: string;
  name: string;
  value: string;
  unit: string | null;
}

export interface SpecGroup {
  code: 'photometric' | 'electrical' | 'mechanical' | 'environment' | 'general';
  title: string;
  items: SpecItem[];
}

export interface SpecOptions {
  /**
   * Localised housing description (series data). Without it English rows use `technical.housing`,
   * which the model generator fills with the English text, and Russian rows leave housing out.
   */
  housing?: Text | null;
}

export function dimensionsText(model: { technical: Technical }, locale: Locale): string | null {
  const { length, width, height, diameter } = model.technical;
  const n = (value: number): string => formatNumber(value, locale);
  if (diameter !== null) return height !== null ? `Ø${n(diameter)} × ${n(height)}` : `Ø${n(diameter)}`;
  const parts = [length, width, height].filter((value): value is number => value !== null);
  return parts.length > 0 ? parts.map(n).join(' × ') : null;
}

/** A model's Ex certificates on one line, each with its scheme and, where it ends, its last day. */
function certificatesText(certificates: Technical['exCertificates'], locale: Locale): string | null {
  if (certificates.length === 0) return null;
  const until = (date: string) =>
    locale === 'ru' ? `действует до ${date.split('-').reverse().join('.')}` : `valid until ${date}`;
  return certificates
    .map(({ scheme, number, validUntil }) => {
      // An IECEx or ATEX number names its scheme already.
      const named = number.includes(scheme) ? number : `${scheme} ${number}`;
      return validUntil ? `${named} (${until(validUntil)})` : named;
    })
    .join('; ');
}

/** The labelled rows of a model's technical data, as the datasheet and the API's `specs` show them. */
export function specGroups(model: { technical: Technical }, locale: Locale, options: SpecOptions = {}): SpecGroup[] {
  const t = model.technical;
  const tr = (text: Text): string => text[locale];
  const item = (code: keyof typeof specLabels, value: string | null, unit: Text | null = null): SpecItem | null =>
    value === null ? null : { code, name: tr(specLabels[code]), value, unit: unit ? tr(unit) : null };
  const num = (value: number | null, decimals = 0): string | null =>
    value === null ? null : formatNumber(value, locale, decimals);
  const group = (code: SpecGroup['code'], title: Text, items: Array<SpecItem | null>): SpecGroup => ({
    code,
    title: tr(title),
    items: items.filter((entry): entry is SpecItem => entry !== null),
  });

  const hasLight = t.flux !== null;
  const dimming =
    t.dimming === null || t.dimming.trim() === '' || t.dimming === '—' ? tr(specLabels.notDimmable) : t.dimming;
  const housing = options.housing ? tr(options.housing) : locale === 'en' ? t.housing : null;
  const mounting = mountingNames[t.mounting];

  const groups = [
    hasLight
      ? group('photometric', specLabels.photometric, [
          item('flux', num(t.flux), units.lm),
          item('efficacy', num(t.efficacy), units.lmW),
          item('cct', t.cct === null ? null : String(t.cct), units.K),
          item('cri', t.cri === null ? null : `Ra ${t.cri}`),
          item('beamAngle', t.beamAngle === null ? null : `${num(t.beamAngle) ?? ''}°`),
          item('distribution', tr(distributionNames[distributionOf(t)])),
          item('ugr', t.ugr === null ? null : `< ${num(t.ugr) ?? ''}`),
        ])
      : null,
    group('electrical', specLabels.electrical, [
      item('power', num(t.power, 1), units.W),
      item('voltage', localiseVoltage(t.voltage, locale)),
      item('powerFactor', num(t.powerFactor, 2)),
      item('inrushCurrent', num(t.inrushCurrent, 1), units.A),
      item('inrushPulseWidth', num(t.inrushPulseWidth), units.us),
      hasLight || t.dimming !== null ? item('dimming', dimming) : null,
      item('protectionClass', t.protectionClass),
      item('emergencyAutonomy', num(t.emergencyAutonomy, 1), units.h),
    ]),
    group('mechanical', specLabels.mechanical, [
      item('dimensions', dimensionsText(model, locale), units.mm),
      item('weight', num(t.weight, 2), units.kg),
      item('mounting', mounting ? tr(mounting) : t.mounting),
      item('housing', housing),
    ]),
    group('environment', specLabels.environment, [
      item('ip', t.ip),
      item('ik', t.ik),
      item('temperature', temperatureRange(t.tempMin, t.tempMax, locale), units.degC),
      item('exMarking', t.exMarking),
      item('exCertificates', certificatesText(t.exCertificates, locale)),
    ]),
    group('general', specLabels.service, [
      item('lifetime', num(t.lifetimeHours), units.h),
      item('warranty', years(t.warrantyYears, locale)),
    ]),
  ];
  return groups.filter((entry): entry is SpecGroup => entry !== null && entry.items.length > 0);
}
