import { describe, expect, it } from 'vitest';
import { listTrail } from './list-trail';

const portfolio = { title: 'Проекты', link: '/projects' };

describe('list trail', () => {
  it('puts the portfolio before the section the content gives', () => {
    expect(listTrail(portfolio, [{ title: 'Промышленность', link: '/projects/industry' }])).toEqual([
      portfolio,
      { title: 'Промышленность', link: '/projects/industry' },
    ]);
  });

  it('does not repeat the portfolio or the home page, and drops untitled crumbs', () => {
    const crumbs = [
      { title: 'Главная', link: '/' },
      { title: 'Portfolio', link: '/projects' },
      { title: '', link: '/projects/x' },
      { title: 'City', link: '/projects/city' },
    ];
    expect(listTrail(portfolio, crumbs)).toEqual([portfolio, { title: 'City', link: '/projects/city' }]);
  });

  it('is the portfolio alone when the content gives nothing', () => {
    expect(listTrail(portfolio, [])).toEqual([portfolio]);
  });

  it('keeps each link once when the page adds a crumb the content already gives', () => {
    const category = { title: 'Технологии', link: '/blog/technology' };
    expect(listTrail({ title: 'Блог', link: '/blog' }, [category, { ...category }])).toEqual([
      { title: 'Блог', link: '/blog' },
      category,
    ]);
  });
});
