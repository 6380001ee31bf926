import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhotometryCheckReport } from '@ostrel/contract/schemas/catalog';
import { consistencyFindings, type Finding } from '@ostrel/photometry/consistency';
import { parseEulumdat } from '@ostrel/photometry/eulumdat';
import { photometricSummary } from '@ostrel/photometry/summary';
import type { generateModels } from './generate/models.js';
import type { WrittenDocuments } from './write-documents-in-workers.js';

type GeneratedModel = ReturnType<typeof generateModels>[number];

/**
 * A model's LDT file read back as a designer's program reads it (the bytes on disk, not what the
 * generator meant) and checked against itself and the model's declared figures.
 */
export async function checkModelLdt(
  model: GeneratedModel,
  uploadDir: string,
  url: string,
): Promise<Finding[] | 'unreadable'> {
  const bytes = await readFile(join(uploadDir, url.replace(/^\/upload\//, '')));
  const file = parseEulumdat(bytes.toString('latin1'));
  const summary = file && photometricSummary(file);
  if (!file || !summary) return 'unreadable';
  const { flux, power, beamAngle } = model.technical;
  return consistencyFindings(file, summary, { flux, power, beamAngle });
}

type Reported = PhotometryCheckReport['files'][number]['findings'][number];

/** A finding as the contract reports it: what was declared against what the file gives. */
function reported(finding: Finding): Reported {
  switch (finding.code) {
    case 'no-lamp-flux':
      return { code: finding.code, declared: null, computed: null };
    case 'symmetry-understated':
      return { code: finding.code, declared: finding.declared, computed: finding.found };
    default:
      return { code: finding.code, declared: finding.declared, computed: finding.computed };
  }
}

/** The check of every LDT file the seed wrote, with the files that have findings. */
export function photometryReport(
  models: readonly GeneratedModel[],
  written: readonly WrittenDocuments[],
): PhotometryCheckReport {
  const files = models.flatMap((model, index) => {
    const check = written[index]?.check;
    if (!check) return [];
    const findings: Reported[] =
      check.findings === 'unreadable'
        ? [{ code: 'unreadable', declared: null, computed: null }]
        : check.findings.map(reported);
    return [{ gnkCode: model.gnkCode, nkCode: model.nkCode, url: check.url, findings }];
  });
  return {
    checkedAt: new Date().toISOString(),
    checked: files.length,
    files: files.filter((file) => file.findings.length > 0),
  };
}

/** One log line's worth: "header-light-output-ratio 100 declared, 62.8 computed; …". */
export function describeFindings(findings: readonly Reported[]): string {
  return findings
    .map(({ code, declared, computed }) =>
      declared === null || computed === null
        ? code
        : `${code} ${String(Math.round(declared * 10) / 10)} declared, ${String(Math.round(computed * 10) / 10)} computed`,
    )
    .join('; ');
}
