import { lampFlux, planeIntensities, type Eulumdat, type EulumdatSymmetry } from './eulumdat.js';
import type { PhotometricSummary } from './summary.js';

/**
 * Where a file disagrees with itself or with what the catalogue declares: what a content owner
 * fixes before a designer imports the file. Figures are as the file or the catalogue write them
 * (per cent for the header's ratios).
 */
export type Finding =
  | { code: 'no-lamp-flux' }
  | { code: 'header-light-output-ratio'; declared: number; computed: number }
  | { code: 'header-downward-flux-fraction'; declared: number; computed: number }
  | { code: 'symmetry-understated'; declared: EulumdatSymmetry; found: EulumdatSymmetry }
  | { code: 'catalogue-flux'; declared: number; computed: number }
  | { code: 'catalogue-power'; declared: number; computed: number }
  | { code: 'catalogue-beam-angle'; declared: number; computed: number };

/** What the catalogue declares about a luminaire that its file also determines. */
export interface DeclaredFigures {
  /** Luminaire flux, lm. */
  flux: number | null;
  /** Power, control gear included, W. */
  power: number | null;
  /** Half-peak beam angle of the wider main plane pair, degrees. */
  beamAngle: number | null;
}

/** How far apart a figure may be before it is reported. */
export const tolerances = {
  /** The header's LOR and DFF against the intensities, percentage points. */
  headerRatio: 2,
  /** The catalogue's flux against the file's, a share of it. */
  flux: 0.02,
  /** The catalogue's power against the file's lamp sets, W. */
  power: 0.5,
  /** The catalogue's beam angle against the file's, degrees. */
  beamAngle: 2,
  /** Two planes count as mirror images when no intensity differs by more than this share of the peak. */
  symmetry: 0.01,
} as const;

const planeStep = 5;

/**
 * The strongest symmetry the stored intensities hold (checked every 5° of C): what the file could
 * declare and store less for. Only symmetry the data can show is looked for: a file that stores
 * half the planes cannot show the other half differs.
 */
function symmetryHeld(file: Eulumdat, peak: number): EulumdatSymmetry {
  const limit = tolerances.symmetry * peak;
  const same = (a: number, b: number) => {
    const first = planeIntensities(file, a);
    const second = planeIntensities(file, b);
    return first.every((value, index) => Math.abs(value - (second[index] ?? 0)) <= limit);
  };
  const everyPlane = (test: (c: number) => boolean) =>
    Array.from({ length: 360 / planeStep }, (_, index) => index * planeStep).every(test);
  if (file.symmetry === 1) return 1;
  if (everyPlane((c) => same(c, 0))) return 1;
  const acrossC0 = everyPlane((c) => same(c, 360 - c));
  const acrossC90 = everyPlane((c) => same(c, 180 - c));
  if (acrossC0 && acrossC90) return 4;
  if (acrossC0) return 2;
  if (acrossC90) return 3;
  return 0;
}

/** How many planes a symmetry stores: a stronger one keeps fewer. */
const storedShare: Record<EulumdatSymmetry, number> = { 0: 4, 2: 2, 3: 2, 4: 1, 1: 0 };

/**
 * The file checked against itself (its header's ratios, its symmetry flag) and, when given,
 * against the catalogue's figures. Empty when all agree.
 */
export function consistencyFindings(
  file: Eulumdat,
  summary: PhotometricSummary,
  declared?: DeclaredFigures,
): Finding[] {
  const findings: Finding[] = [];
  if (!(lampFlux(file) > 0)) findings.push({ code: 'no-lamp-flux' });
  const lor = 100 * summary.lightOutputRatio;
  if (!(Math.abs(file.header.lightOutputRatio - lor) <= tolerances.headerRatio))
    findings.push({ code: 'header-light-output-ratio', declared: file.header.lightOutputRatio, computed: lor });
  const dff = 100 * summary.downwardFluxFraction;
  if (!(Math.abs(file.header.downwardFluxFraction - dff) <= tolerances.headerRatio))
    findings.push({ code: 'header-downward-flux-fraction', declared: file.header.downwardFluxFraction, computed: dff });
  const held = symmetryHeld(file, summary.peak.candelaPerKilolumen);
  if (storedShare[held] < storedShare[file.symmetry])
    findings.push({ code: 'symmetry-understated', declared: file.symmetry, found: held });
  if (!declared) return findings;
  const { flux, power, beamAngle } = declared;
  if (flux !== null && Math.abs(flux - summary.luminaireFlux) > tolerances.flux * summary.luminaireFlux)
    findings.push({ code: 'catalogue-flux', declared: flux, computed: summary.luminaireFlux });
  if (power !== null && Math.abs(power - summary.power) > tolerances.power)
    findings.push({ code: 'catalogue-power', declared: power, computed: summary.power });
  const beam = Math.max(summary.beam.c0c180.halfPeak, summary.beam.c90c270.halfPeak);
  if (beamAngle !== null && Math.abs(beamAngle - beam) > tolerances.beamAngle)
    findings.push({ code: 'catalogue-beam-angle', declared: beamAngle, computed: beam });
  return findings;
}
