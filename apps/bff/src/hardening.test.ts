import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadBffConfig } from './config.js';
import { operationLimits } from './create-bff.js';
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
    expect(loadBffConfig({ NODE_ENV: 'production' })).toMatchObject({ graphiql: false, introspection: false });
    expect(loadBffConfig({ NODE_ENV: 'production', GRAPHIQL: 'true', INTROSPECTION: '1' })).toMatchObject({
      graphiql: true,
      introspection: true,
    });
    expect(loadBffConfig({ GRAPHIQL: 'false' })).toMatchObject({ graphiql: false, introspection: true });
  });

  it('can be switched off', async () => {
    const { bff, sendRawText } = testBff({ introspection: false, graphiql: false });
    const { body } = await sendRawText('{ __schema { queryType { name } } }');
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
    const page = await bff.fetch('http://bff.test/graphql', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
  });
});
