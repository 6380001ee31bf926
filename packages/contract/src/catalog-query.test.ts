import { describe, expect, it } from 'vitest';
import {
  catalogFilterEntries,
  normaliseCatalogFilters,
  parseCatalogFilters,
  queryEntries,
  readBound,
  reservedFilterCodes,
  serialiseCatalogFilters,
} from './catalog-query.js';
import { endpoints } from './endpoints.js';

const parse = (search: string) => parseCatalogFilters(new URLSearchParams(search));
const none = { selects: [], ranges: [], filterArchived: false };

describe('reading the catalogue filter format', () => {
  it('reads code[]=value per value, codeMinValue/codeMaxValue and filterArchived (requirements §7)', () => {
    expect(
      parse('ip[]=IP65&cct[]=4000&cct%5B%5D=3000&powerMinValue=10&powerMaxValue=40.5&filterArchived=true'),
    ).toEqual({
      selects: [
        { code: 'cct', values: ['3000', '4000'] },
        { code: 'ip', values: ['IP65'] },
      ],
      ranges: [{ code: 'power', min: 10, max: 40.5 }],
      filterArchived: true,
    });
  });

  it('drops a range with one bound, an empty or non-numeric bound (requirements §7)', () => {
    for (const search of [
      'powerMinValue=10',
      'powerMaxValue=10',
      'powerMinValue=&powerMaxValue=10',
      'powerMinValue=abc&powerMaxValue=10',
    ]) {
      expect(parse(search).ranges).toEqual([]);
    }
  });

  it('reads reversed bounds the way they were meant', () => {
    expect(parse('powerMinValue=60&powerMaxValue=6').ranges).toEqual([{ code: 'power', min: 6, max: 60 }]);
  });

  it('accepts a decimal comma and what String(number) writes, and nothing looser', () => {
    expect(['10,5', ' 10.5 ', '-3', '0', '-0', '1e+21', '1.5e-7', '1E3'].map(readBound)).toEqual([
      10.5, 10.5, -3, 0, 0, 1e21, 1.5e-7, 1000,
    ]);
    expect(Object.is(readBound('-0'), 0)).toBe(true);
    for (const text of [
      '',
      ' ',
      '+5',
      '.5',
      '5.',
      '1,000.5',
      '0x10',
      'Infinity',
      'NaN',
      '1e999',
      '1 0',
      '١٢',
      '1'.repeat(33),
    ])
      expect(readBound(text)).toBeNull();
  });

  it('keeps a value once, trims it, and leaves out empty or overlong ones', () => {
    expect(parse('cct[]=3000&cct[]=%203000%20&cct[]=&cct[]=+&mounting[]=a+b').selects).toEqual([
      { code: 'cct', values: ['3000'] },
      { code: 'mounting', values: ['a b'] },
    ]);
    expect(parse(`ip[]=${'x'.repeat(100)}&ip[]=${'y'.repeat(101)}`).selects).toEqual([
      { code: 'ip', values: ['x'.repeat(100)] },
    ]);
  });

  it('takes codes of a letter then up to 59 letters, digits, dashes or underscores, never the listing’s own names', () => {
    const long = `a${'b'.repeat(59)}`;
    expect(
      parse(
        `${long}[]=1&${long}b[]=1&9a[]=1&a%20b[]=1&%3Cscript%3E[]=1&colour_temp-2[]=1&[]=1&MinValue=1&MaxValue=2`,
      ).selects.map((select) => select.code),
    ).toEqual([long, 'colour_temp-2']);
    expect(
      parse('sectionLevelCodes[]=street&page[]=2&limit[]=1&filterArchived[]=true&sortMinValue=1&sortMaxValue=2'),
    ).toEqual(none);
  });

  it('counts the last of a repeated bound or filterArchived', () => {
    expect(parse('powerMinValue=1&powerMaxValue=5&powerMinValue=2').ranges).toEqual([
      { code: 'power', min: 2, max: 5 },
    ]);
    expect(parse('powerMinValue=1&powerMaxValue=5&powerMinValue=x').ranges).toEqual([]);
    expect(parse('filterArchived=true&filterArchived=no').filterArchived).toBe(false);
    expect(parse('filterArchived=no&filterArchived=Y').filterArchived).toBe(true);
  });

  it('reads filterArchived as true, 1, Y or y, anything else as off', () => {
    for (const on of ['true', '1', 'Y', 'y', ' true ']) expect(parse(`filterArchived=${on}`).filterArchived).toBe(true);
    for (const off of ['', 'false', '0', 'TRUE', 'yes', 'maybe'])
      expect(parse(`filterArchived=${off}`).filterArchived).toBe(false);
  });

  it('keeps at most 30 selects of 50 values and 30 ranges, the first in canonical order', () => {
    const codes = Array.from({ length: 40 }, (_, index) => `f${String(index).padStart(2, '0')}`);
    const many = parse(codes.map((code) => `${code}[]=1&${code}MinValue=1&${code}MaxValue=2`).join('&'));
    expect(many.selects.map((select) => select.code)).toEqual(codes.slice(0, 30));
    expect(many.ranges.map((range) => range.code)).toEqual(codes.slice(0, 30));
    const values = Array.from({ length: 60 }, (_, index) => String(index).padStart(2, '0'));
    expect(parse(values.map((value) => `cct[]=${value}`).join('&')).selects[0]?.values).toEqual(values.slice(0, 50));
  });

  it('reads a query parsed into an object, as the content API’s server gives it', () => {
    expect(
      parseCatalogFilters(
        queryEntries({
          'cct[]': ['3000', '4000'],
          'ip[]': 'IP65',
          powerMinValue: '1',
          powerMaxValue: '2',
          other: undefined,
        }),
      ),
    ).toEqual({
      selects: [
        { code: 'cct', values: ['3000', '4000'] },
        { code: 'ip', values: ['IP65'] },
      ],
      ranges: [{ code: 'power', min: 1, max: 2 }],
      filterArchived: false,
    });
  });
});

