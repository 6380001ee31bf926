import { lampFlux as lampFluxOf, planeIntensities, type Eulumdat } from './eulumdat.js';
import { positionIndex } from './position-index.js';

/**
 * The UGR table planning programs print for a luminaire: the CIE 117 / CIE 190 tabular method
 * (docs: packages/photometry/README.md, "The UGR table").
 */
export interface UgrTable {
  /** Luminaire spacing over H, the height of the luminaires above the eye (2 m). */
  spacingToHeight: number;
  /** The lamp flux the values refer to (every lamp set), lm. */
  lampFlux: number;
  /** The reflectance combinations of the columns, ceiling / walls / reference plane (0–1). */
  reflectances: readonly Reflectances[];
  /** One row per standard room; null where no luminaire of the room is in view. */
  rows: UgrRow[];
}

export interface Reflectances {
  ceiling: number;
  walls: number;
  floor: number;
}

export interface UgrRoom {
  /** Across the line of sight, in multiples of H. */
  x: number;
  /** Along the line of sight, in multiples of H. */
  y: number;
}

export interface UgrRow {
  room: UgrRoom;
  /** Viewed at right angles to the luminaire's axis (C0–C180 towards the eye), one value per reflectance combination. */
  crosswise: (number | null)[];
  /** Viewed along the luminaire's axis (C90–C270 towards the eye). */
  endwise: (number | null)[];
}

/** The 19 rooms of the standard table, x × y in multiples of H. */
export const standardRooms: readonly UgrRoom[] = [
  ...[2, 3, 4, 6, 8, 12].map((y) => ({ x: 2, y })),
  ...[2, 3, 4, 6, 8, 12].map((y) => ({ x: 4, y })),
  ...[4, 6, 8, 12].map((y) => ({ x: 8, y })),
  ...[4, 6, 8].map((y) => ({ x: 12, y })),
];

export const standardReflectances: readonly Reflectances[] = [
  { ceiling: 0.7, walls: 0.5, floor: 0.2 },
  { ceiling: 0.7, walls: 0.3, floor: 0.2 },
  { ceiling: 0.5, walls: 0.5, floor: 0.2 },
  { ceiling: 0.5, walls: 0.3, floor: 0.2 },
  { ceiling: 0.3, walls: 0.3, floor: 0.2 },
];

/** The luminaires' height above the observer's eye, m (CIE 190; the eye is 1.2 m above the floor). */
const mountingHeight = 2;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (angle: number) => (angle * 180) / Math.PI;

/**
 * CIE 190 Table 4: the factors that turn the cumulative flux within 41.4°, 60°, 75.5° and 90° of
 * the nadir into the flux falling directly on the reference plane, by room index.
 */
const directFluxFactors: ReadonlyMap<number, readonly [number, number, number, number]> = new Map([
  [1.0, [0.69, 0.109, 0.085, -0.016]],
  [1.2, [0.578, 0.2, 0.127, -0.018]],
  [1.33, [0.528, 0.218, 0.17, -0.017]],
  [1.5, [0.485, 0.215, 0.222, -0.012]],
  [1.6, [0.466, 0.207, 0.249, -0.006]],
  [1.71, [0.448, 0.198, 0.272, 0.005]],
  [2.0, [0.338, 0.257, 0.351, -0.018]],
  [2.4, [0.296, 0.203, 0.449, -0.006]],
  [2.67, [0.28, 0.165, 0.499, 0.006]],
  [3.0, [0.264, 0.125, 0.541, 0.027]],
  [3.43, [0.248, 0.058, 0.628, 0.032]],
  [4.0, [0.239, -0.012, 0.69, 0.058]],
  [4.8, [0.232, -0.084, 0.74, 0.098]],
]);

/** The room index k = xy / (x + y) (room sides in multiples of H), rounded as Table 4 lists it. */
const roomIndex = ({ x, y }: UgrRoom) => Math.round((100 * x * y) / (x + y)) / 100;

