import { geoConicConformal, geoDistance, type GeoProjection } from 'd3-geo';
import type { Point } from '../distance.js';

/**
 * A map view: the point at its centre and how many kilometres its width spans. Views are
 * rounded (0.01°, two significant digits of the width) so that the pages and the outline route
 * agree on them and the outline of a view is drawn once for every page that shows it.
 */
export interface MapView {
  longitude: number;
  latitude: number;
  widthKm: number;
}

/** The drawing's size in SVG units; the page scales it, keeping the 8:5 shape. */
export const mapWidth = 800;
export const mapHeight = 500;

/** A city's offices lie within some kilometres: the view never closes in further. */
export const closestWidthKm = 12;
/** Russia from Kaliningrad to Chukotka, and its neighbours. */
export const widestWidthKm = 9000;
/** Below this width the outline data (1:50 million) is too coarse to draw coasts faithfully. */
export const schematicBelowKm = 400;

const earthRadiusKm = 6371.0088;

/** Two significant digits: 12, 13 … 99, 100, 110 … 990, 1000, 1100 … */
function roundWidth(km: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(km)) - 1);
  return Math.ceil(km / step) * step;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * Lambert's conformal conic, the projection of Russia's own atlases: shapes true near the
 * centre, the meridians converging north. Its standard parallels sit around the view's centre.
 */
export function projectionFor(view: MapView): GeoProjection {
  const parallel = Math.max(-80, Math.min(80, view.latitude));
  // Parallels either side of the centre; the conic degenerates when they straddle the equator.
  const parallels: [number, number] =
    Math.abs(parallel) < 10
      ? [Math.sign(parallel || 1) * 5, Math.sign(parallel || 1) * 15]
      : [parallel - 5, parallel + 5];
  return geoConicConformal()
    .rotate([-view.longitude, 0])
    .center([0, view.latitude])
    .parallels(parallels)
    .scale((mapWidth * earthRadiusKm) / view.widthKm)
    .translate([mapWidth / 2, mapHeight / 2])
    .precision(1);
}

/**
 * The view that shows every point with a margin around it: centred on their bounds, as wide as
 * they need (never closer than a city's span nor wider than the country).
 */
export function fitView(points: readonly Point[], margin = 1.35): MapView | null {
  if (points.length === 0) return null;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  let centre = {
    latitude: (Math.min(...latitudes) + Math.max(...latitudes)) / 2,
    longitude: (Math.min(...longitudes) + Math.max(...longitudes)) / 2,
  };
  let spanKm = { x: 0, y: 0 };
  // Measured in the view's own projection, twice: the bounds' middle in degrees is not their
  // middle on a conic map, so the second pass centres on the first's projected middle.
  for (let pass = 0; pass < 2; pass += 1) {
    const probe = projectionFor({ ...centre, widthKm: mapWidth });
    const projected = points
      .map((point) => probe([point.longitude, point.latitude]))
      .filter((at): at is [number, number] => at !== null);
    const xs = projected.map((at) => at[0]);
    const ys = projected.map((at) => at[1]);
    if (xs.length === 0) return null;
    // At a width of mapWidth km, one unit of the drawing is one kilometre.
    spanKm = { x: Math.max(...xs) - Math.min(...xs), y: Math.max(...ys) - Math.min(...ys) };
    const middle = probe.invert?.([(Math.max(...xs) + Math.min(...xs)) / 2, (Math.max(...ys) + Math.min(...ys)) / 2]);
    if (middle) centre = { longitude: middle[0], latitude: middle[1] };
  }
  const widthKm = Math.max(spanKm.x, (spanKm.y * mapWidth) / mapHeight) * margin;
  return {
    latitude: hundredths(centre.latitude),
    longitude: hundredths(centre.longitude),
    widthKm: roundWidth(Math.min(widestWidthKm, Math.max(closestWidthKm, widthKm))),
  };
}

/** Where a point falls on the view, as fractions of its width and height; null outside it. */
export function placeOnView(
  view: MapView,
  point: Point,
  projection = projectionFor(view),
): { x: number; y: number } | null {
  const at = projection([point.longitude, point.latitude]);
  if (!at) return null;
  const x = at[0] / mapWidth;
  const y = at[1] / mapHeight;
  return x >= 0 && x <= 1 && y >= 0 && y <= 1 ? { x, y } : null;
}

/** The outline image's address for a view: the view in the path, so caches keep it by URL. */
export function outlinePath(view: MapView): string {
  return `/distributors/map/${String(view.longitude)},${String(view.latitude)},${String(view.widthKm)}.svg`;
}

/** The view an outline address names; null for anything a page would not have written. */
export function readOutlinePath(segment: string): MapView | null {
  const match = /^(-?\d{1,3}(?:\.\d{1,2})?),(-?\d{1,2}(?:\.\d{1,2})?),(\d{1,5})\.svg$/.exec(segment);
  if (!match) return null;
  const view = { longitude: Number(match[1]), latitude: Number(match[2]), widthKm: Number(match[3]) };
  const valid =
    Math.abs(view.longitude) <= 180 &&
    Math.abs(view.latitude) <= 80 &&
    view.widthKm >= closestWidthKm &&
    view.widthKm <= widestWidthKm &&
    view.widthKm === roundWidth(view.widthKm);
  return valid ? view : null;
}

/**
 * A scale bar for the view: the longest round distance (1, 2 or 5 × 10ⁿ km) that fits in a fifth
 * of the width, with its length as a fraction of the width, measured on the ground at the centre.
 */
export function scaleBar(view: MapView, projection = projectionFor(view)): { km: number; fraction: number } {
  const centre: [number, number] = [view.longitude, view.latitude];
  const east = projection.invert?.([mapWidth / 2 + mapWidth / 5, mapHeight / 2]);
  const fifthKm = east ? geoDistance(centre, east) * earthRadiusKm : view.widthKm / 5;
  const magnitude = 10 ** Math.floor(Math.log10(fifthKm));
  const km = [5, 2, 1].map((step) => step * magnitude).find((candidate) => candidate <= fifthKm) ?? magnitude;
  return { km, fraction: (km / fifthKm) * 0.2 };
}

export interface Placed<T> {
  x: number;
  y: number;
  items: T[];
}

/**
 * Markers that would overlap drawn as one: greedily, each point joins the first group whose
 * centre lies within `radius` (a fraction of the map's width, so it holds at every screen width),
 * and a group sits at its members' mean position. Points outside the view are left out. The groups
 * come top to bottom.
 */
export function clusterOnView<T>(
  view: MapView,
  items: readonly T[],
  pointOf: (item: T) => Point,
  radius = 0.05,
): Placed<T>[] {
  const projection = projectionFor(view);
  const groups: (Placed<T> & { sumX: number; sumY: number })[] = [];
  for (const item of items) {
    const at = placeOnView(view, pointOf(item), projection);
    if (!at) continue;
    const near = groups.find((group) => Math.hypot(group.x - at.x, ((group.y - at.y) * mapHeight) / mapWidth) < radius);
    if (near) {
      near.items.push(item);
      near.sumX += at.x;
      near.sumY += at.y;
      near.x = near.sumX / near.items.length;
      near.y = near.sumY / near.items.length;
    } else groups.push({ x: at.x, y: at.y, items: [item], sumX: at.x, sumY: at.y });
  }
  // In reading order, top to bottom, as Tab and a screen reader meet the markers.
  return groups.map(({ x, y, items: members }) => ({ x, y, items: members })).sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The whole country, Kaliningrad to Chukotka: the locator's view of where a city lies. */
export const countryView: MapView = { longitude: 98, latitude: 61, widthKm: 8800 };
