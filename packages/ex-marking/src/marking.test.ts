import { describe, expect, it } from 'vitest';
import { parseExMarkings, type ExMarking, type MarkingProblem } from './marking.js';

/** The one marking a text holds; fails the test with its problems otherwise. */
function one(text: string): ExMarking {
  const reading = parseExMarkings(text);
  if (!reading.ok) throw new Error(`${text}: ${JSON.stringify(reading.problems)}`);
  expect(reading.markings).toHaveLength(1);
  return reading.markings[0]!;
}

function problems(text: string): MarkingProblem[] {
  const reading = parseExMarkings(text);
  if (reading.ok) throw new Error(`${text} was read as ${JSON.stringify(reading.markings)}`);
  return reading.problems;
}

/** A gas marking's expected object, the parts a test leaves out as they usually are. */
const gas = (parts: Partial<ExMarking> & Pick<ExMarking, 'text' | 'protections' | 'group' | 'epl'>): ExMarking => ({
  atmosphere: 'gas',
  levelPrefix: null,
  temperature: null,
  layer: null,
  specialConditions: false,
  component: false,
  ingressProtection: null,
  ...parts,
});

describe('reading a marking', () => {
  it('reads the Russian form of a flameproof luminaire', () => {
    expect(one('1Ex db IIC T6 Gb')).toEqual(
      gas({
        text: '1Ex db IIC T6 Gb',
        levelPrefix: '1',
        protections: [{ code: 'db', family: 'd', level: 'b' }],
        group: 'IIC',
        temperature: { class: 'T6', maxSurface: 85 },
        epl: 'Gb',
      }),
    );
  });

  it('reads each level prefix with its EPL', () => {
    expect(one('2Ex ec IIC T5 Gc')).toEqual(
      gas({
        text: '2Ex ec IIC T5 Gc',
        levelPrefix: '2',
        protections: [{ code: 'ec', family: 'e', level: 'c' }],
        group: 'IIC',
        temperature: { class: 'T5', maxSurface: 100 },
        epl: 'Gc',
      }),
    );
    expect(one('0Ex ia IIC T4 Ga')).toEqual(
      gas({
        text: '0Ex ia IIC T4 Ga',
        levelPrefix: '0',
        protections: [{ code: 'ia', family: 'i', level: 'a' }],
        group: 'IIC',
        temperature: { class: 'T4', maxSurface: 135 },
        epl: 'Ga',
      }),
    );
  });

  it('reads a legacy code without a level, and X', () => {
    expect(one('1Ex d IIB T4 Gb X')).toEqual(
      gas({
        text: '1Ex d IIB T4 Gb X',
        levelPrefix: '1',
        protections: [{ code: 'd', family: 'd', level: null }],
        group: 'IIB',
        temperature: { class: 'T4', maxSurface: 135 },
        epl: 'Gb',
        specialConditions: true,
      }),
    );
  });

  it('reads combined types of protection in their order', () => {
    expect(one('1Ex db eb IIC T4 Gb').protections).toEqual([
      { code: 'db', family: 'd', level: 'b' },
      { code: 'eb', family: 'e', level: 'b' },
    ]);
    const three = one('1Ex db eb mb IIC T5 Gb X');
    expect(three.protections.map((each) => each.code)).toEqual(['db', 'eb', 'mb']);
    expect(three.temperature).toEqual({ class: 'T5', maxSurface: 100 });
    expect(three.specialConditions).toBe(true);
  });

  it('reads a dust marking’s maximum surface temperature in any spacing', () => {
    const expected: ExMarking = {
      text: 'Ex tb IIIC T85°C Db',
      atmosphere: 'dust',
      levelPrefix: null,
      protections: [{ code: 'tb', family: 't', level: 'b' }],
      group: 'IIIC',
      temperature: { class: null, maxSurface: 85 },
      layer: null,
      epl: 'Db',
      specialConditions: false,
      component: false,
      ingressProtection: null,
    };
    expect(one('Ex tb IIIC T85°C Db')).toEqual(expected);
    for (const text of ['Ex tb IIIC T85 °C Db', 'Ex tb IIIC T 85°C Db', 'Ex tb IIIC T 85 °C Db', 'Ex tb IIIC T85℃ Db'])
      expect(one(text)).toEqual({ ...expected, text });
  });

  it('returns an IP code after the marking on its own, not as a part', () => {
    expect(one('Ex tb IIIC T85 °C Db IP66')).toEqual({
      text: 'Ex tb IIIC T85 °C Db IP66',
      atmosphere: 'dust',
      levelPrefix: null,
      protections: [{ code: 'tb', family: 't', level: 'b' }],
      group: 'IIIC',
      temperature: { class: null, maxSurface: 85 },
      layer: null,
      epl: 'Db',
      specialConditions: false,
      component: false,
      ingressProtection: 'IP66',
    });
    expect(one('Ex tb IIIC T85°C Db X IP66/IP67').ingressProtection).toBe('IP66/IP67');
    // Before the EPL, the EPL after it is out of order.
    expect(problems('Ex tb IIIC T85°C IP66 Db')).toEqual([{ part: 'epl', found: 'Db', code: 'out-of-order', at: 22 }]);
  });

  it('reads the maximum surface temperature under a dust layer', () => {
    expect(one('Ex ta IIIC T200 120°C Da')).toEqual({
      text: 'Ex ta IIIC T200 120°C Da',
      atmosphere: 'dust',
      levelPrefix: null,
      protections: [{ code: 'ta', family: 't', level: 'a' }],
      group: 'IIIC',
      temperature: null,
      layer: { depthMm: 200, maxSurface: 120 },
      epl: 'Da',
      specialConditions: false,
      component: false,
      ingressProtection: null,
    });
    const both = one('Ex ta IIIC T85°C T500 320°C Da');
    expect(both.temperature).toEqual({ class: null, maxSurface: 85 });
    expect(both.layer).toEqual({ depthMm: 500, maxSurface: 320 });
  });

  it('reads type n and a group without subdivision', () => {
    expect(one('2Ex nA IIC T4 Gc').protections).toEqual([{ code: 'nA', family: 'n', level: null }]);
    expect(one('2Ex nR II T4 Gc')).toEqual(
      gas({
        text: '2Ex nR II T4 Gc',
        levelPrefix: '2',
        protections: [{ code: 'nR', family: 'n', level: null }],
        group: 'II',
        temperature: { class: 'T4', maxSurface: 135 },
        epl: 'Gc',
      }),
    );
  });

  it('reads the IEC form without the level prefix, and IIB+H2', () => {
    expect(one('Ex ia IIC T4 Ga')).toEqual(
      gas({
        text: 'Ex ia IIC T4 Ga',
        protections: [{ code: 'ia', family: 'i', level: 'a' }],
        group: 'IIC',
        temperature: { class: 'T4', maxSurface: 135 },
        epl: 'Ga',
      }),
    );
    expect(one('Ex db IIB+H2 T4 Gb').group).toBe('IIB+H2');
    expect(one('Ex db IIB + H₂ T4 Gb').group).toBe('IIB+H2');
  });

  it('reads mining markings with PB and PO in Latin or Cyrillic letters', () => {
    const mining = (text: string, levelPrefix: 'PB' | 'PO', code: string, epl: 'Ma' | 'Mb'): ExMarking => ({
      text,
      atmosphere: 'mining',
      levelPrefix,
      protections: [{ code, family: code[0] as 'd' | 'i', level: code === 'd' ? null : 'a' }],
      group: 'I',
      temperature: null,
      layer: null,
      epl,
      specialConditions: false,
      component: false,
      ingressProtection: null,
    });
    expect(one('PB Ex d I Mb')).toEqual(mining('PB Ex d I Mb', 'PB', 'd', 'Mb'));
    expect(one('PO Ex ia I Ma')).toEqual(mining('PO Ex ia I Ma', 'PO', 'ia', 'Ma'));
    // Р, В and О below are Cyrillic.
    expect(one('РВ Ex d I Mb')).toEqual(mining('РВ Ex d I Mb', 'PB', 'd', 'Mb'));
    expect(one('РО Ex ia I Ma')).toEqual(mining('РО Ex ia I Ma', 'PO', 'ia', 'Ma'));
  });

  it('reads every other type of protection', () => {
    const cases: [text: string, code: string, family: string, level: string | null][] = [
      ['Ex op is IIC T4 Gb', 'op is', 'op', null],
      ['Ex op pr IIB T3 Gb', 'op pr', 'op', null],
      ['Ex pxb IIC T4 Gb', 'pxb', 'p', 'b'],
      ['Ex q IIC T4 Gb', 'q', 'q', null],
      ['Ex ob IIA T3 Gb', 'ob', 'o', 'b'],
      ['Ex sb IIC T4 Gb', 'sb', 's', 'b'],
      ['Ex ma IIC T6 Ga', 'ma', 'm', 'a'],
    ];
    for (const [text, code, family, level] of cases) expect(one(text).protections).toEqual([{ code, family, level }]);
    expect(one('Ex op pr IIB T3 Gb').group).toBe('IIB');
    expect(one('Ex ob IIA T3 Gb').temperature).toEqual({ class: 'T3', maxSurface: 200 });
    // `ma` before the group is encapsulation; the EPL after it is Ga.
    expect(one('Ex ma IIC T6 Ga').epl).toBe('Ga');
  });

  it('reads U for an Ex component', () => {
    expect(one('Ex ic IIC T4 Gc U')).toEqual(
      gas({
        text: 'Ex ic IIC T4 Gc U',
        protections: [{ code: 'ic', family: 'i', level: 'c' }],
        group: 'IIC',
        temperature: { class: 'T4', maxSurface: 135 },
        epl: 'Gc',
        component: true,
      }),
    );
    // A component may leave its temperature to the equipment it goes into.
    expect(one('Ex eb IIC Gb U').temperature).toBeNull();
  });

  it('reads legacy letters run together as separate types', () => {
    expect(one('Ex de IIC T6 Gb').protections).toEqual([
      { code: 'd', family: 'd', level: null },
      { code: 'e', family: 'e', level: null },
    ]);
  });

  it('reads the gas form in °C: between classes with the next higher one, or above 450 °C alone', () => {
    expect(one('Ex eb IIC 350 °C (T1) Gb').temperature).toEqual({ class: 'T1', maxSurface: 350 });
    expect(one('Ex eb IIC 280°C Gb').temperature).toEqual({ class: 'T2', maxSurface: 280 });
    expect(one('Ex eb IIC 600 °C Gb').temperature).toEqual({ class: null, maxSurface: 600 });
  });
});