/** Form factor between two directly opposed parallel rectangles a × b, a distance c apart. */
function opposedRectangles(a: number, b: number, c: number): number {
  const x = a / c;
  const y = b / c;
  const x2 = 1 + x * x;
  const y2 = 1 + y * y;
  return (
    (2 / (Math.PI * x * y)) *
    (Math.log(Math.sqrt((x2 * y2) / (x2 + y2 - 1))) +
      x * Math.sqrt(y2) * Math.atan(x / Math.sqrt(y2)) +
      y * Math.sqrt(x2) * Math.atan(y / Math.sqrt(x2)) -
      x * Math.atan(x) -
      y * Math.atan(y))
  );
}

/**
 * CIE 190's transfer factors: the flux that reaches the walls after at least one reflection, per
 * unit of flux falling first on the reference plane, the walls and the ceiling. Computed for the
 * three-surface room (reference plane, walls between it and the luminaires, ceiling) by solving
 * its interreflections exactly; for the standard rooms they are the values of CIE 190 Table 5.
 */
export function wallTransferFactors(
  room: UgrRoom,
  { ceiling, walls, floor }: Reflectances,
): { fromFloor: number; fromWalls: number; fromCeiling: number } {
  const width = room.x * mountingHeight;
  const depth = room.y * mountingHeight;
  const planeArea = width * depth;
  const wallArea = 2 * mountingHeight * (width + depth);
  const planeToPlane = opposedRectangles(width, depth, mountingHeight);
  const planeToWalls = 1 - planeToPlane;
  const wallsToPlane = (planeArea * planeToWalls) / wallArea;
  const wallsToWalls = 1 - 2 * wallsToPlane;
  // Surfaces 0 reference plane, 1 walls, 2 ceiling; view[i][j] the share of i's light reaching j.
  const view = [
    [0, planeToWalls, planeToPlane],
    [wallsToPlane, wallsToWalls, wallsToPlane],
    [planeToPlane, planeToWalls, 0],
  ];
  const reflectance = [floor, walls, ceiling];
  const indirectOnWalls = (first: number) => {
    // Incident flux Φ = D + Vᵀ ρ Φ, solved by Gauss–Seidel (ρ < 1 makes it converge fast).
    const direct = [0, 0, 0];
    direct[first] = 1;
    const incident = [...direct];
    for (let sweep = 0; sweep < 200; sweep++)
      for (let to = 0; to < 3; to++)
        incident[to] =
          (direct[to] ?? 0) +
          [0, 1, 2].reduce(
            (sum, from) => sum + (reflectance[from] ?? 0) * (incident[from] ?? 0) * (view[from]?.[to] ?? 0),
            0,
          );
    return (incident[1] ?? 0) - (direct[1] ?? 0);
  };
  return { fromFloor: indirectOnWalls(0), fromWalls: indirectOnWalls(1), fromCeiling: indirectOnWalls(2) };
}

/**
 * The file's flux in CIE 190's ten-degree zones, per 1000 lm of lamp flux: the intensity at each
 * zone's middle (5°, 15° … 175°), averaged over the C planes, times the zone's solid angle, then
 * scaled so the zones add up to the header's light output ratio, as the method prescribes.
 */
function tenDegreeZones(file: Eulumdat): number[] {
  const planes = (file.symmetry === 1 ? [0] : file.cAngles).map((c) => planeIntensities(file, c));
  const middles = Array.from({ length: 18 }, (_, zone) => 5 + 10 * zone);
  const zones = middles.map((gamma) => {
    const mean = planes.reduce((sum, plane) => sum + atGamma(file.gammaAngles, plane, gamma), 0) / planes.length;
    return mean * 2 * Math.PI * Math.sin(radians(gamma)) * radians(10);
  });
  const total = zones.reduce((sum, zone) => sum + zone, 0);
  const ratio = file.header.lightOutputRatio / 100;
  const scale = Number.isFinite(ratio) && ratio > 0 && total > 0 ? (1000 * ratio) / total : 1;
  return zones.map((zone) => zone * scale);
}

/** The intensity at `gamma`, linear between the file's gamma angles, zero beyond them. */
function atGamma(gammas: readonly number[], intensities: readonly number[], gamma: number): number {
  const after = gammas.findIndex((angle) => angle >= gamma);
  if (after === -1) return 0;
  const high = gammas[after] ?? 0;
  if (high === gamma || after === 0) return high === gamma ? (intensities[after] ?? 0) : 0;
  const low = gammas[after - 1] ?? 0;
  const share = (gamma - low) / (high - low);
  const from = intensities[after - 1] ?? 0;
  return from + share * ((intensities[after] ?? 0) - from);
}

