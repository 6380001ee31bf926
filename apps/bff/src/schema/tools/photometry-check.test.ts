import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { testBff, type GraphQLResponse } from '../../test-support/bff.js';
import { fromContentApi } from '../../test-support/content-api.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const checkQuery = graphql(`
  query CheckPhotometricFile($file: File!) {
    photometryCheck(file: $file) {
      problems {
        code
        field
        line
        found
        expected
      }
      result {
        fileName
        format
        luminaireName
        lightDistribution {
          maxIntensity
        }
        photometricSummary {
          lightOutputRatio
          downwardFluxFraction
          cieFluxCode
          luminaireFlux
          power
          beamC0C180 {
            halfPeak
          }
          beamC90C270 {
            halfPeak
          }
        }
        ugrTable {
          catalogueValue
        }
        coneDiagram {
          height
          centreIlluminance
        }
        findings {
          code
          declared
          computed
        }
        converted {
          format
          fileName
          text
        }
      }
    }
  }
`);

const modelQuery = graphql(`
  query CheckedModel($gnkCode: String!, $nkCode: String!) {
    model(gnkCode: $gnkCode, nkCode: $nkCode) {
      __typename
      ... on Model {
        photometry {
          ldt {
            url
          }
          ies {
            url
          }
        }
        photometricSummary {
          lightOutputRatio
          luminaireFlux
          power
          cieFluxCode
          beamC0C180 {
            halfPeak
          }
          beamC90C270 {
            halfPeak
          }
        }
        ugrTable {
          catalogueValue
        }
      }
    }
  }
`);

type Bff = ReturnType<typeof testBff>['bff'];

/** A GraphQL multipart request with one file part, as the site's browser client sends it. */
async function sendFile<Data>(
  bff: Bff,
  document: TypedDocumentNode<Data, { file: File }>,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: print(document), variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([bytes]), name);
  const response = await bff.fetch('http://bff.test/graphql', {
    method: 'POST',
    headers: { locale: 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<Data> };
}

const text = (value: string) => new TextEncoder().encode(value);

describe('the photometric file checker', () => {
  const { bff, query } = testBff();
  const check = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
    const { status, body } = await sendFile(bff, checkQuery, name, bytes);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    return body.data!.photometryCheck;
  };
  const model = async () => {
    const answer = await query(modelQuery, { variables: { gnkCode: 'plato', nkCode: 'plato-40-840' } });
    return unionMember(answer.body.data!.model, 'Model');
  };

  it('reads a catalogue LDT file as the model page does, and converts it to IES', async () => {
    const plato = await model();
    const ldt = new Uint8Array(await (await fromContentApi(plato.photometry.ldt!.url)).arrayBuffer());
    const answer = await check('plato-40-840.ldt', ldt);
    expect(answer.problems).toEqual([]);
    const result = answer.result!;
    expect(result.format).toBe('eulumdat');
    expect(result.fileName).toBe('plato-40-840.ldt');
    // The same file, the same figures as the model page's.
    expect(result.photometricSummary).toEqual(expect.objectContaining(plato.photometricSummary));
    expect(result.ugrTable?.catalogueValue).toBe(plato.ugrTable?.catalogueValue);
    expect(result.lightDistribution?.maxIntensity).toBeGreaterThan(0);
    expect(result.coneDiagram?.length).toBe(5);
    expect(result.findings).toEqual([]);
    expect(result.converted.format).toBe('ies');
    expect(result.converted.fileName).toBe('plato-40-840.ies');
    expect(result.converted.text).toMatch(/^IESNA:LM-63-2002\r?\n/);

    // The converted file, checked in turn, gives the same luminaire.
    const back = (await check(result.converted.fileName, text(result.converted.text))).result!;
    expect(back.format).toBe('ies');
    const summary = back.photometricSummary!;
    expect(summary.luminaireFlux).toBeCloseTo(result.photometricSummary!.luminaireFlux, -1);
    expect(summary.power).toBeCloseTo(result.photometricSummary!.power, 2);
    expect(summary.beamC0C180.halfPeak).toBeCloseTo(result.photometricSummary!.beamC0C180.halfPeak, 0);
    expect(Math.abs((back.ugrTable?.catalogueValue ?? 0) - (result.ugrTable?.catalogueValue ?? 99))).toBeLessThan(0.2);
    expect(back.converted.format).toBe('eulumdat');
  });

  it("reads the catalogue's IES file as the same luminaire as its LDT", async () => {
    const plato = await model();
    const ies = new Uint8Array(await (await fromContentApi(plato.photometry.ies!.url)).arrayBuffer());
    const result = (await check('plato.ies', ies)).result!;
    expect(result.format).toBe('ies');
    const summary = result.photometricSummary!;
    expect(Math.abs(summary.luminaireFlux / plato.photometricSummary!.luminaireFlux - 1)).toBeLessThan(0.01);
    expect(summary.beamC0C180.halfPeak).toBeCloseTo(plato.photometricSummary!.beamC0C180.halfPeak, 0);
    expect(summary.beamC90C270.halfPeak).toBeCloseTo(plato.photometricSummary!.beamC90C270.halfPeak, 0);
  });

  it('points at the line and value of a broken file', async () => {
    const plato = await model();
    const lines = (await (await fromContentApi(plato.photometry.ldt!.url)).text()).split('\r\n');
    lines[2] = '7';
    const answer = await check('broken.ldt', text(lines.join('\r\n')));
    expect(answer.result).toBeNull();
    expect(answer.problems[0]).toEqual({
      code: 'outOfRange',
      field: 'symmetry',
      line: 3,
      found: '7',
      expected: '0–4',
    });
  });

  it('tells a PDF, an empty file and a file past 2 MB apart', async () => {
    const problem = async (name: string, bytes: Uint8Array<ArrayBuffer>) =>
      (await check(name, bytes)).problems.map(({ code, field, line }) => ({ code, field, line }));
    expect(await problem('datasheet.ldt', text('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n'))).toEqual([
      { code: 'binary', field: 'file', line: null },
    ]);
    expect(await problem('empty.ies', new Uint8Array(0))).toEqual([{ code: 'empty', field: 'file', line: null }]);
    expect(await problem('huge.ldt', new Uint8Array(3 * 1024 * 1024).fill(0x31))).toEqual([
      { code: 'tooLarge', field: 'file', line: null },
    ]);
  });

  it('keeps no answer: two files of one name and size get their own', async () => {
    const plato = await model();
    const original = await (await fromContentApi(plato.photometry.ldt!.url)).text();
    const lines = original.split('\r\n');
    // Line 23 is the header's LOR (100 % in the seed's absolute photometry): 90 % written as long.
    expect(lines[22]).toBe('100');
    const altered = [...lines];
    altered[22] = '090';
    expect(altered.join('\r\n').length).toBe(original.length);
    const first = await check('same.ldt', text(original));
    const second = await check('same.ldt', text(altered.join('\r\n')));
    expect(first.result?.findings).toEqual([]);
    expect(second.result?.findings.map((finding) => finding.code)).toEqual(['headerLightOutputRatio']);
  });
});