describe('several markings in one text', () => {
  const gasAndDust = (text: string) => {
    const reading = parseExMarkings(text);
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    return reading.markings.map((marking) => [marking.text, marking.atmosphere, marking.epl]);
  };
  const expected = [
    ['1Ex db IIC T6 Gb', 'gas', 'Gb'],
    ['Ex tb IIIC T85°C Db X', 'dust', 'Db'],
  ];

  it('splits at a slash, a semicolon, a line break and two spaces', () => {
    expect(gasAndDust('1Ex db IIC T6 Gb / Ex tb IIIC T85°C Db X')).toEqual(expected);
    expect(gasAndDust('1Ex db IIC T6 Gb; Ex tb IIIC T85°C Db X')).toEqual(expected);
    expect(gasAndDust('1Ex db IIC T6 Gb\nEx tb IIIC T85°C Db X')).toEqual(expected);
    expect(gasAndDust('1Ex db IIC T6 Gb\r\nEx tb IIIC T85°C Db X\n')).toEqual(expected);
    expect(gasAndDust('1Ex db IIC T6 Gb  Ex tb IIIC T85°C Db X')).toEqual(expected);
    // Each Ex starts a marking, so one space is enough too; an empty piece between separators is nothing.
    expect(gasAndDust('1Ex db IIC T6 Gb Ex tb IIIC T85°C Db X')).toEqual(expected);
    expect(gasAndDust('1Ex db IIC T6 Gb;; / Ex tb IIIC T85°C Db X;')).toEqual(expected);
  });

  it('gives a problem in the second marking its position in the whole text', () => {
    expect(problems('1Ex db IIC T6 Gb / Ex tb IIIC T4 Db')).toEqual([
      { part: 'temperature', found: 'T4', code: 'inconsistent', at: 30 },
    ]);
  });
});

