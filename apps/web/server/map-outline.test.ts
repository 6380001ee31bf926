import { describe, expect, it } from 'vitest';
import { countryView, fitView } from '../pages/distributors/office-map/map-view.js';
import { outlineSvg } from './map-outline.js';

const moscow = { latitude: 55.7558, longitude: 37.6173 };

describe('outlineSvg', () => {
  it('draws the country, its neighbours, their borders and a graticule for a wide view', async () => {
    const svg = await outlineSvg(countryView);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 500"/);
    // Sea, graticule, neighbours, Russia, graticule again over land and borders: each a filled or stroked path.
    expect(svg.match(/<path d="M/g)?.length).toBeGreaterThanOrEqual(4);
    expect(svg).toContain('stroke="#c9cdd0"');
    // Clipped to the view and rounded: a country's outline stays small enough to send as an image.
    expect(svg.length).toBeLessThan(80_000);
    expect(svg).not.toMatch(/\d\.\d{2}/);
  });

  it('draws a city view as plain land with its graticule: the atlas is too coarse for its coasts', async () => {
    const view = fitView([moscow, { latitude: 55.8, longitude: 37.5 }])!;
    const svg = await outlineSvg(view);
    expect(svg).toContain('fill="#fafaf8"');
    expect(svg).not.toContain('stroke="#c9cdd0"');
    expect(svg.length).toBeLessThan(4_000);
  });
});
