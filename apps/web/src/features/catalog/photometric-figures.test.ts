import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/app/graphql/generated';
import { isOutdoorModel, photometricFigures, PhotometricFiguresFragment } from './photometric-figures';

const summary = (efficacy: number | null) =>
  makeFragmentData(
    {
      lightOutputRatio: 0.874,
      downwardLightOutputRatio: 0.8,
      upwardLightOutputRatio: 0.074,
      downwardFluxFraction: 0.9153,
      cieFluxCode: [44, 75, 94, 92, 80],
      luminaireFlux: 3715.6,
      efficacy,
      peak: { candela: 1234.4, c: 90, gamma: 2.5 },
      beamC0C180: { halfPeak: 97.04, tenthPeak: 150.6 },
      beamC90C270: { halfPeak: 100, tenthPeak: 160.2 },
      bugRating: { backlight: 1, uplight: 0, glare: 2 },
    },
    PhotometricFiguresFragment,
  );

const indoors = { withBugRating: false };

const values = (figures: ReturnType<typeof photometricFigures>) =>
  Object.fromEntries(figures.map((figure) => [figure.code, figure.value]));

describe('the photometric figures of a model page', () => {
  it('writes each figure as the page’s language does, rounded as a designer reads it', () => {
    expect(values(photometricFigures(summary(103.24), 'ru', indoors))).toEqual({
      'luminaire-flux': '3\u00a0716',
      efficacy: '103,2',
      lor: '87\u00a0%',
      'dlor-ulor': '80\u00a0% / 7\u00a0%',
      dff: '92\u00a0%',
      'cie-flux-code': '44 75 94 92 80',
      peak: '1\u00a0234',
      'peak-direction': 'C\u00a090°, γ\u00a02,5°',
      'beam-angle': '97° / 100°',
      'field-angle': '151° / 160°',
    });
    expect(values(photometricFigures(summary(103.24), 'en', indoors))).toMatchObject({
      'luminaire-flux': '3,716',
      efficacy: '103.2',
    });
  });

  it('leaves out the efficacy of a file that gives no power', () => {
    expect(photometricFigures(summary(null), 'en', indoors).map((figure) => figure.code)).not.toContain('efficacy');
  });

  it('rates an outdoor luminaire by BUG and leaves the rating out indoors', () => {
    expect(values(photometricFigures(summary(103.24), 'ru', { withBugRating: true }))['bug-rating']).toBe('B1 U0 G2');
    expect(values(photometricFigures(summary(103.24), 'ru', indoors))).not.toHaveProperty('bug-rating');
  });

  it('tells outdoor models by their catalogue section', () => {
    const trail = (...links: string[]) => links.map((link) => ({ link }));
    expect(isOutdoorModel(trail('/catalog/street', '/catalog/street/street-lights', '/product/avenue'))).toBe(true);
    expect(isOutdoorModel(trail('/catalog/architectural', '/catalog/architectural/facade'))).toBe(true);
    expect(isOutdoorModel(trail('/catalog/architectural', '/catalog/architectural/spots'))).toBe(false);
    expect(isOutdoorModel(trail('/catalog/streetwise'))).toBe(false);
    expect(isOutdoorModel(trail('/catalog/office', '/catalog/office/panels'))).toBe(false);
  });
});