describe('lenient reading', () => {
  const reference = one('1Ex db IIC T6 Gb');
  const same = (text: string) => {
    expect(one(text)).toEqual({ ...reference, text: text.trim() });
  };

  it('forgives case', () => {
    same('1ex db iic t6 gb');
    same('1EX DB IIC T6 GB');
    expect(one('2EX NA IIC T4 GC').protections[0]?.code).toBe('nA');
  });

  it('forgives spacing: non-breaking and repeated spaces, around the text and in the temperature', () => {
    same('  1Ex\u00a0db\u00a0IIC\u00a0T6\u00a0Gb  ');
    same('1Ex   db IIC\tT6 Gb');
    same('1 Ex db IIC T 6 Gb');
  });

  it('reads Cyrillic look-alike letters as Latin', () => {
    // Е, х, С, Т, В below are Cyrillic.
    same('1Ех db IIС Т6 Gb');
    expect(one('1Ex db IIВ T4 Gb').group).toBe('IIB');
    expect(one('Ex tb IIIC T85°С Db').temperature).toEqual({ class: null, maxSurface: 85 });
    expect(one('Ex tb IIIC T85 ºC Db').temperature).toEqual({ class: null, maxSurface: 85 });
  });
});

describe('broken markings', () => {
  it('names the prefix and the type of protection that disagree with the EPL', () => {
    expect(problems('1Ex db IIC T6 Ga')).toEqual([
      { part: 'prefix', found: '1', code: 'inconsistent', at: 0 },
      { part: 'protection', found: 'db', code: 'inconsistent', at: 4 },
    ]);
    expect(problems('2Ex db IIC T6 Gb')).toEqual([{ part: 'prefix', found: '2', code: 'inconsistent', at: 0 }]);
    expect(problems('PO Ex d I Mb')).toEqual([{ part: 'prefix', found: 'PO', code: 'inconsistent', at: 0 }]);
    expect(problems('1Ex tb IIIC T85°C Db')).toEqual([{ part: 'prefix', found: '1', code: 'inconsistent', at: 0 }]);
  });

  it('refuses a type of protection weaker than the EPL', () => {
    expect(problems('1Ex ic IIC T4 Gb')).toEqual([{ part: 'protection', found: 'ic', code: 'inconsistent', at: 4 }]);
    expect(problems('Ex ec IIC T4 Gb')).toEqual([{ part: 'protection', found: 'ec', code: 'inconsistent', at: 3 }]);
    expect(problems('Ex nA IIC T4 Gb')).toEqual([{ part: 'protection', found: 'nA', code: 'inconsistent', at: 3 }]);
    expect(problems('Ex nR IIC T4 Gb')).toEqual([{ part: 'protection', found: 'nR', code: 'inconsistent', at: 3 }]);
    expect(problems('Ex db eb ic IIC T4 Gb')).toEqual([
      { part: 'protection', found: 'ic', code: 'inconsistent', at: 9 },
    ]);
  });

  it('accepts Ga from two types of protection each giving Gb (IEC 60079-26), not from one', () => {
    expect(one('0Ex db eb IIC T4 Ga').epl).toBe('Ga');
    expect(problems('Ex db IIC T4 Ga')).toEqual([{ part: 'protection', found: 'db', code: 'inconsistent', at: 3 }]);
    expect(problems('Ex db ec IIC T4 Ga')).toEqual([
      { part: 'protection', found: 'db', code: 'inconsistent', at: 3 },
      { part: 'protection', found: 'ec', code: 'inconsistent', at: 6 },
    ]);
  });

  it('refuses a T-class on dust and the dust form on gas', () => {
    expect(problems('Ex tb IIIC T4 Db')).toEqual([{ part: 'temperature', found: 'T4', code: 'inconsistent', at: 11 }]);
    expect(problems('1Ex db IIC T135°C Gb')).toEqual([
      { part: 'temperature', found: 'T135°C', code: 'inconsistent', at: 11 },
    ]);
    expect(problems('Ex eb IIC 350 °C (T2) Gb')).toEqual([
      { part: 'temperature', found: '350 °C (T2)', code: 'inconsistent', at: 10 },
    ]);
    expect(problems('PB Ex d I T4 Mb')).toEqual([{ part: 'temperature', found: 'T4', code: 'inconsistent', at: 10 }]);
  });

  it('refuses a gas group with a dust EPL and the reverse, and a type of protection in the wrong atmosphere', () => {
    expect(problems('Ex tb IIC T85°C Db')).toEqual([{ part: 'group', found: 'IIC', code: 'inconsistent', at: 6 }]);
    expect(problems('Ex ia IIIC T4 Gb')).toEqual([{ part: 'group', found: 'IIIC', code: 'inconsistent', at: 6 }]);
    expect(problems('PB Ex d IIB T4 Mb')).toEqual([
      { part: 'group', found: 'IIB', code: 'inconsistent', at: 8 },
      { part: 'temperature', found: 'T4', code: 'inconsistent', at: 12 },
    ]);
    expect(problems('Ex tb IIC T4 Gb')).toEqual([{ part: 'protection', found: 'tb', code: 'inconsistent', at: 3 }]);
    expect(problems('Ex eb IIIC T85°C Db')).toEqual([{ part: 'protection', found: 'eb', code: 'inconsistent', at: 3 }]);
  });

  it('refuses group II without subdivision for types whose safety depends on the gas', () => {
    expect(problems('1Ex d II T4 Gb')).toEqual([{ part: 'group', found: 'II', code: 'inconsistent', at: 6 }]);
    expect(problems('Ex ia II T4 Ga')).toEqual([{ part: 'group', found: 'II', code: 'inconsistent', at: 6 }]);
  });

  it('points at an unknown part where it is', () => {
    expect(problems('1Ex db IID T6 Gb')).toEqual([{ part: 'group', found: 'IID', code: 'unknown', at: 7 }]);
    expect(problems('1Ex zz IIC T6 Gb')).toEqual([{ part: 'protection', found: 'zz', code: 'unknown', at: 4 }]);
    expect(problems('1Ex db IIC T6 Gd')).toEqual([{ part: 'epl', found: 'Gd', code: 'unknown', at: 14 }]);
    // The ambient range is not read (the rated range is given apart).
    expect(problems('1Ex db IIC T6 Gb −60°C≤Ta≤+40°C')).toEqual([
      { part: 'suffix', found: '−60°C≤Ta≤+40°C', code: 'unknown', at: 17 },
    ]);
    expect(problems('1Ex db IIC foo T6 Gb')).toEqual([{ part: 'whole', found: 'foo', code: 'unknown', at: 11 }]);
    expect(problems('1Ex db IIC T7 Gb')).toEqual([{ part: 'temperature', found: 'T7', code: 'unknown', at: 11 }]);
  });

  it('reports a missing Ex and other missing parts where they should be', () => {
    expect(problems('db IIC T6 Gb')).toEqual([{ part: 'prefix', found: '', code: 'missing', at: 0 }]);
    expect(problems('1Ex IIC T6 Gb')).toEqual([{ part: 'protection', found: '', code: 'missing', at: 4 }]);
    expect(problems('1Ex db T6 Gb')).toEqual([{ part: 'group', found: '', code: 'missing', at: 7 }]);
    expect(problems('1Ex db IIC Gb')).toEqual([{ part: 'temperature', found: '', code: 'missing', at: 11 }]);
    expect(problems('1Ex db IIC T6')).toEqual([{ part: 'epl', found: '', code: 'missing', at: 13 }]);
  });

  it('reports a part written after one that should follow it', () => {
    expect(problems('1Ex db T6 IIC Gb')).toEqual([{ part: 'group', found: 'IIC', code: 'out-of-order', at: 10 }]);
    expect(problems('Ex db IIC Gb T6')).toEqual([{ part: 'temperature', found: 'T6', code: 'out-of-order', at: 13 }]);
    expect(problems('Ex db IIC T6 X Gb')).toEqual([{ part: 'epl', found: 'Gb', code: 'out-of-order', at: 15 }]);
    // A type of protection after the EPL is out of order, not also checked against it.
    expect(problems('1Ex db IIC T6 Gb ta')).toEqual([
      { part: 'protection', found: 'ta', code: 'out-of-order', at: 17 },
    ]);
  });

  it('refuses a part given twice', () => {
    expect(problems('1Ex db IIC IIB T6 Gb')).toEqual([{ part: 'group', found: 'IIB', code: 'inconsistent', at: 11 }]);
  });

  it('reports an empty text', () => {
    expect(problems('')).toEqual([{ part: 'whole', found: '', code: 'empty', at: 0 }]);
    expect(problems('  \n\t ')).toEqual([{ part: 'whole', found: '', code: 'empty', at: 0 }]);
  });
});