describe('writing the catalogue filter format', () => {
  it('writes selects by code, ranges, then filterArchived, with readable brackets', () => {
    const filters = {
      selects: [
        { code: 'mounting', values: ['wall', 'a b&c'] },
        { code: 'cct', values: ['4000'] },
      ],
      ranges: [{ code: 'power', min: 40, max: 10.5 }],
      filterArchived: true,
    };
    expect(serialiseCatalogFilters(filters)).toBe(
      'cct[]=4000&mounting[]=a%20b%26c&mounting[]=wall&powerMinValue=10.5&powerMaxValue=40&filterArchived=true',
    );
    expect(serialiseCatalogFilters(none)).toBe('');
  });

  it('merges a code given twice, lets a later complete range replace an earlier one (requirements §7) and drops partial ones', () => {
    expect(
      normaliseCatalogFilters({
        selects: [
          { code: 'cct', values: ['3000'] },
          { code: 'cct', values: ['2700', '3000'] },
        ],
        ranges: [
          { code: 'power', min: 1, max: 2 },
          { code: 'power', min: 5, max: 9 },
          { code: 'power', min: 7, max: null },
          { code: 'flux', min: Number.NaN, max: 2 },
          { code: 'efficacy', min: -0, max: Infinity },
        ],
      }),
    ).toEqual({
      selects: [{ code: 'cct', values: ['2700', '3000'] }],
      ranges: [{ code: 'power', min: 5, max: 9 }],
      filterArchived: false,
    });
  });

  it('writes a bound of -0 as 0, so it reads back the same', () => {
    const [range] = normaliseCatalogFilters({ ranges: [{ code: 'power', min: -0, max: -0 }] }).ranges;
    expect([Object.is(range?.min, 0), Object.is(range?.max, 0)]).toEqual([true, true]);
  });

  it('never throws on a value that cannot be percent-encoded: it is left out', () => {
    expect(catalogFilterEntries({ selects: [{ code: 'cct', values: ['\ud800', 'ok'] }] })).toEqual([['cct[]', 'ok']]);
  });

  it('reserves every parameter of the listing endpoint, so no filter can take its place', () => {
    const listing = Object.keys(endpoints.catalogSection.query.shape).map((key) => key.replace(/\[\]$/, ''));
    expect(reservedFilterCodes).toEqual(expect.arrayContaining(listing));
  });
});
