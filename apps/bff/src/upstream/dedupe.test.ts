import { describe, expect, it } from 'vitest';
import { testBff } from '../test-support/bff.js';

describe('batching', () => {
  it('makes each distinct upstream request once per operation', async () => {
    const fetched: string[] = [];
    const { query } = testBff({ cacheTtlMs: 0 }, { onUpstreamFetch: (url) => fetched.push(url) });
    const { body } = await query(/* GraphQL */ `
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