/**
 * The background luminance per lumen of each luminaire (cd/m² per lm), one per reflectance
 * combination: CIE 190's indirect illuminance on the walls over π.
 */
function backgroundPerLumen(
  zones: readonly number[],
  room: UgrRoom,
  luminaires: number,
  reflectances: readonly Reflectances[],
): number[] {
  const down = zones.slice(0, 9);
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  // Cumulative flux within the cones of 41.4°, 60°, 75.5° and 90°, the zones a cone cuts shared linearly.
  const cones = [
    sum(down.slice(0, 4)) + 0.13 * (down[4] ?? 0),
    sum(down.slice(0, 6)),
    sum(down.slice(0, 7)) + 0.547 * (down[7] ?? 0),
    sum(down),
  ];
  const factors = directFluxFactors.get(roomIndex(room));
  if (!factors) throw new Error(`No CIE 190 direct flux factors for a room index of ${roomIndex(room)}`);
  const onPlane = cones.reduce((total, cone, index) => total + cone * (factors[index] ?? 0), 0) / 1000;
  const onWalls = sum(down) / 1000 - onPlane;
  const onCeiling = sum(zones.slice(9)) / 1000;
  const wallArea = 2 * mountingHeight * mountingHeight * (room.x + room.y);
  return reflectances.map((combination) => {
    const transfer = wallTransferFactors(room, combination);
    const share = onPlane * transfer.fromFloor + onWalls * transfer.fromWalls + onCeiling * transfer.fromCeiling;
    return (luminaires * share) / wallArea / Math.PI;
  });
}

/**
 * The area of the luminous parts seen from (c, gamma), m²: the bottom face foreshortened by
 * cos γ, the side faces the header gives heights for by sin γ. C0 is across the luminaire, so the
 * faces towards C0 and C180 run along its length.
 */
function projectedArea(file: Eulumdat, c: number, gamma: number): number {
  const { length, width, heights } = file.header.luminousArea;
  const metres = (millimetres: number) => (Number.isFinite(millimetres) ? Math.max(millimetres, 0) / 1000 : 0);
  const [h0, h90, h180, h270] = heights.map(metres) as [number, number, number, number];
  const along = metres(length);
  const across = metres(width);
  const cosC = Math.cos(radians(c));
  const sinC = Math.sin(radians(c));
  const round = across === 0;
  const bottom = round ? (Math.PI * along * along) / 4 : along * across;
  const side = round
    ? along * ((h0 + h90 + h180 + h270) / 4)
    : Math.abs(cosC) * along * (cosC >= 0 ? h0 : h180) + Math.abs(sinC) * across * (sinC >= 0 ? h90 : h270);
  return bottom * Math.cos(radians(gamma)) + side * Math.sin(radians(gamma));
}

/** Σ I²/(A_p r² p²) over the room's luminaires, I in cd/klm: L²ω/p² (L = I/A_p, ω = A_p/r²) per klm² of lamp flux. */
function glareSum(file: Eulumdat, room: UgrRoom, spacing: number, crosswise: boolean): number {
  const H = mountingHeight;
  const across = Math.round((room.x * H) / spacing);
  const along = Math.round((room.y * H) / spacing);
  const planes = new Map<number, number[]>();
  const intensityAt = (c: number, gamma: number) => {
    // Planes rebuilt once per C angle; a room repeats each angle many times.
    const key = Math.round(c * 1e6) / 1e6;
    let plane = planes.get(key);
    if (!plane) {
      plane = planeIntensities(file, key);
      planes.set(key, plane);
    }
    return atGamma(file.gammaAngles, plane, gamma);
  };
  let sum = 0;
  for (let column = 0; column < across; column++) {
    // Lateral offset T (positive to the observer's right) and distance R along the line of sight.
    const T = (column + 0.5) * spacing - (room.x * H) / 2;
    for (let row = 0; row < along; row++) {
      const R = (row + 0.5) * spacing;
      const p = positionIndex(H / R, T / R);
      if (p === null) continue;
      const horizontal = Math.hypot(T, R);
      const gamma = degrees(Math.atan2(horizontal, H));
      // The direction from the luminaire back to the eye, as a C angle: crosswise C0 faces the
      // observer and C90 lies to their right; endwise C90 faces the observer and C0 lies to their left.
      const c = crosswise ? degrees(Math.atan2(-T, R)) : degrees(Math.atan2(R, T));
      const area = projectedArea(file, c, gamma);
      if (!(area > 0)) continue;
      const intensity = intensityAt(c, gamma);
      sum += (intensity * intensity) / (area * (horizontal * horizontal + H * H) * p * p);
    }
  }
  return sum;
}

