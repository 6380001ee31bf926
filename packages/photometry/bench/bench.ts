// `pnpm bench:photometry`: what reading a photometric file costs one core. The eleven published
// reference files (src/test-support/ugr-reference) stand for typical catalogue files; a 1° grid in
// all 360 planes with no symmetry for the largest a goniophotometer writes, and a 0.5° one for
// about the largest a visitor can make the checker read (its limit is 2 MB).
// Prints the median and the worst of each step per file. Budget (DESIGN.md): the summary of a
// typical file ≤ 50 ms of one core; the checker's whole computation of the largest file is what
// its worker-pool timeout has to cover.
import { readdirSync, readFileSync } from 'node:fs';
import { bugRating } from '../src/bug.js';
import { checkPhotometricFile } from '../src/check.js';
import { beamCone } from '../src/cone.js';
import { parseEulumdat, type Eulumdat } from '../src/eulumdat.js';
import { mainPlanes } from '../src/main-planes.js';
import { photometricSummary } from '../src/summary.js';
import { ldt } from '../src/test-support/ldt.js';
import { ugrTable } from '../src/ugr.js';

const rounds = Number(process.env.BENCH_PHOTOMETRY_ROUNDS ?? 20);
const referenceDirectory = new URL('../src/test-support/ugr-reference/', import.meta.url);

function fullGridFile(step: number): string {
  const cAngles = Array.from({ length: 360 / step }, (_, index) => index * step);
  const gammaAngles = Array.from({ length: 180 / step + 1 }, (_, index) => index * step);
  // A street-like asymmetric optic: a lobe towards C90 at 65°, a little light behind, none above 85°.
  const intensities = cAngles.map((c) =>
    gammaAngles.map((gamma) => {
      if (gamma > 85) return 0;
      const towardsStreet = Math.max(0, Math.sin((c * Math.PI) / 180));
      const lobe = Math.exp(-(((gamma - 65) / 12) ** 2)) * towardsStreet * 400;
      return Math.round((120 * Math.cos((gamma * Math.PI) / 180) + lobe) * 10) / 10;
    }),
  );
  return ldt({ symmetry: 0, cAngles, gammaAngles, intensities, lampFlux: 12_000 });
}

function milliseconds(work: () => unknown): number[] {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const files = readdirSync(referenceDirectory)
  .filter((name) => name.endsWith('.ldt'))
  .sort()
  .map((name) => ({ name, text: readFileSync(new URL(name, referenceDirectory), 'latin1') }));
files.push(
  { name: 'full 1° grid, no symmetry', text: fullGridFile(1) },
  { name: 'full 0.5° grid, no symmetry', text: fullGridFile(0.5) },
);

const steps: [string, (file: Eulumdat, text: string) => unknown][] = [
  ['parse', (_file, text) => parseEulumdat(text)],
  ['summary', (file) => photometricSummary(file)],
  ['main planes', (file) => mainPlanes(file)],
  ['cone', (file) => beamCone(file)],
  ['BUG', (file) => bugRating(file)],
  ['UGR table', (file) => ugrTable(file)],
  ['checker (all)', (_file, text) => checkPhotometricFile(new TextEncoder().encode(text))],
];

const format = (value = Number.NaN) => value.toFixed(value < 10 ? 2 : 1).padStart(7);
const print = (cells: string[]) => process.stdout.write(`${cells.join(' ')}\n`);
process.stdout.write(`${String(rounds)} rounds per step; median / worst, ms of one core\n`);
print(['file'.padEnd(28), 'KB'.padStart(5), ...steps.map(([name]) => name.padStart(17))]);
for (const { name, text } of files) {
  const file = parseEulumdat(text);
  if (!file) throw new Error(`${name} does not read as EULUMDAT`);
  const cells = steps.map(([, step]) => {
    const times = milliseconds(() => step(file, text));
    return `${format(times[Math.floor(times.length / 2)])} /${format(times.at(-1))}`;
  });
  print([name.padEnd(28), String(Math.round(text.length / 1024)).padStart(5), ...cells]);
}
