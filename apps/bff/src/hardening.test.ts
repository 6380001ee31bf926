import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadBffConfig } from './config.js';
import { operationLimits } from './create-bff.js';
import { fieldCosts, maxOperationCost } from './operation-cost.js';
import { testBff } from './test-support/bff.js';

describe('abusive operations are turned away quickly with a clear error', () => {
  const { sendRawText } = testBff();

  const rejected = async (source: string, pattern: RegExp) => {
    const started = performance.now();
    const { body } = await sendRawText(source);
    expect(performance.now() - started).toBeLessThan(500);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((error) => error.message).join(' ')).toMatch(pattern);
  };

  it('too deep', async () => {
    let selection = 'name';
    for (let level = 0; level < operationLimits.maxDepth + 2; level += 1) selection = `ofType { ${selection} }`;
    await rejected(`{ __schema { types { fields { type { ${selection} } } } } }`, /depth/i);
  });

  it('too many aliases', async () => {
    const aliases = Array.from({ length: operationLimits.maxAliases + 5 }, (_, index) => `a${index}: locale`).join(' ');
    await rejected(`{ ${aliases} }`, /alias/i);
  });

  it('too many directives', async () => {
    await rejected(`{ locale ${'@include(if: true) '.repeat(operationLimits.maxDirectives + 5)} }`, /directive/i);
  });

  it('too many tokens', async () => {
    await rejected(`{ ${'locale '.repeat(operationLimits.maxTokens + 10)} }`, /token/i);
  });

  it('too wide and costly', async () => {
    const wide = Array.from({ length: 400 }, () => 'menu { footer { columns { items { title link } } } }').join(' ');
    await rejected(`{ ${wide} }`, /cost|token/i);
  });
});

describe('computations past an operation’s budget', () => {
  const { sendRawText } = testBff();

  it('are refused at once, aliases adding up, with an error naming the cost', async () => {
    // Room designs of the largest room the calculator takes, one more than the budget allows.
    const designs = Math.floor(maxOperationCost / fieldCosts.illuminanceDesign!) + 1;
    const fields = Array.from(
      { length: designs },
      (_, index) =>
        `d${String(index)}: illuminanceDesign(room: { length: 200, width: 200, height: 30, workPlaneHeight: 0.8 }, reflectances: { ceiling: 0.7, walls: 0.5, floor: 0.2 }, maintenanceFactor: 0.8, required: 2000, modelId: 1) { result { count } }`,
    );
    const started = performance.now();
    const { status, body } = await sendRawText(`query Many { ${fields.join(' ')} }`);
    expect(performance.now() - started).toBeLessThan(500);
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'COST_LIMIT', maxCost: maxOperationCost });
    expect(body.errors?.[0]?.message).toMatch(/too costly/);
  });
});

describe('introspection and GraphiQL', () => {
  it('are on by default, and the full introspection query GraphiQL sends passes the limits', async () => {
    const { bff, sendRawText } = testBff();
    expect(
      (await sendRawText(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }))).body.errors,
    ).toBeUndefined();
    const page = await bff.fetch('http://bff.test/graphql', { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).toContain('GraphiQL');
    // Served from the package: GraphiQL must work where no CDN is reachable.
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|<script[^>]+src="https?:/);
  });

  it('are off by default in production, unless switched on', () => {
    expect(loadBffConfig({})).toMatchObject({ graphiql: true, introspection: true });
    const production = { NODE_ENV: 'production', API_PASSWORD: 's3cret' };
    expect(loadBffConfig(production)).toMatchObject({ graphiql: false, introspection: false });
    // Empty, as a copied .env.example leaves them: the default.
    expect(loadBffConfig({ ...production, GRAPHIQL: '', INTROSPECTION: '' })).toMatchObject({
      graphiql: false,
      introspection: false,
    });
    expect(loadBffConfig({ ...production, GRAPHIQL: 'true', INTROSPECTION: '1' })).toMatchObject({
      graphiql: true,
      introspection: true,
    });
    expect(loadBffConfig({ GRAPHIQL: 'false' })).toMatchObject({ graphiql: false, introspection: true });
  });

  it('refuse to start in production without the upstream password, naming the setting', () => {
    for (const password of [undefined, '']) {
      expect(() => loadBffConfig({ NODE_ENV: 'production', API_PASSWORD: password })).toThrow(
        /API_PASSWORD is not set/,
      );
    }
    expect(loadBffConfig({ API_PASSWORD: '' }).apiPassword).toBe('ostrel-dev-password');
  });

  it('can be switched off', async () => {
    const { bff, sendRawText } = testBff({ introspection: false, graphiql: false });
    const { body } = await sendRawText('{ __schema { queryType { name } } }');
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
    const page = await bff.fetch('http://bff.test/graphql', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
  });
});

describe('requests from other sites’ pages', () => {
  const { bff } = testBff({ allowedOrigins: ['https://dealers.example'] });
  // A write a page of another site would like a visitor's browser to make (a like is a mutation).
  const like = (headers: Record<string, string>) =>
    bff.fetch('http://bff.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: 'mutation Like($url: String!) { likeBlogItem(blogItemUrl: $url) { __typename } }',
        variables: { url: '/blog/no-such/item' },
      }),
    });

  it('are refused before anything runs, and told no CORS', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://bff.test.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const response = await like(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/other sites/);
    }
    const preflight = await bff.fetch('http://bff.test/graphql', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('are answered from the BFF’s own origin, from an allowed one (CORS without credentials) and from no page', async () => {
    const answered: Record<string, string>[] = [
      { origin: 'http://bff.test' },
      { origin: 'https://dealers.example' },
      {},
    ];
    for (const headers of answered) {
      const response = await like(headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(((await response.json()) as { data?: unknown }).data).toBeTruthy();
    }
    const allowed = await like({ origin: 'https://dealers.example' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://dealers.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('reads ALLOWED_ORIGINS as origins only, naming a wrong one', () => {
    expect(loadBffConfig({ ALLOWED_ORIGINS: 'https://dealers.example, http://localhost:5173' }).allowedOrigins).toEqual(
      ['https://dealers.example', 'http://localhost:5173'],
    );
    expect(() => loadBffConfig({ ALLOWED_ORIGINS: 'https://dealers.example/portal' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadBffConfig({ ALLOWED_ORIGINS: '*' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
