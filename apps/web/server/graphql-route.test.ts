import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffWithUpstream, downUpstream } from './bff-for-tests';
import { registerGraphqlRoute } from './graphql-route';

let closeBff: () => Promise<void>;
let app: FastifyInstance;
beforeAll(async () => {
  const { bff, close } = await bffWithUpstream(downUpstream, { GRAPHIQL: 'true' });
  closeBff = close;
  app = Fastify();
  registerGraphqlRoute(app, bff);
});
afterAll(async () => {
  await app.close();
  await closeBff();
});

const query = JSON.stringify({ query: '{ __typename }' });

describe('the GraphQL route', () => {
  it('answers the site’s own pages and clients that send no origin', async () => {
    for (const headers of [{ origin: 'http://site.test', host: 'site.test' }, {}]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: query,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it('refuses a post from another site before the BFF sees it', async () => {
    for (const headers of [{ origin: 'https://evil.test', host: 'site.test' }, { 'sec-fetch-site': 'cross-site' }]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: query,
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ errors: [{ message: 'Cross-site requests are not accepted' }] });
    }
  });

  it('gives GraphiQL a policy that allows its own scripts and nothing else', async () => {
    const graphiql = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(graphiql.statusCode).toBe(200);
    expect(graphiql.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(graphiql.headers['content-security-policy']);
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts).toMatch(/^('sha256-[\w+/=]+' ?)+$/);
  });
});
