import { describe, expect, it } from 'vitest';
import { countedOptions, withoutEmptyFilters, readVacancyFilters, vacancyFilterSearch } from './vacancy-filters';

const vacancy = (city: string, experience: string, sphere: string) => ({
  city: { value: city },
  experience: { value: experience },
  sphere: { value: sphere },
});

describe('vacancy filters', () => {
  it('reads the three filters from the URL, leaving out empty ones and anything else', () => {
    expect(readVacancyFilters(new URLSearchParams('city=moscow&experience=&sphere=it&page=2'))).toEqual({
      city: 'moscow',
      sphere: 'it',
    });
    expect(vacancyFilterSearch({ sphere: 'it', city: 'moscow' })).toBe('?city=moscow&sphere=it');
    expect(vacancyFilterSearch({})).toBe('');
  });

  it('counts each option as the list would show it with the other filters kept', () => {
    const options = {
      city: [
        { value: 'moscow', label: 'Москва' },
        { value: 'ryazan', label: 'Рязань' },
      ],
      experience: [{ value: 'none', label: 'Без опыта' }],
      sphere: [
        { value: 'it', label: 'ИТ' },
        { value: 'sales', label: 'Продажи' },
      ],
    };
    const all = [
      vacancy('moscow', 'none', 'it'),
      vacancy('moscow', 'none', 'sales'),
      vacancy('ryazan', 'none', 'it'),
      vacancy('ryazan', 'none', 'it'),
    ];
    const counted = countedOptions(options, all, { city: 'ryazan' });
    // Cities count with the sphere and experience as chosen (any): every vacancy.
    expect(counted.city.map((option) => option.count)).toEqual([2, 2]);
    // Spheres count within Ryazan only.
    expect(counted.sphere.map((option) => option.count)).toEqual([2, 0]);
    expect(counted.experience[0]?.count).toBe(2);
  });
});

describe('withoutEmptyFilters', () => {
  it('drops the filters left at "any" and keeps everything else', () => {
    expect(withoutEmptyFilters(new URLSearchParams('city=moscow&experience=&sphere='))).toBe('?city=moscow');
    expect(withoutEmptyFilters(new URLSearchParams('city=&experience=&sphere='))).toBe('');
    expect(withoutEmptyFilters(new URLSearchParams('utm_source=mail&city=&sphere=sales'))).toBe(
      '?utm_source=mail&sphere=sales',
    );
  });

  it('says there is nothing to drop when every filter given has a value', () => {
    expect(withoutEmptyFilters(new URLSearchParams('city=moscow&sphere=sales'))).toBeNull();
    expect(withoutEmptyFilters(new URLSearchParams(''))).toBeNull();
    expect(withoutEmptyFilters(new URLSearchParams('utm_source='))).toBeNull();
  });
});
