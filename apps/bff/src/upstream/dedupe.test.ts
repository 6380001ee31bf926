import { describe, expect, it } from 'vitest';
import { testBff } from '../test-support/bff.js';
import { graphql } from '../test-support/generated/index.js';

const sharedReadsQuery = graphql(`
  query SharedReads {
    a: menu {
      locale
    }
    b: menu {
      header {
        items {
          title
        }
      }
    }
    c: menu {
      footer {
        phone
      }
    }
    features {
      name
    }
    again: features {
      enabled
    }
  }
`);

// A fragment is a document of its own; the operations that spread it carry it along.
graphql(`
  fragment ProductPageCard on Series {
    gnkCode
    name
  }
`);

const productPageQuery = graphql(`
  query ProductPageReads {
    menu {
      header {
        items {
          title
        }
      }
    }
    footerMenu: menu {
      footer {
        phone
      }
    }
    features {
      name
    }
    seo: seriesSeo(gnkCode: "linea") {
      __typename
    }
    page: series(gnkCode: "linea") {
      __typename
      ... on Series {
        ...ProductPageCard
        models {
          nkCode
        }
      }
    }
    breadcrumbs: series(gnkCode: "linea") {
      __typename
      ... on Series {
        breadcrumbs {
          link
        }
      }
    }
    gallery: series(gnkCode: "linea") {
      __typename
      ... on Series {
        ...ProductPageCard
        gallery {
          isComplete
        }
      }
    }
    accessories(gnkCode: "linea") {
      code
    }
    documents: downloadFiles(gnkCode: "linea") {
      id
    }
    moreDocuments: downloadFiles(gnkCode: "linea") {
      size
    }
  }
`);

const menuLocaleQuery = graphql(`
  query MenuLocale {
    menu {
      locale
    }
  }
`);

describe('batching', () => {
  it('makes each distinct upstream request once per operation', async () => {
    const fetched: string[] = [];
    const { query } = testBff({ cacheTtlMs: 0 }, { onUpstreamFetch: (url) => fetched.push(url) });
    const { body } = await query(sharedReadsQuery);
    expect(body.errors).toBeUndefined();
    expect(fetched.sort()).toEqual([expect.stringMatching(/\/features$/), expect.stringMatching(/\/menu$/)]);
  });

  it('renders a whole product page with each distinct upstream request made at most once', async () => {
    const fetched: string[] = [];
    const { query } = testBff({ cacheTtlMs: 0 }, { onUpstreamFetch: (url) => fetched.push(url) });
    const { body } = await query(productPageQuery);
    expect(body.errors).toBeUndefined();
    expect(fetched.length).toBe(new Set(fetched).size);
    expect(fetched).toHaveLength(6);
  });

  it('shares answers across operations through the cache, per locale', async () => {
    const fetched: string[] = [];
    const { query } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    await query(menuLocaleQuery, { locale: 'ru' });
    await query(menuLocaleQuery, { locale: 'ru' });
    const english = await query(menuLocaleQuery, { locale: 'en' });
    expect(english.body.data?.menu.locale).toBe('en');
    expect(fetched).toHaveLength(2);
  });
});
