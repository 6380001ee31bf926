import { describe, expect, it } from 'vitest';
import { testBff, type Answer } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const cyrillic = /[а-яё]/i;

graphql(`
  fragment SolutionPictureFields on Picture {
    alt
    width
    height
    isComplete
    small {
      src
      webp
    }
    medium {
      src
    }
    large {
      src
    }
  }
`);

const solutionsQuery = graphql(`
  query Solutions {
    solutions {
      defaultItem {
        tagline
        picture {
          ...SolutionPictureFields
        }
      }
      items {
        id
        code
        color
        icon
        tagline
        underTagline
        name
        link
        picture {
          ...SolutionPictureFields
        }
      }
      itemTabs {
        code
        name
      }
    }
  }
`);

graphql(`
  fragment SolutionSectionFields on SolutionSectionResult {
    __typename
    ... on SolutionSectionPage {
      section {
        id
        code
        name
        description
        color
        icon
        picture {
          ...SolutionPictureFields
        }
      }
      breadcrumbs {
        title
        link
      }
      sections {
        id
        code
        name
        preview
        color
        icon
        link
        elementCount
        picture {
          ...SolutionPictureFields
        }
      }
      elements {
        id
        code
        name
        preview
        sectionLevelCodes
        link
        picture {
          ...SolutionPictureFields
        }
      }
    }
    ... on ContentNotFound {
      requested
    }
  }
`);

