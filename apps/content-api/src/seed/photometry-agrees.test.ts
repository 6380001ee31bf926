import { parseEulumdat } from '@ostrel/photometry/eulumdat';
import { photometricSummary } from '@ostrel/photometry/summary';
import { catalogueUgr } from '@ostrel/photometry/ugr';
import { planModelDocuments } from '@ostrel/seed-assets/documents/write-documents';
import { describe, expect, it } from 'vitest';
import type { PhotometryCheckReport } from '@ostrel/contract/schemas/catalog';
import { api, json } from '../test-support/client.js';
import { generateModels } from './generate/models.js';
import { loadContent } from './load-content.js';

const luminaires = generateModels(loadContent().catalog).filter((model) => model.technical.flux !== null);

/** Off by more than `tolerance` (a share): a line a fix can start from. */
const differs = (declared: number, computed: number, tolerance: number) =>
  Math.abs(computed - declared) > tolerance * Math.abs(declared);

/**
 * What the catalogue declares about a luminaire's light, read back from the LDT file a designer
 * downloads (as the content API serves it) by @ostrel/photometry, which reads files its own way
 * and shares no code with the generator that wrote them.
 */
describe('each luminaire’s LDT file', () => {
  it('holds the flux, efficacy, power, light output ratio, beam angle and UGR the catalogue declares', async () => {
    expect(luminaires.length).toBeGreaterThan(200);
    const faults: string[] = [];
    for (const model of luminaires) {
      const url = planModelDocuments(model).find((document) => document.type === 'ldt')?.url ?? '';
      const response = await fetch(`${api.url}${url}`);
      const file = parseEulumdat(Buffer.from(await response.arrayBuffer()).toString('latin1'));
      const summary = file && photometricSummary(file);
      if (!file || !summary) {
        faults.push(`${model.nkCode}: ${url} (HTTP ${String(response.status)}) is not a EULUMDAT file with light`);
        continue;
      }
      const t = model.technical;
      const fault = (what: string, declared: number | null, computed: number) => {
        faults.push(`${model.nkCode}: ${what} ${String(declared)} declared, ${computed.toFixed(2)} in its file`);
      };
      if (t.flux !== null && differs(t.flux, summary.luminaireFlux, 0.01)) fault('flux', t.flux, summary.luminaireFlux);
      if (t.efficacy !== null && differs(t.efficacy, summary.efficacy ?? 0, 0.01))
        fault('efficacy', t.efficacy, summary.efficacy ?? 0);
      if (t.power !== summary.power) fault('power', t.power, summary.power);
      // The header's own ratios against the light the intensities hold, in per cent.
      if (differs(file.header.lightOutputRatio, 100 * summary.lightOutputRatio, 0.01))
        fault('header LOR', file.header.lightOutputRatio, 100 * summary.lightOutputRatio);
      if (Math.abs(file.header.downwardFluxFraction - 100 * summary.downwardFluxFraction) > 1)
        fault('header DFF', file.header.downwardFluxFraction, 100 * summary.downwardFluxFraction);
      // The beam angle a catalogue prints is the wider main plane's half-peak angle.
      const widest = Math.max(summary.beam.c0c180.halfPeak, summary.beam.c90c270.halfPeak);
      if (t.beamAngle !== null && Math.abs(widest - t.beamAngle) > 1) fault('beam angle', t.beamAngle, widest);
      // "UGR < N": the file's 4H×8H, 70/50/20 figure, as a planning program prints it (one decimal),
      // is under N and not under the limit below it (EN 12464-1: 16, 19, 22, 25, 28).
      if (t.ugr !== null) {
        const printed = Math.round(10 * (catalogueUgr(file) ?? Number.POSITIVE_INFINITY)) / 10;
        const below = [16, 19, 22, 25, 28].filter((limit) => limit < (t.ugr ?? 0)).at(-1) ?? 0;
        if (!(printed < t.ugr && printed >= below)) fault('UGR limit', t.ugr, printed);
      }
    }
    expect(faults).toEqual([]);
  });

  it('is checked by the seed, whose report for the content owner lists none: every file read, none at odds', async () => {
    const { status, body } = await json<PhotometryCheckReport>('/api/v1/catalog/photometry-checks');
    expect(status).toBe(200);
    expect(body.checked).toBe(luminaires.length);
    expect(body.files).toEqual([]);
    expect(Date.parse(body.checkedAt)).not.toBeNaN();
  });
});
