import { describe, expect, it } from 'vitest';
import { distanceKm } from '../distance';
import {
  closestWidthKm,
  clusterOnView,
  countryView,
  fitView,
  outlinePath,
  placeOnView,
  readOutlinePath,
  scaleBar,
  widestWidthKm,
} from './map-view';

const moscow = { latitude: 55.7558, longitude: 37.6173 };
const kazan = { latitude: 55.7963, longitude: 49.1088 };
const vladivostok = { latitude: 43.1155, longitude: 131.8855 };
const kaliningrad = { latitude: 54.7104, longitude: 20.4522 };

describe('fitView', () => {
  it('shows every point inside the view, with a margin', () => {
    for (const points of [[moscow, kazan], [moscow, vladivostok, kaliningrad], [kazan]]) {
      const view = fitView(points);
      expect(view).not.toBeNull();
      for (const point of points) {
        const at = placeOnView(view!, point);
        expect(at).not.toBeNull();
        expect(at!.x).toBeGreaterThan(0.05);
        expect(at!.x).toBeLessThan(0.95);
        expect(at!.y).toBeGreaterThan(0.05);
        expect(at!.y).toBeLessThan(0.95);
      }
    }
  });

  it('is as wide as the points need, never closer than a city nor wider than the country', () => {
    const twoCities = fitView([moscow, kazan])!;
    expect(twoCities.widthKm).toBeGreaterThan(distanceKm(moscow, kazan));
    expect(twoCities.widthKm).toBeLessThan(distanceKm(moscow, kazan) * 2);
    expect(fitView([moscow])!.widthKm).toBe(closestWidthKm);
    expect(fitView([kaliningrad, vladivostok, { latitude: -40, longitude: -70 }])!.widthKm).toBe(widestWidthKm);
  });

  it('has no view for no points', () => {
    expect(fitView([])).toBeNull();
  });
});

describe('outline paths', () => {
  it('name the view a page fitted, and read back as the same view', () => {
    for (const view of [fitView([moscow, kazan])!, fitView([moscow])!, countryView]) {
      const path = outlinePath(view);
      expect(path).toMatch(/^\/distributors\/map\/[-\d.,]+\.svg$/);
      expect(readOutlinePath(path.split('/').at(-1)!)).toEqual(view);
    }
  });

  it('refuse what no page writes: unrounded or out-of-range views and anything else', () => {
    for (const segment of [
      '37.6,55.7,23.svg.png',
      '37.6,55.7,123.svg', // three significant digits: no fitted view is that width
      '37.6,55.7,5.svg', // closer than a city
      '37.6,55.7,99000.svg',
      '200,55.7,1000.svg',
      '37.6,85,1000.svg',
      '37.612,55.7,1000.svg',
      '..%2F..%2Fetc,1,1000.svg',
      '37.6,55.7,1000',
    ])
      expect(readOutlinePath(segment), segment).toBeNull();
  });
});

describe('scaleBar', () => {
  it('is a round distance no longer than a fifth of the view, measured on the ground', () => {
    const view = fitView([moscow, kazan])!;
    const bar = scaleBar(view);
    expect([1, 2, 5]).toContain(bar.km / 10 ** Math.floor(Math.log10(bar.km)));
    expect(bar.fraction).toBeGreaterThan(0.08);
    expect(bar.fraction).toBeLessThanOrEqual(0.2);
    // The bar's share of the width, in kilometres, is its distance to within a few per cent.
    expect((bar.fraction * view.widthKm) / bar.km).toBeCloseTo(1, 1);
  });
});

describe('clusterOnView', () => {
  it('draws points that would overlap as one, at their mean position, and keeps the far ones apart', () => {
    const view = fitView([moscow, vladivostok])!;
    const nearMoscow = { latitude: 55.9, longitude: 37.4 };
    const groups = clusterOnView(view, [moscow, nearMoscow, vladivostok], (point) => point);
    expect(groups.map((group) => group.items.length).sort()).toEqual([1, 2]);
    const pair = groups.find((group) => group.items.length === 2)!;
    const a = placeOnView(view, moscow)!;
    const b = placeOnView(view, nearMoscow)!;
    expect(pair.x).toBeCloseTo((a.x + b.x) / 2, 6);
    expect(pair.y).toBeCloseTo((a.y + b.y) / 2, 6);
  });

  it('keeps a city’s offices apart on the city’s own view', () => {
    const offices = [moscow, { latitude: 55.79, longitude: 37.52 }, { latitude: 55.72, longitude: 37.7 }];
    const groups = clusterOnView(fitView(offices)!, offices, (point) => point);
    expect(groups).toHaveLength(3);
  });

  it('leaves out points outside the view', () => {
    expect(clusterOnView(fitView([moscow])!, [moscow, vladivostok], (point) => point)).toHaveLength(1);
  });

  it('lists the markers top to bottom, the order Tab meets them in', () => {
    const murmansk = { latitude: 68.97, longitude: 33.07 };
    const sochi = { latitude: 43.6, longitude: 39.73 };
    const groups = clusterOnView(fitView([sochi, moscow, murmansk])!, [sochi, moscow, murmansk], (point) => point);
    expect(groups.map((group) => group.items[0])).toEqual([murmansk, moscow, sochi]);
    expect(groups.map((group) => group.y)).toEqual([...groups.map((group) => group.y)].sort((a, b) => a - b));
  });
});
