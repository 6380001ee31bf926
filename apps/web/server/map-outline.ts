import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { geoBounds, geoGraticule, geoPath } from 'd3-geo';
import type { Geometry, LineString, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  mapHeight,
  mapWidth,
  projectionFor,
  schematicBelowKm,
  type MapView,
} from '../pages/distributors/office-map/map-view.js';

/** Natural Earth's countries (world-atlas): the coarse set for the whole country, the finer one closer in. */
const atlasFiles = { coarse: 'world-atlas/countries-110m.json', fine: 'world-atlas/countries-50m.json' } as const;
const coarseAboveKm = 3000;
/** Russia's ISO 3166 numeric code: drawn a shade apart from its neighbours. */
const russia = '643';

/** A piece of the atlas with its bounds, so a view draws only what it can show. */
interface Piece {
  geometry: Polygon | LineString;
  /** [[west, south], [east, north]] in degrees; west > east when it crosses the antimeridian. */
  bounds: [[number, number], [number, number]];
}

interface Atlas {
  /** Each country's polygons, Russia's apart. */
  land: { home: Piece[]; others: Piece[] };
  borders: Piece[];
}

const atlases = new Map<keyof typeof atlasFiles, Promise<Atlas>>();

const piece = (geometry: Polygon | LineString): Piece => ({ geometry, bounds: geoBounds(geometry) });

function polygons(geometry: Geometry | null): Polygon[] {
  if (geometry?.type === 'Polygon') return [geometry];
  if (geometry?.type === 'MultiPolygon')
    return geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));
  return [];
}

function loadAtlas(detail: keyof typeof atlasFiles): Promise<Atlas> {
  let atlas = atlases.get(detail);
  if (!atlas) {
    atlas = (async () => {
      const file = createRequire(import.meta.url).resolve(atlasFiles[detail]);
      const topology = JSON.parse(await readFile(file, 'utf8')) as Topology<{ countries: GeometryCollection }>;
      const countries = feature(topology, topology.objects.countries).features;
      const landOf = (home: boolean) =>
        countries
          .filter((country) => (String(country.id) === russia) === home)
          .flatMap((country) => polygons(country.geometry).map(piece));
      // Land borders only: a coast is the land's own edge.
      const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
      return {
        land: { home: landOf(true), others: landOf(false) },
        borders: borders.coordinates.map((coordinates) => piece({ type: 'LineString', coordinates })),
      };
    })();
    atlases.set(detail, atlas);
  }
  return atlas;
}

/** Whether a piece's bounds meet the view's (both in degrees). */
function meets(bounds: Piece['bounds'], view: Piece['bounds']): boolean {
  const [[west, south], [east, north]] = bounds;
  const [[viewWest, viewSouth], [viewEast, viewNorth]] = view;
  if (north < viewSouth || south > viewNorth) return false;
  // A piece across the antimeridian is kept: there are few, and they are cheap to clip.
  return west > east || (east >= viewWest && west <= viewEast);
}

const colours = {
  sea: '#dde6ec',
  land: '#eeede8',
  home: '#ffffff',
  plain: '#fafaf8',
  border: '#c9cdd0',
  grid: '#dde2e5',
};

/** Graticule spacing in degrees: about six lines across the view. */
function graticuleStep(view: MapView): number {
  const degreesAcross = view.widthKm / 111;
  return [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20].find((step) => degreesAcross / step <= 8) ?? 20;
}

const rendered = new Map<string, string>();
const renderedLimit = 256;

/**
 * The outline under a view's markers, as SVG: countries with their borders (Russia lighter than
 * its neighbours) and a faint graticule. A view too close for the atlas's coasts (a city) is drawn
 * as plain land with its graticule: honest about what the data knows. Drawn once per view.
 */
export async function outlineSvg(view: MapView): Promise<string> {
  const key = `${String(view.longitude)},${String(view.latitude)},${String(view.widthKm)}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const projection = projectionFor(view).clipExtent([
    [-4, -4],
    [mapWidth + 4, mapHeight + 4],
  ]);
  const path = geoPath(projection).digits(1);
  const step = graticuleStep(view);
  // Only the lines within the view: a fine step over the whole globe would be millions of points.
  const corners = [0, 0.5, 1].flatMap((x) =>
    [0, 0.5, 1].map((y) => projection.invert?.([x * mapWidth, y * mapHeight])),
  );
  const longitudes = corners.flatMap((corner) => (corner ? [corner[0]] : []));
  const latitudes = corners.flatMap((corner) => (corner ? [corner[1]] : []));
  const within: Piece['bounds'] = [
    [Math.max(-180, Math.min(...longitudes) - step), Math.max(-85, Math.min(...latitudes) - step)],
    [Math.min(180, Math.max(...longitudes) + step), Math.min(85, Math.max(...latitudes) + step)],
  ];
  const graticule = geoGraticule().step([step, step]).extent(within);
  const grid = `<path d="${path(graticule()) ?? ''}" fill="none" stroke="${colours.grid}" stroke-width="0.6"/>`;
  const layers: string[] = [];
  if (view.widthKm < schematicBelowKm) {
    layers.push(`<rect width="${String(mapWidth)}" height="${String(mapHeight)}" fill="${colours.plain}"/>`, grid);
  } else {
    const atlas = await loadAtlas(view.widthKm > coarseAboveKm ? 'coarse' : 'fine');
    // Only the pieces the view can show: projecting the whole world costs ten times as much.
    const draw = (pieces: Piece[]) =>
      pieces
        .filter((item) => meets(item.bounds, within))
        .map((item) => path(item.geometry) ?? '')
        .join('');
    layers.push(
      `<rect width="${String(mapWidth)}" height="${String(mapHeight)}" fill="${colours.sea}"/>`,
      `<path d="${draw(atlas.land.others)}" fill="${colours.land}"/>`,
      `<path d="${draw(atlas.land.home)}" fill="${colours.home}"/>`,
    );
    layers.push(
      grid,
      `<path d="${draw(atlas.borders)}" fill="none" stroke="${colours.border}" stroke-width="1" stroke-linejoin="round"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(mapWidth)} ${String(mapHeight)}" width="${String(mapWidth)}" height="${String(mapHeight)}">${layers.join('')}</svg>`;
  if (rendered.size >= renderedLimit) rendered.delete(rendered.keys().next().value ?? '');
  rendered.set(key, svg);
  return svg;
}