graphql(`
  fragment SolutionElementFields on SolutionElementResult {
    __typename
    ... on SolutionElement {
      id
      code
      name
      sectionLevelCodes
      sectionName
      color
      preview
      content
      picture {
        ...SolutionPictureFields
      }
      gallery {
        alt
        isComplete
      }
      benefits {
        title
        text
        icon
      }
      figures {
        value
        label
      }
      products {
        id
        gnkCode
        name
        link
        isNew
        archived
        modelsCount
      }
      projects {
        id
        code
        sectionCode
        title
        location
        year
        link
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

const sectionQuery = graphql(`
  query SolutionSection($codes: [String!]!) {
    solutionSection(sectionLevelCodes: $codes) {
      ...SolutionSectionFields
    }
  }
`);

const elementQuery = graphql(`
  query SolutionElement($code: String!, $codes: [String!]!) {
    solutionElement(elementCode: $code, sectionLevelCodes: $codes) {
      ...SolutionElementFields
    }
  }
`);

const failingSolutionsQuery = graphql(`
  query SolutionsWhenFailing {
    solutions {
      defaultItem {
        tagline
        picture {
          alt
        }
      }
      items {
        code
      }
      itemTabs {
        code
      }
    }
    root: solutionSection {
      ...SolutionSectionFields
    }
    sector: solutionSection(sectionLevelCodes: ["army"]) {
      ...SolutionSectionFields
    }
    solution: solutionElement(elementCode: "barracks-training", sectionLevelCodes: ["army"]) {
      ...SolutionElementFields
    }
  }
`);

describe('solutions', () => {
  const calls: string[] = [];
  const { query } = testBff({}, { onUpstreamFetch: (url) => calls.push(url) });
  const run = async <Data>(answer: Promise<Answer<Data>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const section = async (codes: string[], locale: 'ru' | 'en' = 'ru') =>
    (await run(query(sectionQuery, { locale, variables: { codes } }))).solutionSection;
  const element = async (code: string, codes: string[], locale: 'ru' | 'en' = 'ru') =>
    (await run(query(elementQuery, { locale, variables: { code, codes } }))).solutionElement;

  it.each(['ru', 'en'] as const)('gives the sectors for the home banner in %s', async (locale) => {
    const { solutions } = await run(query(solutionsQuery, { locale }));
    expect(solutions.items.length).toBeGreaterThan(5);
    expect(solutions.itemTabs.length).toBeGreaterThan(0);
    expect(solutions.itemTabs.length).toBeLessThanOrEqual(7);
    expect(solutions.defaultItem.tagline).not.toBe('');
    for (const item of solutions.items) {
      expect(item.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(item.link).toBe(`/solutions/${item.code}`);
    }
    expect(cyrillic.test(solutions.items[0]!.name)).toBe(locale === 'ru');
  });

  it.each(['ru', 'en'] as const)('walks from the root to a section and a solution in %s', async (locale) => {
    const root = unionMember(await section([], locale), 'SolutionSectionPage');
    expect(root).toMatchObject({ __typename: 'SolutionSectionPage', section: null, breadcrumbs: [] });
    expect(root.sections.length).toBeGreaterThan(5);
    const sector = root.sections.find((card) => card.elementCount > 0)!;
    expect(sector.link).toBe(`/solutions/${sector.code}`);

    const page = unionMember(await section([sector.code], locale), 'SolutionSectionPage');
    expect(page.section?.code).toBe(sector.code);
    expect(cyrillic.test(page.section!.name)).toBe(locale === 'ru');
    expect(page.breadcrumbs.at(-1)?.link).toBe(sector.link);
    expect(page.elements.length).toBeGreaterThan(0);

    const card = page.elements[0]!;
    expect(card.sectionLevelCodes).toEqual([sector.code]);
    expect(card.link).toBe(`/solution/${sector.code}/${card.code}`);
    const solution = unionMember(await element(card.code, card.sectionLevelCodes, locale), 'SolutionElement');
    expect(solution).toMatchObject({
      __typename: 'SolutionElement',
      code: card.code,
      name: card.name,
      sectionLevelCodes: [sector.code],
    });
    expect(solution.content).not.toBe('');
    expect(solution.products.length).toBeGreaterThan(0);
    for (const product of solution.products) expect(product.link).toMatch(/^\/product\//);
    for (const project of solution.projects) expect(project.link).toMatch(/^\/project\/[^/]+\/[^/]+$/);
    // Without section codes the solution is found by its code alone.
    expect((await element(card.code, [], locale)).__typename).toBe('SolutionElement');
  });

  it('tells a missing section or solution apart', async () => {
    expect(await section(['no-such-sector'])).toEqual({
      __typename: 'ContentNotFound',
      requested: '/solutions/no-such-sector',
    });
    const root = unionMember(await section([]), 'SolutionSectionPage');
    const sector = root.sections.find((card) => card.elementCount > 0)!;
    const code = unionMember(await section([sector.code]), 'SolutionSectionPage').elements[0]!.code;
    expect(await element(code, ['no-such-sector'])).toEqual({
      __typename: 'ContentNotFound',
      requested: `/solution/no-such-sector/${code}`,
    });
    expect(await element('no-such-solution', [])).toEqual({
      __typename: 'ContentNotFound',
      requested: '/solution/no-such-solution',
    });
  });

  it('answers codes no content can have as not-found without asking the content API', async () => {
    calls.length = 0;
    expect(await element('../etc/passwd', [])).toMatchObject({ __typename: 'ContentNotFound' });
    expect(await section(['Bad Code'])).toMatchObject({ __typename: 'ContentNotFound' });
    expect(calls).toEqual([]);
  });
});

describe('solutions when the content API fails', () => {
  const upstream = useFaultUpstream('error500');

  it('gives empty values, never not-found or errors', async () => {
    const { query } = testBff({ apiUrl: upstream.url });
    const { body } = await query(failingSolutionsQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data?.solutions).toEqual({ defaultItem: { tagline: '', picture: null }, items: [], itemTabs: [] });
    const emptySection = {
      __typename: 'SolutionSectionPage',
      section: null,
      breadcrumbs: [],
      sections: [],
      elements: [],
    };
    expect(body.data?.root).toEqual(emptySection);
    expect(body.data?.sector).toEqual(emptySection);
    expect(body.data?.solution).toMatchObject({
      __typename: 'SolutionElement',
      code: 'barracks-training',
      name: '',
      sectionLevelCodes: ['army'],
      products: [],
      projects: [],
      breadcrumbs: [],
    });
  });
});
