import { describe, expect, it } from 'vitest';
import { groupByInitial, matchesFilter, searchableText } from './name-filter';

describe('the filter of the list by name', () => {
  const company = searchableText('ООО «Светотехника-Поволжье» Казань Самара');

  it('finds a company by any part of its name, whatever the case, quotes or ё', () => {
    expect(matchesFilter(company, 'светотех')).toBe(true);
    expect(matchesFilter(company, 'ПОВОЛЖЬЕ')).toBe(true);
    expect(matchesFilter(searchableText('Объёмный свет'), 'обьем')).toBe(false);
    expect(matchesFilter(searchableText('Объёмный свет'), 'объем')).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(matchesFilter(company, 'самара свет')).toBe(true);
    expect(matchesFilter(company, 'самара москва')).toBe(false);
  });

  it('lets an empty filter keep everyone', () => {
    expect(matchesFilter(company, '   ')).toBe(true);
  });
});

describe('groupByInitial', () => {
  it('groups by the first letter or digit, in alphabetical order', () => {
    const groups = groupByInitial(
      [{ title: 'Бета' }, { title: '«Альфа»' }, { title: 'альт' }, { title: '1 Свет' }],
      'ru',
    );
    expect(groups.map((group) => [group.initial, group.items.map((item) => item.title)])).toEqual([
      ['1', ['1 Свет']],
      ['А', ['альт', '«Альфа»']],
      ['Б', ['Бета']],
    ]);
  });
});
