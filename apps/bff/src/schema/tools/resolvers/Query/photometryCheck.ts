import { maxCheckedFileBytes, type PhotometricCheck } from '@ostrel/photometry/check';
import type { Finding } from '@ostrel/photometry/consistency';
import type { FileProblem } from '@ostrel/photometry/photometric-file';
import { quotedUgr } from '@ostrel/photometry/ugr';
import type {
  PhotometricFileField,
  PhotometricFileProblem,
  PhotometricFileProblemCode,
  PhotometricFinding,
  PhotometryCheck,
  PhotometryCheckAnswer,
  QueryResolvers,
} from '../../../../generated/resolvers-types.js';
import { enumName } from '../../../base/enum-name.js';

type Answer = PhotometryCheckAnswer;

function problemOf(problem: FileProblem): PhotometricFileProblem {
  return {
    ...problem,
    code: enumName(problem.code) as PhotometricFileProblemCode,
    field: enumName(problem.field) as PhotometricFileField,
  };
}

const wholeFile = (code: PhotometricFileProblemCode, found: string | null = null): Answer => ({
  problems: [{ code, field: 'file', line: null, found, expected: code === 'tooLarge' ? '≤ 2 MB' : null }],
  result: null,
});

/** The findings a file can have on its own (the catalogue's figures are not compared here). */
function findingOf(finding: Finding): PhotometricFinding | null {
  switch (finding.code) {
    case 'no-lamp-flux':
      return { code: 'noLampFlux', declared: null, computed: null };
    case 'header-light-output-ratio':
      return { code: 'headerLightOutputRatio', declared: finding.declared, computed: finding.computed };
    case 'header-downward-flux-fraction':
      return { code: 'headerDownwardFluxFraction', declared: finding.declared, computed: finding.computed };
    case 'symmetry-understated':
      return { code: 'symmetryUnderstated', declared: finding.declared, computed: finding.found };
    default:
      return null;
  }
}

/** The upload's name with the other format's extension, kept to characters every file system takes. */
function convertedName(uploaded: string, extension: string): string {
  const stem = uploaded
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 80);
  return `${stem || 'photometry'}.${extension}`;
}

function resultOf(fileName: string, check: PhotometricCheck): PhotometryCheck {
  const { summary, ugr, cone, converted } = check;
  return {
    fileName,
    format: check.format,
    luminaireName: check.luminaireName,
    lightDistribution: check.planes,
    photometricSummary: summary && {
      ...summary,
      beamC0C180: summary.beam.c0c180,
      beamC90C270: summary.beam.c90c270,
      bugRating: check.bug,
    },
    ugrTable: ugr && {
      spacingToHeight: ugr.spacingToHeight,
      lampFlux: ugr.lampFlux,
      reflectances: [...ugr.reflectances],
      rows: ugr.rows.map(({ room, crosswise, endwise }) => ({ x: room.x, y: room.y, crosswise, endwise })),
      catalogueValue: quotedUgr(ugr),
    },
    coneDiagram:
      cone?.map(({ height, centreIlluminance, beamDiameter }) => ({
        height,
        centreIlluminance,
        beamDiameterC0C180: beamDiameter.c0c180,
        beamDiameterC90C270: beamDiameter.c90c270,
      })) ?? null,
    findings: check.findings.map(findingOf).filter((finding) => finding !== null),
    converted: {
      format: converted.format,
      fileName: convertedName(fileName, converted.format === 'ies' ? 'ies' : 'ldt'),
      text: converted.text,
    },
  };
}

export const photometryCheck: NonNullable<QueryResolvers['photometryCheck']> = async (
  _parent,
  { file },
  context,
): Promise<Answer> => {
  // Refused before it is read: the checker's cost is bounded by what it takes in.
  if (file.size > maxCheckedFileBytes) return wholeFile('tooLarge', String(file.size));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const computed = await context.compute.checkPhotometricFile(bytes);
  if (computed.status !== 'ok') {
    context.log.warn({ msg: 'photometric file not checked', cause: computed.status });
    return wholeFile('busy');
  }
  const outcome = computed.value;
  if (!outcome.ok) return { problems: outcome.problems.map(problemOf), result: null };
  return { problems: [], result: resultOf(file.name, outcome.check) };
};
