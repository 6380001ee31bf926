import { bugRating, type BugRating } from './bug.js';
import { beamCone, coneRows, typicalMountingHeights, type ConeRow } from './cone.js';
import { consistencyFindings, type Finding } from './consistency.js';
import { mainPlanes, type MainPlanes } from './main-planes.js';
import { readPhotometricFile, type FileProblem, type PhotometricFormat } from './photometric-file.js';
import { photometricSummary, type PhotometricSummary } from './summary.js';
import { ugrTable, type UgrTable } from './ugr.js';
import { writeEulumdat, writeIes } from './write.js';

/** The largest file the checker reads: a full 1° grid in either format is about a quarter of it. */
export const maxCheckedFileBytes = 2 * 1024 * 1024;

/** Everything the checker shows of a file it could read. */
export interface PhotometricCheck {
  format: PhotometricFormat;
  luminaireName: string;
  /** Null when the main planes hold no light. */
  planes: MainPlanes | null;
  /** Null when the file sends no light at all. */
  summary: PhotometricSummary | null;
  /** Null where the file cannot give one. */
  bug: BugRating | null;
  /** Null without a luminous area, a lamp flux or downward light. */
  ugr: UgrTable | null;
  /** The typical mounting heights for its flux; null without light straight down. */
  cone: ConeRow[] | null;
  /** Where the file disagrees with itself. */
  findings: Finding[];
  /** The file in the other format: IES LM-63-2002 for an LDT, EULUMDAT for an IES file. */
  converted: { format: PhotometricFormat; text: string };
}

export type CheckOutcome = { ok: true; check: PhotometricCheck } | { ok: false; problems: FileProblem[] };

/**
 * A visitor's file read and computed as a catalogue file is: the summary, UGR table, polar and
 * cone diagrams and consistency check, and the file written in the other format. Pure, so a worker
 * pool runs it (check-task.ts): the UGR table alone takes tens of milliseconds of a core.
 */
export function checkPhotometricFile(bytes: Uint8Array): CheckOutcome {
  if (bytes.byteLength > maxCheckedFileBytes)
    return {
      ok: false,
      problems: [{ code: 'too-large', field: 'file', line: null, found: String(bytes.byteLength), expected: '≤ 2 MB' }],
    };
  const reading = readPhotometricFile(bytes);
  if (!reading.ok) return { ok: false, problems: reading.problems };
  const { file, format } = reading;
  const summary = photometricSummary(file);
  const cone = beamCone(file);
  return {
    ok: true,
    check: {
      format,
      luminaireName: file.luminaireName,
      planes: mainPlanes(file),
      summary,
      bug: bugRating(file),
      ugr: ugrTable(file),
      cone: cone && summary ? coneRows(cone, typicalMountingHeights(summary.luminaireFlux)) : null,
      findings: summary ? consistencyFindings(file, summary) : [],
      converted:
        format === 'eulumdat'
          ? { format: 'ies', text: writeIes(file) }
          : { format: 'eulumdat', text: writeEulumdat(file) },
    },
  };
}
