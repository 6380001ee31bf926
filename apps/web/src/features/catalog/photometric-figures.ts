import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import type { Locale } from '@/app/i18n/locale';
import { formatNumber } from '@/ui/number-format';

/** The BFF's summary of the model's own LDT file (computed from its intensities). */
export const PhotometricFiguresFragment = graphql(`
  fragment PhotometricFigures on PhotometricSummary {
    lightOutputRatio
    downwardLightOutputRatio
    upwardLightOutputRatio
    downwardFluxFraction
    cieFluxCode
    luminaireFlux
    efficacy
    peak {
      candela
      c
      gamma
    }
    beamC0C180 {
      halfPeak
      tenthPeak
    }
    beamC90C270 {
      halfPeak
      tenthPeak
    }
    bugRating {
      backlight
      uplight
      glare
    }
  }
`);

/**
 * Catalogue sections whose luminaires light the outdoors, where a BUG rating (IES TM-15) is what
 * specifiers and dark-sky ordinances ask for; indoors it means nothing and is left out.
 */
const outdoorSections = ['/catalog/street', '/catalog/architectural/facade'];

export function isOutdoorModel(breadcrumbs: readonly { link: string }[]): boolean {
  return breadcrumbs.some((crumb) =>
    outdoorSections.some((section) => crumb.link === section || crumb.link.startsWith(`${section}/`)),
  );
}

export interface PhotometricFigure {
  code: string;
  name: MessageDescriptor;
  /** The figure as the page's language writes it, with its unit. */
  value: string;
  unit?: MessageDescriptor;
}

/** The rows the model page lists beside its polar diagram, in the order a designer reads them. */
export function photometricFigures(
  ref: FragmentType<typeof PhotometricFiguresFragment>,
  locale: Locale,
  { withBugRating }: { withBugRating: boolean },
): PhotometricFigure[] {
  const summary = readFragment<typeof PhotometricFiguresFragment>(ref);
  const number = (value: number) => formatNumber(locale, value);
  const percent = (share: number) => `${number(Math.round(100 * share))}\u00a0%`;
  const angle = (degrees: number) => `${number(Math.round(degrees))}°`;
  const pair = (across: number, along: number) => `${angle(across)} / ${angle(along)}`;
  const figures: PhotometricFigure[] = [
    {
      code: 'luminaire-flux',
      name: msg`Световой поток светильника`,
      value: number(Math.round(summary.luminaireFlux)),
      unit: msg`лм`,
    },
  ];
  if (summary.efficacy !== null)
    figures.push({ code: 'efficacy', name: msg`Световая отдача`, value: number(summary.efficacy), unit: msg`лм/Вт` });
  figures.push(
    { code: 'lor', name: msg`КПД светильника (LOR)`, value: percent(summary.lightOutputRatio) },
    {
      code: 'dlor-ulor',
      name: msg`Вниз / вверх (DLOR / ULOR)`,
      value: `${percent(summary.downwardLightOutputRatio)} / ${percent(summary.upwardLightOutputRatio)}`,
    },
    { code: 'dff', name: msg`Доля потока вниз (DFF)`, value: percent(summary.downwardFluxFraction) },
    { code: 'cie-flux-code', name: msg`Код потока CIE`, value: summary.cieFluxCode.join(' ') },
    {
      code: 'peak',
      name: msg`Максимальная сила света`,
      value: number(Math.round(summary.peak.candela)),
      unit: msg`кд`,
    },
    {
      code: 'peak-direction',
      name: msg`Направление максимума`,
      value: `C\u00a0${number(summary.peak.c)}°, γ\u00a0${number(summary.peak.gamma)}°`,
    },
    {
      code: 'beam-angle',
      name: msg`Угол излучения (50 %)`,
      value: pair(summary.beamC0C180.halfPeak, summary.beamC90C270.halfPeak),
    },
    {
      code: 'field-angle',
      name: msg`Угол рассеяния (10 %)`,
      value: pair(summary.beamC0C180.tenthPeak, summary.beamC90C270.tenthPeak),
    },
  );
  const bug = summary.bugRating;
  if (withBugRating && bug)
    figures.push({
      code: 'bug-rating',
      name: msg`Рейтинг BUG (IES TM-15)`,
      value: `B${bug.backlight} U${bug.uplight} G${bug.glare}`,
    });
  return figures;
}
