import type { LuminousIntensity } from './light-distribution.js';

/**
 * How much light reaches a room's working plane from a regular grid of luminaires: the direct
 * component point by point from the luminaire's own light distribution, plus the light the room's
 * surfaces reflect, taken as even over the plane.
 */

const degreesPerRadian = 180 / Math.PI;

export interface Room {
  /** m, along the luminaires' long axis (their C90 plane). */
  length: number;
  /** m. */
  width: number;
  /** Floor to ceiling, m. */
  height: number;
  /** Floor to the working plane, m. */
  workPlaneHeight: number;
}

/** Shares of light each surface reflects, 0–1. */
export interface Reflectances {
  ceiling: number;
  walls: number;
  floor: number;
}

export interface Luminaire {
  intensity: LuminousIntensity;
  /** W. */
  power: number;
}

/** Luminaires in rows across the width and columns along the length, each centred in its cell. */
export interface GridLayout {
  rows: number;
  columns: number;
}

/**
 * Room index k = a·b / (h·(a + b)), h from the luminaires (at the ceiling) to the working plane
 * (CIE 52:1982, 2.2; EN 12464-1 uses it for the utilisation factor tables).
 */
export function roomIndex(room: Room): number {
  const h = room.height - room.workPlaneHeight;
  return (room.length * room.width) / (h * (room.length + room.width));
}

/**
 * Illuminance (lx) a luminaire at height h above the plane gives a point of it at horizontal
 * offsets (dx along the length, dy across): the inverse-square-cosine law E = I(C, γ) · cos γ / d²,
 * with d = h / cos γ, so E = I · cos³γ / h² (CIE 140:2019, 3.1).
 */
export function pointIlluminance(intensity: LuminousIntensity, h: number, dx: number, dy: number): number {
  const horizontalSquared = dx * dx + dy * dy;
  const distance = Math.sqrt(horizontalSquared + h * h);
  const gamma = Math.atan2(Math.sqrt(horizontalSquared), h) * degreesPerRadian;
  // C0 runs across the luminaire (the room's width, y), C90 along it (x).
  const c = horizontalSquared === 0 ? 0 : Math.atan2(dx, dy) * degreesPerRadian;
  // cos³γ / h² = h / d³
  return (intensity.at(c, gamma) * h) / (distance * distance * distance);
}

/**
 * The calculation grid's spacing for an area whose longer side is d metres: p = 0.2 · 5^log10(d)
 * (EN 12464-1:2011, 4.4), at most 10 m.
 */
export function gridSpacing(longerSide: number): number {
  return Math.min(10, 0.2 * 5 ** Math.log10(longerSide));
}

/** A band this wide along the walls is left out of the calculation area (EN 12464-1:2011, 4.4), in rooms where it leaves some. */
const wallBand = 0.5;

export interface CalculationGrid {
  /** m from the room's corner, along the length: the points' x, ascending. */
  xs: number[];
  /** m from the room's corner, across: the points' y, ascending. */
  ys: number[];
}

/** Points at the centres of equal cells over the calculation area. */
export function calculationGrid(room: Room, options: { wallBand?: number; spacing?: number } = {}): CalculationGrid {
  const band = options.wallBand ?? (room.length > 4 * wallBand && room.width > 4 * wallBand ? wallBand : 0);
  const spanX = room.length - 2 * band;
  const spanY = room.width - 2 * band;
  const spacing = options.spacing ?? gridSpacing(Math.max(spanX, spanY));
  const axis = (span: number) => {
    const count = Math.max(1, Math.ceil(span / spacing));
    return Array.from({ length: count }, (_, index) => band + ((index + 0.5) * span) / count);
  };
  return { xs: axis(spanX), ys: axis(spanY) };
}

/** Where each luminaire of a grid layout is, m from the room's corner. */
export function luminairePositions(room: Room, layout: GridLayout): { x: number; y: number }[] {
  const positions: { x: number; y: number }[] = [];
  for (let row = 0; row < layout.rows; row++)
    for (let column = 0; column < layout.columns; column++)
      positions.push({
        x: ((column + 0.5) * room.length) / layout.columns,
        y: ((row + 0.5) * room.width) / layout.rows,
      });
  return positions;
}

