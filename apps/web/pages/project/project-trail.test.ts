import { describe, expect, it } from 'vitest';
import { projectTrail } from './project-trail';

const portfolio = { title: 'Проекты', link: '/projects' };

describe('project trail', () => {
  it('puts the portfolio before the section the content gives', () => {
    expect(projectTrail(portfolio, [{ title: 'Промышленность', link: '/projects/industry' }])).toEqual([
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
    expect(projectTrail(portfolio, crumbs)).toEqual([portfolio, { title: 'City', link: '/projects/city' }]);
  });

  it('is the portfolio alone when the content gives nothing', () => {
    expect(projectTrail(portfolio, [])).toEqual([portfolio]);
  });
});
