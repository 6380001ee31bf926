import { describe, expect, it } from 'vitest';
import {
  catalogSearch,
  clearFilters,
  filterInputs,
  parseCatalogQuery,
  setArchived,
  setRange,
  sortBy,
  toggleValue,
  toPage,
} from './catalog-query';

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));

describe('catalogue query', () => {
  it('reads the format of requirements §7: code[]=value per value, codeMinValue/codeMaxValue, filterArchived', () => {
    const query = parse(
      'cct[]=3000&cct%5B%5D=4000&ip[]=IP65&powerMinValue=10&powerMaxValue=40&filterArchived=true&sort=power&order=desc&page=3',
    );
    expect(query.selects).toEqual([
      { code: 'cct', values: ['3000', '4000'] },
      { code: 'ip', values: ['IP65'] },
    ]);
    expect(query.ranges).toEqual([{ code: 'power', min: 10, max: 40 }]);
    expect(query).toMatchObject({ filterArchived: true, sort: 'power', order: 'desc', page: 3 });
    expect(filterInputs(query)).toEqual([
      { code: 'cct', values: ['3000', '4000'] },
      { code: 'ip', values: ['IP65'] },
      { code: 'power', minValue: 10, maxValue: 40 },
    ]);
  });

  it('ignores what is malformed: half ranges, empty values, unknown sorts, bad pages, odd codes (requirements §7)', () => {
    const query = parse(
      'powerMinValue=10&fluxMinValue=a&fluxMaxValue=9&cct[]=&%3Cscript%3E[]=1&sort=price&order=up&page=-2&filterArchived=maybe',
    );
    expect(query).toEqual({ selects: [], ranges: [], filterArchived: false, sort: 'default', order: 'asc', page: 1 });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999').page).toBe(1);
  });

  it('reads reversed bounds the way they were meant, and repeated values once', () => {
    expect(parse('powerMinValue=60&powerMaxValue=6').ranges).toEqual([{ code: 'power', min: 6, max: 60 }]);
    expect(parse('cct[]=3000&cct[]=3000').selects).toEqual([{ code: 'cct', values: ['3000'] }]);
  });

  it('writes the state back in a stable order, leaving out defaults', () => {
    expect(catalogSearch(parse(''))).toBe('');
    expect(catalogSearch(parse('page=2&sort=name&order=asc&cct[]=3000&powerMaxValue=40&powerMinValue=10'))).toBe(
      '?cct[]=3000&powerMinValue=10&powerMaxValue=40&sort=name&order=asc&page=2',
    );
    expect(catalogSearch(parse('sort=default&order=desc'))).toBe('');
    expect(catalogSearch(parse('mounting[]=a b&filterArchived=1'))).toBe('?mounting[]=a%20b&filterArchived=true');
  });

  it('reads filters by the shared format, so a decimal comma is a bound and every link comes out in one order', () => {
    expect(parse('powerMinValue=10,5&powerMaxValue=20').ranges).toEqual([{ code: 'power', min: 10.5, max: 20 }]);
    const toggled = toggleValue(parse('ip[]=IP65&cct[]=4000'), 'cct', '3000');
    expect(catalogSearch(toggled)).toBe('?cct[]=3000&cct[]=4000&ip[]=IP65');
  });

  it('toggles a select value and replaces a range of the same code, back to the first page (requirements §7)', () => {
    const start = parse('cct[]=3000&page=4');
    expect(toggleValue(start, 'cct', '4000').selects).toEqual([{ code: 'cct', values: ['3000', '4000'] }]);
    expect(toggleValue(start, 'cct', '3000').selects).toEqual([]);
    expect(toggleValue(start, 'ip', 'IP65').selects).toEqual([
      { code: 'cct', values: ['3000'] },
      { code: 'ip', values: ['IP65'] },
    ]);
    expect(toggleValue(start, 'cct', '4000').page).toBe(1);
    const ranged = setRange(start, 'power', { min: 10, max: 20 });
    expect(setRange(ranged, 'power', { min: 30, max: 25 }).ranges).toEqual([{ code: 'power', min: 25, max: 30 }]);
    expect(setRange(ranged, 'power', null).ranges).toEqual([]);
    expect(setArchived(start, true)).toMatchObject({ filterArchived: true, page: 1 });
    expect(
      clearFilters(parse('cct[]=3000&powerMinValue=1&powerMaxValue=2&filterArchived=true&sort=name&page=2')),
    ).toEqual({
      selects: [],
      ranges: [],
      filterArchived: false,
      sort: 'name',
      order: 'asc',
      page: 1,
    });
  });

  it('sorts ascending on the first click of a column and flips on the same column (requirements §8)', () => {
    const byPower = sortBy(parse('page=3'), 'power');
    expect(byPower).toMatchObject({ sort: 'power', order: 'asc', page: 1 });
    expect(sortBy(byPower, 'power')).toMatchObject({ sort: 'power', order: 'desc' });
    expect(sortBy(sortBy(byPower, 'power'), 'power')).toMatchObject({ sort: 'power', order: 'asc' });
    expect(sortBy(sortBy(byPower, 'power'), 'name')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(toPage(byPower, 2).page).toBe(2);
  });
});
