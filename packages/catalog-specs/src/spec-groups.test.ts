import type { Technical } from '@ostrel/contract/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { specGroups } from './spec-groups.js';

const exProof: { technical: Technical } = {
  technical: {
    power: 60,
    flux: 7800,
    efficacy: 130,
    cct: 4000,
    cri: 80,
    beamAngle: 70,
    distribution: 'medium',
    ugr: null,
    voltage: '176–264 V AC, 50 Hz',
    powerFactor: 0.96,
    inrushCurrent: 25,
    inrushPulseWidth: 180,
    dimming: null,
    protectionClass: 'I',
    ip: 'IP66',
    ik: 'IK10',
    tempMin: -60,
    tempMax: 55,
    exMarking: '1Ex db IIC T6 Gb',
    exCertificates: [
      { scheme: 'EAC Ex', number: 'ЕАЭС RU C-RU.ХХ00.В.00001/26', validUntil: '2031-02-05' },
      { scheme: 'IECEx', number: 'IECEx TST 26.0001', validUntil: null },
    ],
    length: null,
    width: null,
    height: 240,
    diameter: 260,
    weight: 9.5,
    mounting: 'bracket',
    housing: 'cast aluminium, tempered glass',
    lifetimeHours: 100000,
    emergencyAutonomy: null,
    warrantyYears: 5,
  },
};

const sensor: { technical: Technical } = {
  technical: {
    ...exProof.technical,
    flux: null,
    efficacy: null,
    cct: null,
    cri: null,
    beamAngle: null,
    distribution: null,
    exMarking: null,
    exCertificates: [],
    warrantyYears: 3,
  },
};

describe('specGroups', () => {
  it('labels and units the rows in each language', () => {
    const ru = specGroups(exProof, 'ru').flatMap((group) => group.items);
    const en = specGroups(exProof, 'en').flatMap((group) => group.items);
    const find = (items: typeof ru, code: string) => items.find((item) => item.code === code);
    expect(find(ru, 'flux')).toMatchObject({ name: 'Световой поток', value: '7800', unit: 'лм' });
    expect(find(en, 'flux')).toMatchObject({ name: 'Luminous flux', value: '7,800', unit: 'lm' });
    expect(find(ru, 'inrushPulseWidth')).toMatchObject({ value: '180', unit: 'мкс' });
    expect(find(en, 'inrushPulseWidth')).toMatchObject({ value: '180', unit: 'µs' });
    expect(find(ru, 'inrushCurrent')?.unit).toBe('А');
    expect(find(ru, 'temperature')).toMatchObject({ value: '−60…+55', unit: '°C' });
    expect(find(ru, 'exMarking')?.value).toBe('1Ex db IIC T6 Gb');
    expect(find(ru, 'exCertificates')?.value).toBe(
      'EAC Ex ЕАЭС RU C-RU.ХХ00.В.00001/26 (действует до 05.02.2031); IECEx TST 26.0001',
    );
    expect(find(en, 'exCertificates')?.value).toBe(
      'EAC Ex ЕАЭС RU C-RU.ХХ00.В.00001/26 (valid until 2031-02-05); IECEx TST 26.0001',
    );
    expect(find(ru, 'weight')).toMatchObject({ value: '9,5', unit: 'кг' });
    expect(find(ru, 'dimensions')).toMatchObject({ value: 'Ø260 × 240', unit: 'мм' });
    expect(find(ru, 'warranty')?.value).toBe('5 лет');
    expect(find(ru, 'voltage')?.value).toBe('176–264 В AC, 50 Гц');
    expect(find(ru, 'housing')).toBeUndefined();
    expect(find(en, 'housing')?.value).toBe('cast aluminium, tempered glass');
  });

  it('takes the localised housing text when given', () => {
    const housing = { ru: 'литой алюминий, закалённое стекло', en: 'cast aluminium, tempered glass' };
    const ru = specGroups(exProof, 'ru', { housing }).flatMap((group) => group.items);
    expect(ru.find((item) => item.code === 'housing')?.value).toBe(housing.ru);
  });

  it('leaves the photometric group out for devices without light output', () => {
    expect(specGroups(sensor, 'ru').map((group) => group.code)).toEqual([
      'electrical',
      'mechanical',
      'environment',
      'general',
    ]);
    expect(specGroups(exProof, 'ru').map((group) => group.code)).toEqual([
      'photometric',
      'electrical',
      'mechanical',
      'environment',
      'general',
    ]);
    expect(
      specGroups(sensor, 'en')
        .flatMap((group) => group.items)
        .find((item) => item.code === 'warranty')?.value,
    ).toBe('3 years');
  });
});
