import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { testBff } from '../../test-support/bff.js';
import { startFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';

const like = graphql(`
  mutation LikeBlogItem($url: String!) {
    likeBlogItem(blogItemUrl: $url) {
      blogItemUrl
      likes
    }
  }
`);

/** A blog item of the seed, read from the content API itself. */
async function someBlogItem(): Promise<{ blogItemUrl: string; likes: number }> {
  const authorization = `Basic ${Buffer.from('ostrel:ostrel-dev-password').toString('base64')}`;
  const list = (await (
    await fetch(`${inject('contentApiUrl')}/blog/all?limit=1`, { headers: { authorization } })
  ).json()) as { items: { blogItemUrl: string; likes: number }[] };
  return list.items[0]!;
}

describe('blog likes', () => {
  it.each(['ru', 'en'] as const)('adds one like and answers the new count (%s)', async (locale) => {
    const { query } = testBff();
    const item = await someBlogItem();
    const first = await query(like, { locale, variables: { url: item.blogItemUrl } });
    expect(first.body.errors).toBeUndefined();
    const count = first.body.data!.likeBlogItem.likes!;
    // Other runs may like it too; this one's like is counted.
    expect(count).toBeGreaterThan(item.likes);
    // The site may pass the path it shows, with the /en prefix.
    const second = await query(like, { locale, variables: { url: `/en${item.blogItemUrl}` } });
    expect(second.body.data?.likeBlogItem.blogItemUrl).toBe(`/en${item.blogItemUrl}`);
    expect(second.body.data!.likeBlogItem.likes!).toBeGreaterThan(count);
  });

  it('swallows a like of an item that does not exist, and logs it', async () => {
    const lines: string[] = [];
    const { query } = testBff({}, { log: createLogger('warn', (line) => lines.push(line)) });
    const { body } = await query(like, { variables: { url: '/blog/technology/no-such-item' } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.likeBlogItem).toEqual({ blogItemUrl: '/blog/technology/no-such-item', likes: null });
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ msg: 'upstream write failed', endpoint: 'blogLike', cause: 'status 404 not_found' }),
    ]);
  });

  it.each(['', '/news/some-news', '/blog/a', '/blog/a/b/c', '/blog/../menu/x', 'https://evil.example/blog/a/b'])(
    'sends nothing for %j, which is no blog item URL',
    async (url) => {
      const fetched: string[] = [];
      const lines: string[] = [];
      const { query } = testBff(
        {},
        {
          onUpstreamFetch: (fetchedUrl) => fetched.push(fetchedUrl),
          log: createLogger('warn', (line) => lines.push(line)),
        },
      );
      const { body } = await query(like, { variables: { url } });
      expect(body.errors).toBeUndefined();
      expect(body.data?.likeBlogItem).toEqual({ blogItemUrl: url, likes: null });
      expect(fetched).toEqual([]);
      expect(lines).toHaveLength(1);
    },
  );
});

describe('blog likes when the content API fails', () => {
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;
  beforeAll(async () => {
    upstream = await startFaultUpstream({});
  });
  afterAll(() => upstream.close());

  it.each(['error500', 'stall', 'malformed'] as const)('swallows %s and logs one line', async (fault) => {
    upstream.set(fault);
    const lines: string[] = [];
    const { query } = testBff(
      { apiUrl: upstream.url, upstreamTimeoutMs: 200 },
      { log: createLogger('warn', (line) => lines.push(line)) },
    );
    const { body } = await query(like, { variables: { url: '/blog/technology/some-item' } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.likeBlogItem).toEqual({ blogItemUrl: '/blog/technology/some-item', likes: null });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'upstream write failed', endpoint: 'blogLike' });
  });
});