/**
 * The UGR table of a file: by default the 19 standard rooms × 5 reflectance combinations, crosswise
 * and endwise, at the file's lamp flux. Null when the file cannot give one: no luminous area, no
 * lamp flux or no light below the horizontal.
 */
export function ugrTable(
  file: Eulumdat,
  {
    spacingToHeight = 0.25,
    rooms = standardRooms,
    reflectances = standardReflectances,
  }: { spacingToHeight?: 0.25 | 1; rooms?: readonly UgrRoom[]; reflectances?: readonly Reflectances[] } = {},
): UgrTable | null {
  const { length } = file.header.luminousArea;
  const lampFlux = lampFluxOf(file);
  if (!(length > 0) || !(lampFlux > 0)) return null;
  const zones = tenDegreeZones(file);
  if (!(zones.slice(0, 9).reduce((sum, zone) => sum + zone, 0) > 0)) return null;
  const spacing = spacingToHeight * mountingHeight;
  const kilolumens = lampFlux / 1000;
  const rows = rooms.map((room) => {
    const luminaires =
      Math.round((room.x * mountingHeight) / spacing) * Math.round((room.y * mountingHeight) / spacing);
    const background = backgroundPerLumen(zones, room, luminaires, reflectances).map((perLumen) => perLumen * lampFlux);
    const values = (crosswise: boolean) => {
      const sum = glareSum(file, room, spacing, crosswise) * kilolumens * kilolumens;
      return background.map((luminance) =>
        sum > 0 && luminance > 0 ? 8 * Math.log10((0.25 / luminance) * sum) : null,
      );
    };
    return { room, crosswise: values(true), endwise: values(false) };
  });
  return { spacingToHeight, lampFlux, reflectances, rows };
}

/** The room and reflectances of the one figure catalogues quote: 4H×8H at 70/50/20. */
const quotedRoom: UgrRoom = { x: 4, y: 8 };
const quotedReflectances: Reflectances = { ceiling: 0.7, walls: 0.5, floor: 0.2 };

/**
 * The one figure catalogues quote, read off a table: 4H×8H at 70/50/20, the larger of crosswise
 * and endwise. Null when the table lacks that room or combination, or has no value there.
 */
export function quotedUgr(table: UgrTable): number | null {
  const row = table.rows.find(({ room }) => room.x === quotedRoom.x && room.y === quotedRoom.y);
  const column = table.reflectances.findIndex(
    ({ ceiling, walls, floor }) =>
      ceiling === quotedReflectances.ceiling &&
      walls === quotedReflectances.walls &&
      floor === quotedReflectances.floor,
  );
  const values = [row?.crosswise[column], row?.endwise[column]].filter(
    (value): value is number => typeof value === 'number',
  );
  return values.length > 0 ? Math.max(...values) : null;
}

/** The quoted figure of a file, computing only its room (spacing 0.25H). Null when the file gives no table. */
export function catalogueUgr(file: Eulumdat): number | null {
  const table = ugrTable(file, { rooms: [quotedRoom], reflectances: [quotedReflectances] });
  return table && quotedUgr(table);
}

/**
 * Both of the quoted room's figures (4H×8H, 70/50/20, spacing 0.25H), as GLDF's
 * UGR-4H8H-70-50-20-LQ keeps them: crosswise (X) and endwise (Y). Null where either is missing.
 */
export function quotedUgrPair(file: Eulumdat): { crosswise: number; endwise: number } | null {
  const row = ugrTable(file, { rooms: [quotedRoom], reflectances: [quotedReflectances] })?.rows[0];
  const crosswise = row?.crosswise[0];
  const endwise = row?.endwise[0];
  return typeof crosswise === 'number' && typeof endwise === 'number' ? { crosswise, endwise } : null;
}
