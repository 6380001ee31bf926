import type { Endpoint } from '@ostrel/contract/endpoint';
import { endpoints, type EndpointId } from '@ostrel/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { contractOperations } from './test-support/contract-operations.js';
import { testBff } from './test-support/bff.js';
import { graphql } from './test-support/generated/index.js';

const archiveQuery = graphql(`
  query CoverageArchive($archiveId: String!) {
    archive(archiveId: $archiveId) {
      status
    }
  }
`);

/** The contract endpoint a URL (absolute, or a path under /api/v1) addresses; literal segments win over parameters. */
export function endpointOf(url: string): EndpointId | null {
  const path =
    url
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/^\/api\/v1/, '')
      .split('?')[0] ?? '';
  const candidates = (Object.entries(endpoints) as [EndpointId, Endpoint][])
    .filter(([, endpoint]) => new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path))
    .sort(([, a], [, b]) => ((b.path.match(/\{/g)?.length ?? 0) < (a.path.match(/\{/g)?.length ?? 0) ? 1 : -1));
  return candidates[0]?.[0] ?? null;
}

describe('every v1 endpoint for the site is reachable through the schema', () => {
  it('maps URLs to endpoints, preferring literal paths', () => {
    expect(endpointOf('http://api.test/api/v1/hr-page/vacancies/title-page')).toBe('vacanciesTitle');
    expect(endpointOf('/hr-page/vacancies/some-job')).toBe('vacancy');
    expect(endpointOf('http://api.test/api/v1/blog/tabs?x=1')).toBe('blogTabs');
    expect(endpointOf('/blog/technology/post/addLike')).toBe('blogLike');
    expect(endpointOf('/nowhere')).toBeNull();
  });

  it(
    'calls each endpoint of the contract the site reads from some operation, and none of the content owner’s',
    { timeout: 60_000 },
    async () => {
      const reached = new Set<EndpointId>();
      const bff = testBff(
        { cacheTtlMs: 0 },
        {
          onUpstreamFetch: (url) => {
            const id = endpointOf(url);
            if (id) reached.add(id);
          },
        },
      );
      const operations = await contractOperations();
      let archiveId = '';
      for (const operation of operations) {
        const { body } = await operation.send(bff);
        expect(body.errors, operation.source).toBeUndefined();
        if (body.data && 'prepareArchive' in body.data && body.data.prepareArchive.__typename === 'Archive')
          archiveId = body.data.prepareArchive.archiveId;
      }
      expect(archiveId).not.toBe('');
      expect((await bff.query(archiveQuery, { variables: { archiveId } })).body.errors).toBeUndefined();

      // The content owner's extensions of v1 report what is not for visitors: the BFF leaves them out.
      const forTheSite = (Object.entries(endpoints) as [EndpointId, Endpoint][])
        .filter(([, endpoint]) => endpoint.audience === 'site')
        .map(([id]) => id);
      expect(forTheSite.length).toBe(Object.keys(endpoints).length - 1);
      expect(forTheSite.filter((id) => !reached.has(id))).toEqual([]);
      expect(reached.has('photometryChecks')).toBe(false);
    },
  );
});
