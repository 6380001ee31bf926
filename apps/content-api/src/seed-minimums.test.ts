import { describe, expect, it } from 'vitest';
import { json } from './test-support/client.js';

type Body = Record<string, unknown> & { items?: unknown[] };
const count = async (path: string, pick: (body: never) => number) => pick((await json(`/api/v1${path}`)).body as never);

describe('seed content meets the minimums', () => {
  it('catalogue: ≥ 7 top sections, ≥ 40 series, ≥ 250 models with archived ones', async () => {
    const sections = (await json<{ code: string; children: unknown[] }[]>('/api/v1/catalog/sections')).body;
    expect(sections.length).toBeGreaterThanOrEqual(7);
    expect(sections.map((section) => section.code)).toEqual(
      expect.arrayContaining([
        'office',
        'industrial',
        'street',
        'explosion-proof',
        'emergency',
        'architectural',
        'controls',
      ]),
    );
    expect(sections.every((section) => section.children.length > 0)).toBe(true);
    const all = (
      await json<{ series: { gnkCode: string }[]; pagination: { total: number } }>(
        '/api/v1/catalog/section?limit=60&filterArchived=true',
      )
    ).body;
    expect(all.pagination.total).toBeGreaterThanOrEqual(40);
    let total = 0;
    let archived = 0;
    for (const { gnkCode: code } of all.series) {
      const detail = (
        await json<{ models: { archived: boolean }[]; documents: { type: string }[] }>(`/api/v1/catalog/gnk/${code}`)
      ).body;
      total += detail.models.length;
      archived += detail.models.filter((model) => model.archived).length;
      expect(
        detail.documents.some((document) => document.type === 'datasheet'),
        code,
      ).toBe(true);
    }
    expect(total).toBeGreaterThanOrEqual(250);
    expect(archived).toBeGreaterThan(0);
  });

  it('editorial content: projects, blog, news, careers, distributors, solutions', async () => {
    const portfolio = (await json<{ sections: { items: unknown[] }[] }>('/api/v1/portfolio')).body;
    expect(portfolio.sections.filter((section) => section.items.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(portfolio.sections.flatMap((section) => section.items).length).toBeGreaterThanOrEqual(20);
    expect(
      await count('/blog/tabs', (body: { code: string }[]) => body.filter((tab) => tab.code !== 'all').length),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await count('/blog/all', (body: { pagination: { total: number } }) => body.pagination.total),
    ).toBeGreaterThanOrEqual(24);
    const news = (await json<{ items: { isEvent: boolean }[]; pagination: { total: number } }>('/api/v1/news?limit=48'))
      .body;
    expect(news.pagination.total).toBeGreaterThanOrEqual(36);
    expect(news.items.filter((item) => item.isEvent).length).toBeGreaterThanOrEqual(6);
    expect(
      await count(
        '/hr-page/photo-gallery/list?limit=60',
        (body: { pagination: { total: number } }) => body.pagination.total,
      ),
    ).toBeGreaterThanOrEqual(15);
    const vacancies = (
      await json<{ city: { value: string }; experience: { value: string }; sphere: { value: string } }[]>(
        '/api/v1/hr-page/vacancies',
      )
    ).body;
    expect(vacancies.length).toBeGreaterThanOrEqual(12);
    expect(new Set(vacancies.map((vacancy) => vacancy.city.value)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(vacancies.map((vacancy) => vacancy.experience.value)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(vacancies.map((vacancy) => vacancy.sphere.value)).size).toBeGreaterThanOrEqual(2);
    expect(await count('/hr-page/success-stories/list', (body: unknown[]) => body.length)).toBeGreaterThanOrEqual(4);
    expect(await count('/distributors/by-name', (body: unknown[]) => body.length)).toBeGreaterThanOrEqual(40);
    expect(
      await count('/distributors/by-city', (body: { cities: { coordinates: number[] }[] }) => body.cities.length),
    ).toBeGreaterThanOrEqual(12);
    const solutions = (await json<{ items: { code: string }[]; itemTabs: unknown[] }>('/api/v1/solutions')).body;
    expect(solutions.items.map((item) => item.code).sort()).toEqual([
      'architecture',
      'army',
      'commerce',
      'control',
      'education',
      'emergency',
      'explosion',
      'industry',
      'leisure',
      'medicine',
      'office',
      'outside',
      'railway',
      'sail',
      'sport',
    ]);
    expect(solutions.itemTabs.length).toBeLessThanOrEqual(7);
    expect(await count('/services', (body: Body) => (body.items ?? []).length)).toBe(8);
  });

  it('warranty page states 3 years basic and 5 years for part of the range', async () => {
    const page = (await json<{ content: string }>('/api/v1/about/garantiynye-obyazatelstva')).body;
    expect(page.content).toMatch(/3\s*(года|лет)/);
    expect(page.content).toMatch(/5\s*лет/);
  });

  it('one gallery carries a picture missing a size, as the real provider sometimes sends', async () => {
    const { gallery } = (
      await json<{ gallery: { small: unknown; medium: unknown; large: unknown }[] }>('/api/v1/catalog/gnk/plato')
    ).body;
    expect(gallery.filter((picture) => !picture.small || !picture.medium || !picture.large)).toHaveLength(1);
    expect(gallery.filter((picture) => picture.small && picture.medium && picture.large).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('pictures come in three widths and two formats', async () => {
    const series = (
      await json<{ picture: { small: { src: string; webp: string }; medium: unknown; large: unknown } }>(
        '/api/v1/catalog/gnk/orbis',
      )
    ).body;
    expect(series.picture.small.src).toMatch(/375\.jpg$/);
    expect(series.picture.small.webp).toMatch(/375\.webp$/);
    expect(series.picture.medium).not.toBeNull();
    expect(series.picture.large).not.toBeNull();
  });
});
