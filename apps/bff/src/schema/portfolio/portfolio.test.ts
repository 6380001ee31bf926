import { describe, expect, it } from 'vitest';
import { testBff, type Answer } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const cyrillic = /[а-яё]/i;

const portfolioQuery = graphql(`
  query Portfolio {
    portfolio {
      sections {
        code
        name
        items {
          id
          code
          sectionCode
          title
          location
          year
          link
          picture {
            alt
            isComplete
          }
        }
      }
    }
  }
`);

graphql(`
  fragment ProjectFields on ProjectResult {
    __typename
    ... on Project {
      id
      code
      sectionCode
      sectionName
      content
      mainInfo {
        title
        location
        year
        client
        area
        description
      }
      facts {
        value
        label
      }
      picture {
        alt
        isComplete
      }
      gallery {
        alt
        width
        height
      }
      products {
        gnkCode
        name
        link
        picture {
          alt
        }
      }
      breadcrumbs {
        title
        link
      }
    }
    ... on ContentNotFound {
      requested
    }
  }
`);

const projectQuery = graphql(`
  query Project($sectionCode: String!, $elementCode: String!) {
    project(sectionCode: $sectionCode, elementCode: $elementCode) {
      ...ProjectFields
    }
  }
`);

const failingPortfolioQuery = graphql(`
  query PortfolioWhenFailing {
    portfolio {
      sections {
        code
      }
    }
    project(sectionCode: "industry", elementCode: "some-project") {
      ...ProjectFields
    }
  }
`);

describe('portfolio', () => {
  const { query } = testBff();
  const run = async <Data>(answer: Promise<Answer<Data>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const project = async (sectionCode: string, elementCode: string, locale: 'ru' | 'en' = 'ru') =>
    (await run(query(projectQuery, { locale, variables: { sectionCode, elementCode } }))).project;

  it.each(['ru', 'en'] as const)('lists every project by section and opens one in %s', async (locale) => {
    const { portfolio } = await run(query(portfolioQuery, { locale }));
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
    const result = unionMember(await project(card.sectionCode, card.code, locale), 'Project');
    expect(result).toMatchObject({
      __typename: 'Project',
      id: card.id,
      code: card.code,
      sectionCode: card.sectionCode,
      mainInfo: { title: card.title, year: card.year },
    });
    expect(result.content).not.toBe('');
    expect(result.products.length).toBeGreaterThan(0);
    for (const product of result.products) expect(product.link).toMatch(/^\/product\//);
    expect(result.breadcrumbs.length).toBeGreaterThan(0);
  });

  it('tells a missing project apart, also one asked under another section', async () => {
    const { portfolio } = await run(query(portfolioQuery));
    const [first, second] = portfolio.sections;
    const card = first!.items[0]!;
    expect(await project(second!.code, card.code)).toEqual({
      __typename: 'ContentNotFound',
      requested: `/project/${second!.code}/${card.code}`,
    });
    expect(await project(first!.code, 'no-such-project')).toEqual({
      __typename: 'ContentNotFound',
      requested: `/project/${first!.code}/no-such-project`,
    });
    expect((await project('Bad Section', card.code)).__typename).toBe('ContentNotFound');
  });
});

describe('portfolio when the content API fails', () => {
  const upstream = useFaultUpstream('error500');

  it('gives empty values, never not-found or errors', async () => {
    const { query } = testBff({ apiUrl: upstream.url });
    const { body } = await query(failingPortfolioQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data?.portfolio).toEqual({ sections: [] });
    expect(body.data?.project).toMatchObject({
      __typename: 'Project',
      code: 'some-project',
      sectionCode: 'industry',
      mainInfo: { title: '' },
      products: [],
      breadcrumbs: [],
    });
  });
});