/**
 * The inter-reflected illuminance, even over the working plane: the flux the room's surfaces
 * reflect first, spread as in an integrating sphere of the cavity above the working plane,
 * E = Φ₁ / (A · (1 − ρm)), with ρm the surfaces' mean reflectance by area (the flux-transfer
 * method's average indirect illuminance; CIE 52:1982, 3). The working plane reflects like the floor.
 *
 * `directOnPlane` is the flux reaching the working plane directly, `upward` what leaves the
 * luminaires above the horizontal (it reaches the ceiling); the rest of `total` reaches the walls.
 */
export function interreflectedIlluminance(
  room: Room,
  reflectances: Reflectances,
  flux: { total: number; directOnPlane: number; upward: number },
): number {
  const plane = room.length * room.width;
  const walls = 2 * (room.length + room.width) * (room.height - room.workPlaneHeight);
  const area = 2 * plane + walls;
  const meanReflectance =
    (plane * reflectances.ceiling + walls * reflectances.walls + plane * reflectances.floor) / area;
  const onWalls = Math.max(0, flux.total - flux.directOnPlane - flux.upward);
  const firstReflected =
    flux.directOnPlane * reflectances.floor + flux.upward * reflectances.ceiling + onWalls * reflectances.walls;
  return meanReflectance >= 1 ? 0 : firstReflected / (area * (1 - meanReflectance));
}

export interface LayoutResult {
  layout: GridLayout;
  count: number;
  /** Centre-to-centre, m. */
  spacingX: number;
  spacingY: number;
  /** lx over the calculation grid, maintained (the maintenance factor applied). */
  average: number;
  minimum: number;
  maximum: number;
  /** E_min / E_avg. */
  uniformity: number;
  /** lx, the inter-reflected part of every point. */
  indirect: number;
  /** Flux reaching the whole working plane, direct and reflected, over the luminaires' flux. */
  utilisationFactor: number;
  /** W. */
  power: number;
  /** W/m². */
  powerDensity: number;
  grid: CalculationGrid;
  /** lx at each point, rows by y, columns by x. */
  values: number[][];
}

/**
 * Evaluates one layout: the direct component at every point of the grid, plus the inter-reflected
 * one, both times the maintenance factor.
 */
export function evaluateLayout(
  room: Room,
  reflectances: Reflectances,
  maintenanceFactor: number,
  luminaire: Luminaire,
  layout: GridLayout,
  grid: CalculationGrid = calculationGrid(room),
): LayoutResult {
  const h = room.height - room.workPlaneHeight;
  const positions = luminairePositions(room, layout);
  const count = positions.length;
  const direct = grid.ys.map((y) =>
    grid.xs.map((x) =>
      positions.reduce((sum, at) => sum + pointIlluminance(luminaire.intensity, h, x - at.x, y - at.y), 0),
    ),
  );
  // The flux on the whole working plane (not only the calculation area) feeds the reflections: on
  // a grid fine enough to follow each luminaire's pool of light (at least 24 points a side).
  const longer = Math.max(room.length, room.width);
  const wholePlane = calculationGrid(room, { wallBand: 0, spacing: Math.min(gridSpacing(longer), longer / 24) });
  let onPlane = 0;
  for (const y of wholePlane.ys)
    for (const x of wholePlane.xs)
      onPlane += positions.reduce((sum, at) => sum + pointIlluminance(luminaire.intensity, h, x - at.x, y - at.y), 0);
  const planeArea = room.length * room.width;
  const directOnPlane = (onPlane / (wholePlane.xs.length * wholePlane.ys.length)) * planeArea;
  const total = count * luminaire.intensity.flux;
  const indirect = interreflectedIlluminance(room, reflectances, {
    total,
    directOnPlane: Math.min(directOnPlane, count * luminaire.intensity.downwardFlux),
    upward: count * (luminaire.intensity.flux - luminaire.intensity.downwardFlux),
  });
  const values = direct.map((row) => row.map((value) => (value + indirect) * maintenanceFactor));
  const all = values.flat();
  const average = all.reduce((sum, value) => sum + value, 0) / all.length;
  const minimum = Math.min(...all);
  const power = count * luminaire.power;
  return {
    layout,
    count,
    spacingX: room.length / layout.columns,
    spacingY: room.width / layout.rows,
    average,
    minimum,
    maximum: Math.max(...all),
    uniformity: average > 0 ? minimum / average : 0,
    indirect: indirect * maintenanceFactor,
    utilisationFactor: total > 0 ? (directOnPlane + indirect * planeArea) / total : 0,
    power,
    powerDensity: power / planeArea,
    grid,
    values,
  };
}

