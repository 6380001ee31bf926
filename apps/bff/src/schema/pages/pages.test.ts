import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBff, type Answer } from '../../test-support/bff.js';
import { startFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import type { PageContentFieldsFragment } from '../../test-support/generated/graphql.js';
import { unionMember } from '../../test-support/union-member.js';

const cyrillic = /[а-яё]/i;

graphql(`
  fragment PageContentFields on ContentPage {
    code
    title
    lead
    content
    updatedAt
    picture {
      alt
      isComplete
    }
    breadcrumbs {
      title
      link
    }
    blocks {
      __typename
      title
      ... on PageTextBlock {
        html
      }
      ... on PageFiguresBlock {
        figures: items {
          value
          label
        }
      }
      ... on PageFeaturesBlock {
        features: items {
          title
          text
          icon
        }
      }
      ... on PageGalleryBlock {
        photos: items {
          alt
          isComplete
        }
      }
      ... on PageTimelineBlock {
        entries: items {
          year
          text
        }
      }
      ... on PageStepsBlock {
        steps: items {
          title
          text
        }
      }
      ... on PageFilesBlock {
        files: items {
          title
          url
          size
        }
      }
    }
  }
`);

const servicesQuery = graphql(`
  query ServicesOverview {
    services {
      title
      lead
      items {
        code
        name
        preview
        icon
        link
        hasTool
        picture {
          alt
          isComplete
        }
      }
    }
  }
`);

const servicePageQuery = graphql(`
  query ServicePage($code: String!) {
    result: service(code: $code) {
      __typename
      ...PageContentFields
      ... on ServicePage {
        hasTool
        related {
          code
          link
        }
      }
      ... on ContentNotFound {
        requested
      }
    }
  }
`);

const aboutQuery = graphql(`
  query AboutPage {
    about {
      __typename
      ...PageContentFields
      sections {
        code
        title
        link
      }
    }
  }
`);

const aboutSubPageQuery = graphql(`
  query AboutSubPage($code: String!) {
    result: aboutPage(code: $code) {
      __typename
      ...PageContentFields
      ... on ContentNotFound {
        requested
      }
    }
  }
`);

const templatePageQuery = graphql(`
  query TemplatePage($pageCode: String!) {
    result: templatePage(pageCode: $pageCode) {
      __typename
      ...PageContentFields
      ... on ContentNotFound {
        requested
      }
    }
  }
`);

const menuLinksQuery = graphql(`
  query MenuLinks {
    menu {
      header {
        items {
          link
        }
      }
      footer {
        columns {
          items {
            link
          }
        }
      }
    }
  }
`);

type PageBlock = PageContentFieldsFragment['blocks'][number];

/** The items of a block of any kind but text. */
function blockItems(block: Exclude<PageBlock, { __typename: 'PageTextBlock' }>): unknown[] {
  switch (block.__typename) {
    case 'PageFiguresBlock':
      return block.figures;
    case 'PageFeaturesBlock':
      return block.features;
    case 'PageGalleryBlock':
      return block.photos;
    case 'PageTimelineBlock':
      return block.entries;
    case 'PageStepsBlock':
      return block.steps;
    case 'PageFilesBlock':
      return block.files;
  }
}

/** Every block came out as a concrete type with its own content. */
function expectTypedBlocks(blocks: PageBlock[]) {
  for (const block of blocks) {
    if (block.__typename === 'PageTextBlock') expect(block.html).toEqual(expect.any(String));
    else expect(blockItems(block).length).toBeGreaterThan(0);
  }
}

describe('pages', () => {
  const calls: string[] = [];
  const { query } = testBff({}, { onUpstreamFetch: (url) => calls.push(url) });
  const run = async <Data>(answer: Promise<Answer<Data>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const servicePage = async (code: string, locale: 'ru' | 'en' = 'ru') =>
    (await run(query(servicePageQuery, { locale, variables: { code } }))).result;
  const aboutSubPage = async (code: string, locale: 'ru' | 'en' = 'ru') =>
    (await run(query(aboutSubPageQuery, { locale, variables: { code } }))).result;
  const templatePage = async (pageCode: string, locale: 'ru' | 'en' = 'ru') =>
    (await run(query(templatePageQuery, { locale, variables: { pageCode } }))).result;

  it.each(['ru', 'en'] as const)('gives the services overview and each service page in %s', async (locale) => {
    const { services } = await run(query(servicesQuery, { locale }));
    expect(services.items.length).toBeGreaterThan(3);
    expect(cyrillic.test(services.title)).toBe(locale === 'ru');
    expect(services.items.some((card) => card.hasTool)).toBe(true);
    for (const card of services.items) {
      expect(card.link).toBe(`/services/${card.code}`);
      const page = unionMember(await servicePage(card.code, locale), 'ServicePage');
      expect(page).toMatchObject({ __typename: 'ServicePage', code: card.code, hasTool: card.hasTool });
      expect(page.related.map((other) => other.code)).not.toContain(card.code);
      expectTypedBlocks(page.blocks);
    }
  });

  it.each(['ru', 'en'] as const)('gives the about page and each of its sub-pages in %s', async (locale) => {
    const { about } = await run(query(aboutQuery, { locale }));
    expect(about.__typename).toBe('AboutPage');
    expect(cyrillic.test(about.title)).toBe(locale === 'ru');
    expect(about.blocks.length).toBeGreaterThan(0);
    expectTypedBlocks(about.blocks);
    expect(about.sections.map((section) => section.code)).toEqual(
      expect.arrayContaining(['privacy-policy', 'about-cookies', 'sertifikatsiya-iso']),
    );
    for (const section of about.sections) {
      expect(section.link).toBe(`/about/${section.code}`);
      const page = unionMember(await aboutSubPage(section.code, locale), 'StandardPage');
      expect(page).toMatchObject({ __typename: 'StandardPage', code: section.code, title: section.title });
      expect(page.content).not.toBe('');
    }
  });

  it.each(['ru', 'en'] as const)('gives the template pages the menus link to in %s', async (locale) => {
    const { menu } = await run(query(menuLinksQuery, { locale }));
    const links = [...menu.header.items, ...menu.footer.columns.flatMap((column) => column.items)].map(
      (item) => item.link,
    );
    const codes = [
      ...new Set(
        links.map((link) => /^(?:\/en)?\/page\/([^/?#]+)$/.exec(link)?.[1]).filter((code) => code !== undefined),
      ),
    ];
    expect(codes.length).toBeGreaterThan(0);
    const blockTypes = new Set<string>();
    for (const code of codes) {
      const page = unionMember(await templatePage(code, locale), 'StandardPage');
      expect(page).toMatchObject({ __typename: 'StandardPage', code });
      expect(cyrillic.test(page.title)).toBe(locale === 'ru');
      expectTypedBlocks(page.blocks);
      for (const block of page.blocks) blockTypes.add(block.__typename);
    }
    expect(blockTypes.size).toBeGreaterThan(1);
  });

  it('tells a missing page apart', async () => {
    expect(await servicePage('no-such-service')).toEqual({
      __typename: 'ContentNotFound',
      requested: '/services/no-such-service',
    });
    expect(await aboutSubPage('no-such-page')).toEqual({
      __typename: 'ContentNotFound',
      requested: '/about/no-such-page',
    });
    expect(await templatePage('no-such-page')).toEqual({
      __typename: 'ContentNotFound',
      requested: '/page/no-such-page',
    });
    calls.length = 0;
    expect(await templatePage('../about')).toEqual({ __typename: 'ContentNotFound', requested: '/page/../about' });
    expect(calls).toEqual([]);
  });
});

describe('pages when the content API fails', () => {
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;
  beforeAll(async () => {
    upstream = await startFaultUpstream({});
  });
  afterAll(() => upstream.close());

  const pagesQuery = graphql(`
    query PagesWhenFailing {
      services {
        title
        lead
        items {
          code
        }
      }
      about {
        code
        title
        blocks {
          __typename
        }
        sections {
          code
        }
      }
      service(code: "lighting-design") {
        __typename
        ... on ServicePage {
          code
          title
          hasTool
          related {
            code
          }
          blocks {
            __typename
          }
        }
      }
      aboutPage(code: "privacy-policy") {
        __typename
        ... on StandardPage {
          code
          title
          content
        }
      }
      templatePage(pageCode: "quality") {
        __typename
        ... on StandardPage {
          code
          title
          blocks {
            __typename
          }
          breadcrumbs {
            link
          }
        }
      }
    }
  `);

  it.each(['error500', 'malformed', 'shape'] as const)(
    'gives empty pages, never not-found or errors, on %s',
    async (fault) => {
      upstream.set(fault);
      const { query } = testBff({ apiUrl: upstream.url });
      const { body } = await query(pagesQuery);
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({
        services: { title: '', lead: '', items: [] },
        about: { code: 'about', title: '', blocks: [], sections: [] },
        service: {
          __typename: 'ServicePage',
          code: 'lighting-design',
          title: '',
          hasTool: false,
          related: [],
          blocks: [],
        },
        aboutPage: { __typename: 'StandardPage', code: 'privacy-policy', title: '', content: '' },
        templatePage: { __typename: 'StandardPage', code: 'quality', title: '', blocks: [], breadcrumbs: [] },
      });
    },
  );
});
