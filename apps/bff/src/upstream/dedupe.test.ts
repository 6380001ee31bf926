import { describe, expect, it } from 'vitest';
import { testBff } from '../test-support/bff.js';

describe('batching', () => {
  it('makes each distinct upstream request once per operation', async () => {
    const fetched: string[] = [];
    const { query } = testBff({ cacheTtlMs: 0 }, { onUpstreamFetch: (url) => fetched.push(url) });
    const { body } = await query(`
      {
        a: menu { locale }
        b: menu { header { items { title } } }
        c: menu { footer { phone } }
        features { name }
        again: features { enabled }
      }
    `);
    expect(body.errors).toBeUndefined();
    expect(fetched.sort()).toEqual([expect.stringMatching(/\/features$/), expect.stringMatching(/\/menu$/)]);
  });

  it('renders a whole product page with each distinct upstream request made at most once', async () => {
    const fetched: string[] = [];
    const { query } = testBff({ cacheTtlMs: 0 }, { onUpstreamFetch: (url) => fetched.push(url) });
    const { body } = await query(`
      fragment Card on Series { gnkCode name }
      {
        menu { header { items { title } } }
        footerMenu: menu { footer { phone } }
        features { name }
        seo: seriesSeo(gnkCode: "linea") { __typename }
        page: series(gnkCode: "linea") { __typename ... on Series { ...Card models { nkCode } } }
        breadcrumbs: series(gnkCode: "linea") { __typename ... on Series { breadcrumbs { link } } }
        gallery: series(gnkCode: "linea") { __typename ... on Series { ...Card gallery { isComplete } } }
        accessories(gnkCode: "linea") { code }
        documents: downloadFiles(gnkCode: "linea") { id }
        moreDocuments: downloadFiles(gnkCode: "linea") { size }
      }
    `);
    expect(body.errors).toBeUndefined();
    expect(fetched.length).toBe(new Set(fetched).size);
    expect(fetched).toHaveLength(6);
  });

  it('shares answers across operations through the cache, per locale', async () => {
    const fetched: string[] = [];
    const { query } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    await query('{ menu { locale } }', { locale: 'ru' });
    await query('{ menu { locale } }', { locale: 'ru' });
    const english = await query<{ menu: { locale: string } }>('{ menu { locale } }', { locale: 'en' });
    expect(english.body.data?.menu.locale).toBe('en');
    expect(fetched).toHaveLength(2);
  });
});