/**
 * The grid of at least `count` luminaires that spaces them most evenly without many extra: rows ×
 * columns whose spacings along and across are closest to equal, a luminaire more than asked
 * weighing as much as spacings a fifth apart per 10 % of the count.
 */
export function gridFor(
  count: number,
  room: Pick<Room, 'length' | 'width'>,
  atMost = Number.POSITIVE_INFINITY,
): GridLayout {
  let best: GridLayout = { rows: 1, columns: count };
  let bestScore = Number.POSITIVE_INFINITY;
  for (let rows = 1; rows <= count; rows++) {
    const columns = Math.ceil(count / rows);
    if (rows * columns > atMost) continue;
    const extra = rows * columns - count;
    const evenness = Math.abs(Math.log(room.length / columns / (room.width / rows)));
    const score = evenness + (2 * extra) / count;
    if (score < bestScore) {
      bestScore = score;
      best = { rows, columns };
    }
  }
  return best;
}

export interface RoomDesign extends LayoutResult {
  /** lx asked for. */
  required: number;
  /** The illuminance over the whole working plane on a finer grid (48 points along the longer side), for an isolux picture. */
  picture: { grid: CalculationGrid; values: number[][] };
  roomIndex: number;
  /** False when even `maxLuminaires` do not reach it: the result is that largest layout. */
  reached: boolean;
}

export const maxLuminaires = 1000;

/**
 * The fewest luminaires in a regular grid whose maintained average illuminance reaches `required`.
 * Starts from the lumen method, N = E · A / (Φ · UF · MF) (CIE 52:1982, 4), with the utilisation
 * factor taken from the layout itself, point by point, then steps up until the average is reached.
 */
export function designRoom(input: {
  room: Room;
  reflectances: Reflectances;
  maintenanceFactor: number;
  required: number;
  luminaire: Luminaire;
}): RoomDesign {
  const { room, reflectances, maintenanceFactor, required, luminaire } = input;
  const grid = calculationGrid(room);
  const area = room.length * room.width;
  const evaluated = new Map<number, LayoutResult>();
  const evaluate = (wanted: number): LayoutResult => {
    const layout = gridFor(Math.min(maxLuminaires, Math.max(1, wanted)), room, maxLuminaires);
    const count = layout.rows * layout.columns;
    let result = evaluated.get(count);
    if (!result) {
      result = evaluateLayout(room, reflectances, maintenanceFactor, luminaire, layout, grid);
      evaluated.set(count, result);
    }
    return result;
  };
  // The lumen method with a typical utilisation factor gives the first count; the average grows
  // about in proportion to the count, so each layout's own average corrects the next guess.
  let result = evaluate(Math.ceil((required * area) / (luminaire.intensity.flux * 0.5 * maintenanceFactor)));
  for (let round = 0; round < 8; round++) {
    const next = evaluate(Math.ceil((result.count * required) / Math.max(result.average, Number.MIN_VALUE)));
    if (next.count === result.count) break;
    result = next;
  }
  while (result.average < required && result.count < maxLuminaires) result = evaluate(result.count + 1);
  // The fewest that still reach it.
  while (result.count > 1) {
    const fewer = evaluate(result.count - 1);
    if (fewer.count >= result.count || fewer.average < required) break;
    result = fewer;
  }
  const pictureGrid = calculationGrid(room, { wallBand: 0, spacing: Math.max(room.length, room.width) / 48 });
  const picture = evaluateLayout(room, reflectances, maintenanceFactor, luminaire, result.layout, pictureGrid);
  return {
    ...result,
    required,
    roomIndex: roomIndex(room),
    reached: result.average >= required,
    picture: { grid: pictureGrid, values: picture.values },
  };
}
