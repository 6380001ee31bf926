import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testBff, type Answer } from '../../test-support/bff.js';
import { startFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';
import { allowedRedirect } from './resolve-seo.js';

graphql(`
  fragment SeoFields on SeoResult {
    __typename
    ... on SeoPage {
      title
      description
      og {
        title
        image
        type
      }
      article {
        publishedTime
        section
      }
    }
    ... on SeoRedirect {
      url
      statusCode
    }
    ... on SeoNotFound {
      requested
    }
  }
`);

const pathSeoQuery = graphql(`
  query PathSeo($path: String!) {
    result: seo(path: $path) {
      ...SeoFields
    }
  }
`);

const seriesSeoQuery = graphql(`
  query SeriesSeo($gnkCode: String!) {
    result: seriesSeo(gnkCode: $gnkCode) {
      ...SeoFields
    }
  }
`);

const newsSeoQuery = graphql(`
  query NewsSeo($code: String!) {
    result: newsSeo(code: $code) {
      ...SeoFields
    }
  }
`);

const catalogSectionSeoQuery = graphql(`
  query CatalogSectionSeo($sectionLevelCodes: [String!]!) {
    result: catalogSectionSeo(sectionLevelCodes: $sectionLevelCodes) {
      ...SeoFields
    }
  }
`);

const privacyPolicySeoQuery = graphql(`
  query PrivacyPolicySeo {
    result: privacyPolicySeo {
      ...SeoFields
    }
  }
`);

const blogSeoQuery = graphql(`
  query BlogSeo($code: String!) {
    result: blogSeo(code: $code) {
      ...SeoFields
    }
  }
`);

const newsSeoKindQuery = graphql(`
  query NewsSeoKind($code: String!) {
    newsSeo(code: $code) {
      __typename
    }
  }
`);

describe('SEO', () => {
  const { query } = testBff();
  const seo = async <Result>(answer: Promise<Answer<{ result: Result }>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!.result;
  };

  it('answers a moved page with its redirect and status', async () => {
    expect(await seo(query(pathSeoQuery, { variables: { path: '/catalog/office-old' } }))).toEqual({
      __typename: 'SeoRedirect',
      url: '/catalog/office',
      statusCode: 301,
    });
    expect(await seo(query(pathSeoQuery, { locale: 'en', variables: { path: '/en/promo/summer' } }))).toEqual({
      __typename: 'SeoRedirect',
      url: '/en/solutions',
      statusCode: 302,
    });
    expect(await seo(query(seriesSeoQuery, { variables: { gnkCode: 'linea-old' } }))).toEqual({
      __typename: 'SeoRedirect',
      url: '/product/linea',
      statusCode: 301,
    });
  });

  it('tells a missing page apart', async () => {
    expect(await seo(query(pathSeoQuery, { variables: { path: '/no/such/page' } }))).toEqual({
      __typename: 'SeoNotFound',
      requested: '/no/such/page',
    });
    expect(await seo(query(newsSeoQuery, { variables: { code: 'no-such-news' } }))).toEqual({
      __typename: 'SeoNotFound',
      requested: '/news/no-such-news',
    });
  });

  it('gives page metadata in the asked language', async () => {
    const ru = unionMember(await seo(query(seriesSeoQuery, { variables: { gnkCode: 'linea' } })), 'SeoPage');
    const en = unionMember(
      await seo(query(seriesSeoQuery, { locale: 'en', variables: { gnkCode: 'linea' } })),
      'SeoPage',
    );
    expect(ru).toMatchObject({ __typename: 'SeoPage', og: { type: 'product' } });
    expect(ru.title).toMatch(/[а-яё]/i);
    expect(en.title).not.toMatch(/[а-яё]/i);
    const catalog = await seo(
      query(catalogSectionSeoQuery, { variables: { sectionLevelCodes: ['office', 'panels'] } }),
    );
    expect(catalog.__typename).toBe('SeoPage');
    expect((await seo(query(privacyPolicySeoQuery))).__typename).toBe('SeoPage');
  });

  it('gives articles their publication data', async () => {
    const authorization = `Basic ${Buffer.from('ostrel:ostrel-dev-password').toString('base64')}`;
    const blog = (await (
      await fetch(`${inject('contentApiUrl')}/blog/all`, { headers: { authorization } })
    ).json()) as { items: { code: string; date: string }[] };
    const item = blog.items[0]!;
    const result = await seo(query(blogSeoQuery, { variables: { code: item.code } }));
    expect(result).toMatchObject({
      __typename: 'SeoPage',
      og: { type: 'article' },
      article: { publishedTime: item.date },
    });
  });
});

describe('SEO redirects never leave the site', () => {
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;
  const redirectTo = (url: string) => ({
    title: '',
    description: '',
    og: { title: '', image: null, type: 'website' },
    article: null,
    redirect: { url, code: 301 },
  });

  beforeAll(async () => {
    upstream = await startFaultUpstream({
      '/seo/news/evil': redirectTo('https://evil.example/phish'),
      '/seo/news/protocol-relative': redirectTo('//evil.example/phish'),
      '/seo/news/partner': redirectTo('https://shop.ostrel.example/catalog'),
      '/seo/news/local': redirectTo('/news/current'),
    });
  });
  afterAll(() => upstream.close());

  it('follows same-site paths and configured hosts only', async () => {
    const { query } = testBff({ apiUrl: upstream.url, redirectHosts: ['shop.ostrel.example'] });
    const typename = async (code: string) =>
      (await query(newsSeoKindQuery, { variables: { code } })).body.data?.newsSeo.__typename;
    expect(await typename('evil')).toBe('SeoPage');
    expect(await typename('protocol-relative')).toBe('SeoPage');
    expect(await typename('partner')).toBe('SeoRedirect');
    expect(await typename('local')).toBe('SeoRedirect');
  });

  it.each([
    ['/catalog', true],
    ['/en/news?page=2', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['https://evil.example/', false],
    ['https://shop.ostrel.example/x', true],
  ])('%s allowed: %s', (url, allowed) => {
    expect(allowedRedirect(url, ['shop.ostrel.example'])).toBe(allowed);
  });
});
