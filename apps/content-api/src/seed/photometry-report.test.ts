import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeModelDocuments } from '@ostrel/seed-assets/documents/write-documents';
import { describe, expect, it } from 'vitest';
import { generateModels } from './generate/models.js';
import { loadContent } from './load-content.js';
import { checkModelLdt, describeFindings, photometryReport } from './photometry-report.js';

const [first, second, third] = generateModels(loadContent().catalog).filter((model) => model.technical.flux !== null);

describe('the photometry report of the seed', () => {
  it('counts every LDT file checked and lists the ones with findings, as the contract words them', () => {
    const report = photometryReport(
      [first!, second!, third!],
      [
        { documents: [], check: { url: '/upload/docs/a.ldt', findings: [] } },
        {
          documents: [],
          check: {
            url: '/upload/docs/b.ldt',
            findings: [
              { code: 'header-light-output-ratio', declared: 100, computed: 62.83 },
              { code: 'symmetry-understated', declared: 0, found: 1 },
            ],
          },
        },
        { documents: [], check: { url: '/upload/docs/c.ldt', findings: 'unreadable' } },
      ],
    );
    expect(report.checked).toBe(3);
    expect(report.files).toEqual([
      {
        gnkCode: second!.gnkCode,
        nkCode: second!.nkCode,
        url: '/upload/docs/b.ldt',
        findings: [
          { code: 'header-light-output-ratio', declared: 100, computed: 62.83 },
          { code: 'symmetry-understated', declared: 0, computed: 1 },
        ],
      },
      {
        gnkCode: third!.gnkCode,
        nkCode: third!.nkCode,
        url: '/upload/docs/c.ldt',
        findings: [{ code: 'unreadable', declared: null, computed: null }],
      },
    ]);
    expect(describeFindings(report.files[0]!.findings)).toBe(
      'header-light-output-ratio 100 declared, 62.8 computed; symmetry-understated 0 declared, 1 computed',
    );
  });

  it('leaves out models without an LDT file', () => {
    expect(photometryReport([first!], [{ documents: [], check: null }])).toMatchObject({ checked: 0, files: [] });
  });

  it('reads a model’s LDT file back from disk and finds where the catalogue’s figures are not the file’s', async () => {
    const uploadDir = await mkdtemp(join(tmpdir(), 'photometry-check-'));
    try {
      const model = first!;
      const ldt = (await writeModelDocuments(model, uploadDir)).find((document) => document.type === 'ldt')!;
      expect(await checkModelLdt(model, uploadDir, ldt.url)).toEqual([]);
      // The catalogue says 10 % more light and 3 W more than the file it serves.
      const declared = {
        ...model,
        technical: { ...model.technical, flux: model.technical.flux! * 1.1, power: model.technical.power + 3 },
      };
      const findings = await checkModelLdt(declared, uploadDir, ldt.url);
      expect(findings).not.toBe('unreadable');
      expect(findings === 'unreadable' ? [] : findings.map((finding) => finding.code)).toEqual([
        'catalogue-flux',
        'catalogue-power',
      ]);
    } finally {
      await rm(uploadDir, { recursive: true, force: true });
    }
  });
});
