import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { startFaultUpstream } from '../../test-support/fault-upstream.js';

const cyrillic = /[а-яё]/i;

const pageFields = `
  code title lead content updatedAt
  picture { alt isComplete }
  breadcrumbs { title link }
  blocks {
    __typename title
    ... on PageTextBlock { html }
    ... on PageFiguresBlock { figures: items { value label } }
    ... on PageFeaturesBlock { features: items { title text icon } }
    ... on PageGalleryBlock { photos: items { alt isComplete } }
    ... on PageTimelineBlock { entries: items { year text } }
    ... on PageStepsBlock { steps: items { title text } }
    ... on PageFilesBlock { files: items { title url size } }
  }
`;

const serviceCard = 'code name preview icon link hasTool picture { alt isComplete }';

interface Block {
  __typename: string;
  title: string | null;
  [items: string]: unknown;
}
interface Page {
  __typename?: string;
  requested?: string;
  code?: string;
  title?: string;
  content?: string;
  blocks?: Block[];
  breadcrumbs?: { title: string; link: string }[];
}
interface ServiceCard {
  code: string;
  name: string;
  link: string;
  hasTool: boolean;
}

const blockItems: Record<string, string> = {
  PageFiguresBlock: 'figures',
  PageFeaturesBlock: 'features',
  PageGalleryBlock: 'photos',
  PageTimelineBlock: 'entries',
  PageStepsBlock: 'steps',
  PageFilesBlock: 'files',
};

/** Every block came out as a concrete type with its own content. */
function expectTypedBlocks(blocks: Block[]) {
  for (const block of blocks) {
    if (block.__typename === 'PageTextBlock') expect(block.html).toEqual(expect.any(String));
    else expect((block[blockItems[block.__typename]!] as unknown[]).length).toBeGreaterThan(0);
  }
}

describe('pages', () => {
  const calls: string[] = [];
  const { query } = testBff({}, { onUpstreamFetch: (url) => calls.push(url) });
  const run = async <T>(source: string, locale: 'ru' | 'en' = 'ru') => {
    const { body } = await query<T>(source, { locale });
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const detail = async (field: string, locale: 'ru' | 'en' = 'ru', extra = '') =>
    (
      await run<{ result: Page }>(
        `{ result: ${field} { __typename ... on ContentPage { ${pageFields} } ${extra} ... on ContentNotFound { requested } } }`,
        locale,
      )
    ).result;

  it.each(['ru', 'en'] as const)('gives the services overview and each service page in %s', async (locale) => {
    const { services } = await run<{ services: { title: string; lead: string; items: ServiceCard[] } }>(`{ services { title lead items { ${serviceCard} } } }`, locale);
    expect(services.items.length).toBeGreaterThan(3);
    expect(cyrillic.test(services.title)).toBe(locale === 'ru');
    expect(services.items.some((card) => card.hasTool)).toBe(true);
    for (const card of services.items) {
      expect(card.link).toBe(`/services/${card.code}`);
      const page = (await detail(`service(code: "${card.code}")`, locale, '... on ServicePage { hasTool related { code link } }')) as Page & { hasTool: boolean; related: { code: string }[] };
      expect(page).toMatchObject({ __typename: 'ServicePage', code: card.code, hasTool: card.hasTool });
      expect(page.related.map((other) => other.code)).not.toContain(card.code);
      expectTypedBlocks(page.blocks!);
    }
  });

  it.each(['ru', 'en'] as const)('gives the about page and each of its sub-pages in %s', async (locale) => {
    const { about } = await run<{ about: Page & { sections: { code: string; title: string; link: string }[] } }>(`{ about { __typename ${pageFields} sections { code title link } } }`, locale);
    expect(about.__typename).toBe('AboutPage');
    expect(cyrillic.test(about.title!)).toBe(locale === 'ru');
    expect(about.blocks!.length).toBeGreaterThan(0);
    expectTypedBlocks(about.blocks!);
    expect(about.sections.map((section) => section.code)).toEqual(expect.arrayContaining(['privacy-policy', 'about-cookies', 'sertifikatsiya-iso']));
    for (const section of about.sections) {
      expect(section.link).toBe(`/about/${section.code}`);
      const page = await detail(`aboutPage(code: "${section.code}")`, locale);
      expect(page).toMatchObject({ __typename: 'StandardPage', code: section.code, title: section.title });
      expect(page.content).not.toBe('');
    }
  });

  it.each(['ru', 'en'] as const)('gives the template pages the menus link to in %s', async (locale) => {
    const { menu } = await run<{ menu: { header: { items: { link: string }[] }; footer: { columns: { items: { link: string }[] }[] } } }>(
      '{ menu { header { items { link } } footer { columns { items { link } } } } }',
      locale,
    );
    const links = [...menu.header.items, ...menu.footer.columns.flatMap((column) => column.items)].map((item) => item.link);
    const codes = [...new Set(links.map((link) => /^(?:\/en)?\/page\/([^/?#]+)$/.exec(link)?.[1]).filter((code) => code !== undefined))];
    expect(codes.length).toBeGreaterThan(0);
    const blockTypes = new Set<string>();
    for (const code of codes) {
      const page = await detail(`templatePage(pageCode: "${code}")`, locale);
      expect(page).toMatchObject({ __typename: 'StandardPage', code });
      expect(cyrillic.test(page.title!)).toBe(locale === 'ru');
      expectTypedBlocks(page.blocks!);
      for (const block of page.blocks!) blockTypes.add(block.__typename);
    }
    expect(blockTypes.size).toBeGreaterThan(1);
  });

  it('tells a missing page apart', async () => {
    expect(await detail('service(code: "no-such-service")')).toEqual({ __typename: 'ContentNotFound', requested: '/services/no-such-service' });
    expect(await detail('aboutPage(code: "no-such-page")')).toEqual({ __typename: 'ContentNotFound', requested: '/about/no-such-page' });
    expect(await detail('templatePage(pageCode: "no-such-page")')).toEqual({ __typename: 'ContentNotFound', requested: '/page/no-such-page' });
    calls.length = 0;
    expect(await detail('templatePage(pageCode: "../about")')).toEqual({ __typename: 'ContentNotFound', requested: '/page/../about' });
    expect(calls).toEqual([]);
  });
});

describe('pages when the content API fails', () => {
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;
  beforeAll(async () => {
    upstream = await startFaultUpstream({});
  });
  afterAll(() => upstream.close());

  const pagesQuery = `
    {
      services { title lead items { code } }
      about { code title blocks { __typename } sections { code } }
      service(code: "lighting-design") { __typename ... on ServicePage { code title hasTool related { code } blocks { __typename } } }
      aboutPage(code: "privacy-policy") { __typename ... on StandardPage { code title content } }
      templatePage(pageCode: "quality") { __typename ... on StandardPage { code title blocks { __typename } breadcrumbs { link } } }
    }
  `;

  it.each(['error500', 'malformed', 'shape'] as const)('gives empty pages, never not-found or errors, on %s', async (fault) => {
    upstream.set(fault);
    const { query } = testBff({ apiUrl: upstream.url });
    const { body } = await query(pagesQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      services: { title: '', lead: '', items: [] },
      about: { code: 'about', title: '', blocks: [], sections: [] },
      service: { __typename: 'ServicePage', code: 'lighting-design', title: '', hasTool: false, related: [], blocks: [] },
      aboutPage: { __typename: 'StandardPage', code: 'privacy-policy', title: '', content: '' },
      templatePage: { __typename: 'StandardPage', code: 'quality', title: '', blocks: [], breadcrumbs: [] },
    });
  });
});
