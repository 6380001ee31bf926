import { describe, expect, it } from 'vitest';
import { moreFromSection } from './more-projects';

describe('more from the section', () => {
  const sections = [
    { code: 'industry', items: [{ code: 'a' }, { code: 'b' }, { code: 'c' }, { code: 'd' }, { code: 'e' }] },
    { code: 'sport', items: [{ code: 'f' }, { code: 'g' }] },
  ];

  it('gives the other projects of the section, in order, at most three', () => {
    expect(moreFromSection(sections, 'industry', 'b')).toEqual([{ code: 'a' }, { code: 'c' }, { code: 'd' }]);
    expect(moreFromSection(sections, 'industry', 'b', 10)).toHaveLength(4);
  });

  it('gives fewer when the section is small, and none for an unknown section', () => {
    expect(moreFromSection(sections, 'sport', 'f')).toEqual([{ code: 'g' }]);
    expect(moreFromSection(sections, 'nope', 'f')).toEqual([]);
  });
});
