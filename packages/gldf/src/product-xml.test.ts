import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { productXml, type GldfAtex, type GldfProduct, type GldfVariant } from './product-xml.js';

const schema = readFileSync(new URL('./xsd/gldf-1.0.0-rc.3.xsd', import.meta.url), 'utf8');

/** xmllint's verdict on a product.xml against the official XSD: its errors, none when valid. */
async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'product.xml', contents: xml }], schema: [schema] });
  return result.errors.map((error) => error.rawMessage);
}

const variant = (id: string, overrides: Partial<GldfVariant> = {}): GldfVariant => ({
  id,
  productNumber: id.toUpperCase(),
  name: { ru: `Светильник ${id}`, en: `Luminaire ${id}` },
  description: { ru: 'Описание & «кавычки» <тег>', en: 'A description & "quotes" <tag>' },
  tenderText: { ru: 'Светодиодный светильник…', en: 'LED luminaire…' },
  photometryFileId: `ldt-${id}`,
  photometry: {
    lightOutputRatio: 1,
    luminousEfficacy: 140.2,
    downwardFluxFraction: 1,
    downwardLightOutputRatio: 1,
    upwardLightOutputRatio: 0,
    tenthPeakDivergence: { c0c180: 151.3, c90c270: 149.9 },
    halfPeakDivergence: { c0c180: 104.2, c90c270: 101.8 },
    cieFluxCode: '52 85 98 100 100',
    ugr4H8H: { crosswise: 18.24, endwise: 17.9 },
  },
  power: 25,
  flux: 3505,
  cct: 4000,
  cri: 82,
  pictureFileIds: [`picture-${id}`],
  attributes: {
    size: { length: 595, width: 595, height: 40 },
    form: 'Square',
    ik: 'IK06',
    weight: 2.4,
    safetyClass: 'I',
    ip: 'IP40',
    powerFactor: 0.95,
    medianUsefulLife: 'L80B50 50000h',
    ambient: { lower: -10, upper: 40 },
    approvalMarks: ['EAC'],
    exMarking: null,
    atex: null,
  },
  ...overrides,
});

const product = (variants: GldfVariant[]): GldfProduct => ({
  manufacturer: 'OSTREL',
  createdWithApplication: 'ostrel.example catalogue',
  createdAt: '2026-11-30T12:00:00Z',
  uniqueId: '6f1c1f3a-4d55-4b5e-9a51-2f1d8f0b9c3e',
  author: 'OSTREL',
  contactEmail: 'info@ostrel.example',
  website: 'https://ostrel.example',
  productId: 'plato',
  productNumber: 'PLATO',
  name: { ru: 'PLATO', en: 'PLATO' },
  description: { ru: 'Панель', en: 'Panel' },
  tenderText: { ru: 'Текст', en: 'Text' },
  files: variants.flatMap((entry) => [
    { id: `ldt-${entry.id}`, contentType: 'ldc/eulumdat' as const, fileName: `${entry.id}.ldt` },
    { id: `picture-${entry.id}`, contentType: 'image/jpg' as const, fileName: `${entry.id}.jpg` },
  ]),
  variants,
});

/** `1Ex db IIC T6 Gb / Ex tb IIIC T85°C Db` as the ATEX block reads it. */
const exBlock: GldfAtex = {
  gasZones: ['1', '2'],
  dustZones: ['21', '22'],
  gasGroups: ['IIC', 'IIB + H2', 'IIB', 'IIA'],
  dustGroups: ['IIIC', 'IIIB', 'IIIA'],
  maximumSurfaceTemperature: '85 °C',
  temperatureClasses: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'],
  exCodes: ['db', 'tb'],
  protectionLevels: ['Gb', 'Db'],
  equipmentGroups: ['II'],
  categories: ['2G', '2D'],
  atmospheres: ['G', 'D'],
  groups: ['IIC', 'IIIC'],
};

describe('product.xml', () => {
  it('is valid against the official XSD of GLDF 1.0.0-rc.3, with one variant and with several', async () => {
    expect(await schemaErrors(productXml(product([variant('plato-25-830')])))).toEqual([]);
    expect(
      await schemaErrors(
        productXml(
          product([
            variant('plato-25-830'),
            variant('plato-40-840', { photometry: null, cct: null, cri: null, pictureFileIds: [] }),
            variant('ex-1', {
              attributes: {
                ...variant('x').attributes,
                exMarking: '1Ex db IIC T6 Gb / Ex tb IIIC T85°C Db',
                atex: exBlock,
                ik: null,
                size: null,
              },
            }),
          ]),
        ),
      ),
    ).toEqual([]);
  });

  it('writes the ATEX block in the XSD’s order, and GLDF refuses a code it has no value for', async () => {
    const xml = (atex: GldfAtex) =>
      productXml(product([variant('ex-1', { attributes: { ...variant('x').attributes, atex } })]));
    const written = xml(exBlock).replace(/>\s+</g, '><');
    expect(written).toMatch(
      /<ATEX><Zones><Gas><Zone>1<\/Zone><Zone>2<\/Zone><\/Gas><Dust><Zone>21<\/Zone><Zone>22<\/Zone><\/Dust><\/Zones>/,
    );
    expect(written).toContain('<MaximumSurfaceTemperature>85 °C</MaximumSurfaceTemperature>');
    expect(written).toContain('<EquipmentCategories><EquipmentCategory>2G</EquipmentCategory>');
    expect((await schemaErrors(xml({ ...exBlock, exCodes: ['d'] }))).join('\n')).toContain('ExCode');
  });

  it('fails the XSD where GLDF has no value for it, so the check can fail', async () => {
    const xml = productXml(
      product([variant('plato-25-830', { attributes: { ...variant('x').attributes, ip: 'IP99' } })]),
    );
    expect((await schemaErrors(xml)).join('\n')).toContain('IngressProtectionIPCode');
  });

  it('escapes text, keeps both languages and the file references', () => {
    const xml = productXml(product([variant('plato-25-830')]));
    expect(xml).toContain('Описание &amp; «кавычки» &lt;тег&gt;');
    expect(xml).toContain('<Locale language="en">Luminaire plato-25-830</Locale>');
    expect(xml).toContain('<PhotometryFileReference fileId="ldt-plato-25-830"/>');
    expect(xml).toContain('<FormatVersion major="1" minor="0" pre-release="3"/>');
  });
});
