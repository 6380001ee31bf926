import { describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';

const cyrillic = /[а-яё]/i;

const portfolioQuery = `
  {
    portfolio {
      sections {
        code name
        items { id code sectionCode title location year link picture { alt isComplete } }
      }
    }
  }
`;

const projectFields = `
  __typename
  ... on Project {
    id code sectionCode sectionName content
    mainInfo { title location year client area description }
    facts { value label }
    picture { alt isComplete }
    gallery { alt width height }
    products { gnkCode name link picture { alt } }
    breadcrumbs { title link }
  }
  ... on ContentNotFound { requested }
`;

interface Card {
  id: number;
  code: string;
  sectionCode: string;
  title: string;
  year: number;
  link: string;
}
interface Section {
  code: string;
  name: string;
  items: Card[];
}
interface ProjectResult {
  __typename: string;
  requested?: string;
  id?: number;
  code?: string;
  sectionCode?: string;
  content?: string;
  mainInfo?: { title: string; year: number };
  products?: { link: string }[];
  breadcrumbs?: { link: string }[];
}

describe('portfolio', () => {
  const { query } = testBff();
  const run = async <T>(source: string, locale: 'ru' | 'en' = 'ru') => {
    const { body } = await query<T>(source, { locale });
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const project = async (sectionCode: string, elementCode: string, locale: 'ru' | 'en' = 'ru') =>
    (await run<{ project: ProjectResult }>(`{ project(sectionCode: "${sectionCode}", elementCode: "${elementCode}") { ${projectFields} } }`, locale)).project;

  it.each(['ru', 'en'] as const)('lists every project by section and opens one in %s', async (locale) => {
    const { portfolio } = await run<{ portfolio: { sections: Section[] } }>(portfolioQuery, locale);
    expect(portfolio.sections.length).toBeGreaterThan(3);
    for (const section of portfolio.sections) {
      expect(section.items.length).toBeGreaterThan(0);
      for (const card of section.items) {
        expect(card.sectionCode).toBe(section.code);
        expect(card.link).toBe(`/project/${section.code}/${card.code}`);
      }
    }
    expect(cyrillic.test(portfolio.sections[0]!.name)).toBe(locale === 'ru');

    const card = portfolio.sections[0]!.items[0]!;
    const result = await project(card.sectionCode, card.code, locale);
    expect(result).toMatchObject({ __typename: 'Project', id: card.id, code: card.code, sectionCode: card.sectionCode, mainInfo: { title: card.title, year: card.year } });
    expect(result.content).not.toBe('');
    expect(result.products!.length).toBeGreaterThan(0);
    for (const product of result.products!) expect(product.link).toMatch(/^\/product\//);
    expect(result.breadcrumbs!.length).toBeGreaterThan(0);
  });

  it('tells a missing project apart, also one asked under another section', async () => {
    const { portfolio } = await run<{ portfolio: { sections: Section[] } }>(portfolioQuery);
    const [first, second] = portfolio.sections;
    const card = first!.items[0]!;
    expect(await project(second!.code, card.code)).toEqual({ __typename: 'ContentNotFound', requested: `/project/${second!.code}/${card.code}` });
    expect(await project(first!.code, 'no-such-project')).toEqual({ __typename: 'ContentNotFound', requested: `/project/${first!.code}/no-such-project` });
    expect((await project('Bad Section', card.code)).__typename).toBe('ContentNotFound');
  });
});

describe('portfolio when the content API fails', () => {
  const upstream = useFaultUpstream('error500');

  it('gives empty values, never not-found or errors', async () => {
    const { query } = testBff({ apiUrl: upstream.url });
    const { body } = await query<{ portfolio: { sections: Section[] }; project: ProjectResult }>(`
      {
        portfolio { sections { code } }
        project(sectionCode: "industry", elementCode: "some-project") { ${projectFields} }
      }
    `);
    expect(body.errors).toBeUndefined();
    expect(body.data?.portfolio).toEqual({ sections: [] });
    expect(body.data?.project).toMatchObject({ __typename: 'Project', code: 'some-project', sectionCode: 'industry', mainInfo: { title: '' }, products: [], breadcrumbs: [] });
  });
});
