import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/app/graphql/generated';
import { coneDiagramView, ConeDiagramFiguresFragment } from './cone-diagram-view';

const row = (height: number, across: number | null, along: number | null) =>
  makeFragmentData(
    {
      height,
      centreIlluminance: 4321.5 / (height * height),
      beamDiameterC0C180: across,
      beamDiameterC90C270: along,
    },
    ConeDiagramFiguresFragment,
  );

describe('the cone diagram of a model page', () => {
  it('prints heights, illuminance to three figures and diameters to a tenth of a metre in the page’s language', () => {
    const rows = [row(1, 1.234, 0.9), row(2.5, 3.085, 2.25), row(12, 14.808, null)];
    expect(coneDiagramView(rows, 'ru')?.rows).toEqual([
      { height: '1', illuminance: '4\u00a0320', diameterAcross: '1,2', diameterAlong: '0,9' },
      { height: '2,5', illuminance: '691', diameterAcross: '3,1', diameterAlong: '2,3' },
      { height: '12', illuminance: '30', diameterAcross: '14,8', diameterAlong: '—' },
    ]);
    expect(coneDiagramView(rows, 'en')?.rows[0]).toEqual({
      height: '1',
      illuminance: '4,320',
      diameterAcross: '1.2',
      diameterAlong: '0.9',
    });
  });

  it('draws the beam at its true angle from the wider plane pair, and a beam reaching the horizontal at the drawing’s edge', () => {
    // A 60° beam: the diameter is 2 h tan 30° in one pair, narrower in the other.
    const diameter = (height: number) => 2 * height * Math.tan(Math.PI / 6);
    const drawing = coneDiagramView([row(2, diameter(2), 1), row(4, diameter(4), 2)], 'en')!.drawing;
    const [near, far] = drawing.lines;
    expect(far!.y - drawing.apex.y).toBeCloseTo(2 * (near!.y - drawing.apex.y), 10);
    expect(far!.halfWidth / (far!.y - drawing.apex.y)).toBeCloseTo(Math.tan(Math.PI / 6), 10);
    // The drawing is as deep as the widest patch lets it be at that angle.
    expect(drawing.height).toBe(Math.ceil(far!.y + 16));
    // A street optic (a patch eight times its height) is drawn steeper, still filling the width.
    const street = coneDiagramView([row(4, 32, 12), row(8, 64, 24)], 'en')!.drawing;
    expect(street.lines.map((line) => [line.y - street.apex.y, line.halfWidth])).toEqual([
      [36, 56],
      [72, 112],
    ]);
    const wide = coneDiagramView([row(3, null, 4), row(6, null, 8)], 'en')!.drawing;
    expect(wide.lines.map((line) => line.halfWidth)).toEqual([56, 112]);
    expect(coneDiagramView([], 'en')).toBeNull();
  });
});
