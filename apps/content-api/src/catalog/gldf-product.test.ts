import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Model } from '@ostrel/contract/schemas/catalog';
import { productXml } from '@ostrel/gldf/product-xml';
import { parseEulumdat } from '@ostrel/photometry/eulumdat';
import { validateXML } from 'xmllint-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateModels } from '../seed/generate/models.js';
import { loadContent } from '../seed/load-content.js';
import { api, json } from '../test-support/client.js';
import { gldfProduct, tenderText, type GldfModelSource } from './gldf-product.js';

const schema = readFileSync(createRequire(import.meta.url).resolve('@ostrel/gldf/xsd/gldf-1.0.0-rc.3.xsd'), 'utf8');
const catalog = loadContent().catalog;
const createdAt = '2026-11-30T12:00:00Z';

/** Every seed model in both languages, as the API serves them, with its LDT file read. */
const sources = new Map<string, GldfModelSource>();

async function modelsByIds(ids: number[], locale: 'ru' | 'en'): Promise<Model[]> {
  const query = ids.map((id) => `ids[]=${String(id)}`).join('&');
  return (await json<Model[]>(`/api/v1/catalog/models?${query}`, { locale })).body;
}

beforeAll(async () => {
  const ids = generateModels(catalog, { declaredUgr: false }).map((model) => model.id);
  for (let start = 0; start < ids.length; start += 24) {
    const batch = ids.slice(start, start + 24);
    const [ru, en] = await Promise.all([modelsByIds(batch, 'ru'), modelsByIds(batch, 'en')]);
    for (const [index, model] of ru.entries()) {
      const ldtUrl = model.photometry.ldt?.url;
      const ldt = ldtUrl ? parseEulumdat(await (await fetch(`${api.url}${ldtUrl}`)).text()) : null;
      sources.set(model.nkCode, { ru: model, en: en[index]!, ldt });
    }
  }
}, 120_000);

/** xmllint's errors for each document against the official XSD, by name; empty when all are valid. */
async function schemaErrors(documents: { name: string; xml: string }[]): Promise<string[]> {
  const result = await validateXML({
    xml: documents.map(({ name, xml }) => ({ fileName: `${name}.xml`, contents: xml })),
    schema: [schema],
  });
  return result.errors.map((error) => error.rawMessage);
}

describe('the GLDF product of the seed catalogue', () => {
  it('is valid against the official XSD for every luminaire alone and every series with its models as variants', async () => {
    const luminaires = [...sources.values()].filter((source) => source.ldt !== null);
    expect(luminaires.length).toBeGreaterThan(250);
    const documents = luminaires.map(({ ru, en, ldt }) => {
      const built = gldfProduct(
        {
          id: ru.nkCode,
          number: ru.nkCode.toUpperCase(),
          name: { ru: ru.name, en: en.name },
          description: { ru: ru.description, en: en.description },
        },
        [{ ru, en, ldt }],
        createdAt,
      );
      return { name: ru.nkCode, xml: productXml(built!.product) };
    });
    for (const series of catalog.series) {
      const models = [...sources.values()].filter((source) => source.ru.gnkCode === series.gnkCode);
      const built = gldfProduct(
        {
          id: series.gnkCode,
          number: series.gnkCode.toUpperCase(),
          name: { ru: series.name, en: series.name },
          description: series.preview,
        },
        models,
        createdAt,
      );
      if (built) documents.push({ name: series.gnkCode, xml: productXml(built.product) });
    }
    expect(documents.length).toBeGreaterThan(300);
    expect(await schemaErrors(documents)).toEqual([]);
  }, 120_000);

  it('lists every file a variant refers to, with the picture, the photometry and the datasheets in both languages', () => {
    const plato = sources.get('plato-25-830')!;
    const built = gldfProduct(
      {
        id: 'plato-25-830',
        number: 'PLATO-25-830',
        name: { ru: 'PLATO', en: 'PLATO' },
        description: { ru: '', en: '' },
      },
      [plato],
      createdAt,
    )!;
    expect(built.files.map((file) => [file.contentType, file.language ?? null])).toEqual(
      expect.arrayContaining([
        ['ldc/eulumdat', null],
        ['ldc/ies', null],
        ['document/pdf', 'ru'],
        ['document/pdf', 'en'],
        ['image/jpg', null],
      ]),
    );
    const xml = productXml(built.product);
    for (const file of built.files) expect(xml).toContain(`id="${file.id}"`);
    const variant = built.product.variants[0]!;
    expect(xml).toContain(`<PhotometryFileReference fileId="${variant.photometryFileId}"/>`);
    expect(
      built.files.some((file) => file.id === variant.photometryFileId && file.url === plato.ru.photometry.ldt?.url),
    ).toBe(true);
    // The file's own UGR figures, under the catalogue's declared limit.
    expect(Math.max(variant.photometry!.ugr4H8H!.crosswise, variant.photometry!.ugr4H8H!.endwise)).toBeLessThan(
      plato.ru.technical.ugr!,
    );
  });

  it('reads every Ex marking of the catalogue into an ATEX block: where each luminaire may be used', () => {
    const ex = [...sources.values()].filter((source) => source.ru.technical.exMarking !== null && source.ldt !== null);
    expect(ex.length).toBeGreaterThan(5);
    for (const { ru, en, ldt } of ex) {
      const built = gldfProduct(
        { id: ru.nkCode, number: ru.nkCode, name: { ru: ru.name, en: en.name }, description: { ru: '', en: '' } },
        [{ ru, en, ldt }],
        createdAt,
      )!;
      // A marking the reader refuses would leave the block out: every catalogue marking reads.
      expect(built.product.variants[0]!.attributes.atex, ru.technical.exMarking!).not.toBeNull();
    }
    const atlant = ex.find((source) => source.ru.technical.exMarking === '1Ex db IIC T6 Gb / Ex tb IIIC T85°C Db')!;
    const atlantAttributes = gldfProduct(
      { id: 'a', number: 'A', name: { ru: 'A', en: 'A' }, description: { ru: '', en: '' } },
      [atlant],
      createdAt,
    )!.product.variants[0]!.attributes;
    // Its certificates' schemes are its approval marks, after the EAC mark.
    expect(atlantAttributes.approvalMarks).toEqual(['EAC', 'EAC Ex', 'IECEx', 'ATEX']);
    const block = atlantAttributes.atex;
    // IEC 60079-14: Gb serves zones 1 and 2, Db zones 21 and 22; IIC covers every gas group and
    // IIIC every dust group; T6 (85 °C) every class. ATEX's group II takes gas and dust alike.
    expect(block).toEqual({
      gasZones: ['1', '2'],
      dustZones: ['21', '22'],
      gasGroups: ['IIA', 'IIB', 'IIB + H2', 'IIC'],
      dustGroups: ['IIIA', 'IIIB', 'IIIC'],
      maximumSurfaceTemperature: '85 °C',
      temperatureClasses: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'],
      exCodes: ['db', 'tb'],
      protectionLevels: ['Gb', 'Db'],
      equipmentGroups: ['II'],
      categories: ['2G', '2D'],
      atmospheres: ['G', 'D'],
      groups: ['IIC', 'IIIC'],
    });
    const zone2 = ex.find((source) => source.ru.technical.exMarking === '2Ex ec IIC T4 Gc')!;
    const zone2Block = gldfProduct(
      { id: 'z', number: 'Z', name: { ru: 'Z', en: 'Z' }, description: { ru: '', en: '' } },
      [zone2],
      createdAt,
    )!.product.variants[0]!.attributes.atex;
    expect(zone2Block).toMatchObject({
      gasZones: ['2'],
      temperatureClasses: ['T1', 'T2', 'T3', 'T4'],
      categories: ['3G'],
    });
  });

  it('leaves out what gives no light to plan with (a motion sensor), and is null with nothing left', () => {
    const sensor = [...sources.values()].find((source) => source.ldt === null)!;
    expect(
      gldfProduct(
        { id: 'x', number: 'X', name: { ru: 'X', en: 'X' }, description: { ru: '', en: '' } },
        [sensor],
        createdAt,
      ),
    ).toBeNull();
  });

  it('writes a tender text from the model’s own figures, in each language', () => {
    const { ru, en } = sources.get('plato-25-830')!;
    const russian = tenderText(ru, 'ru');
    expect(russian).toContain(`Светодиодный светильник ${ru.name}`);
    expect(russian).toContain(`${String(ru.technical.cct)} K`);
    expect(russian).toContain(`UGR < ${String(ru.technical.ugr)}`);
    expect(russian).toContain('IP40');
    expect(tenderText(en, 'en')).toMatch(/^LED luminaire PLATO .* EAC certified\.$/);
    // Years counted as Russian counts them.
    const warranty = (years: number) =>
      tenderText({ ...ru, technical: { ...ru.technical, warrantyYears: years } }, 'ru').match(/гарантия [^,]+/)?.[0];
    expect([1, 3, 5].map(warranty)).toEqual(['гарантия 1 год', 'гарантия 3 года', 'гарантия 5 лет']);
  });
});
