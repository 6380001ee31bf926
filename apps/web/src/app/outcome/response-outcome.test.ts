import { describe, expect, it } from 'vitest';
import { hostileTargets } from '../../../test-support/hostile-targets';
import { localePrefixOutcome, responseOutcome, type RenderedPageContext } from './response-outcome';

const policy = { siteOrigin: 'https://www.ostrel.example', allowedHosts: ['shop.ostrel.example'] };

function rendered(
  overrides: Partial<RenderedPageContext> & { statusCode?: number; location?: string },
): RenderedPageContext {
  const { statusCode = 200, location, ...rest } = overrides;
  return {
    urlOriginal: '/catalog',
    httpResponse: {
      statusCode,
      headers: location === undefined ? [['content-type', 'text/html']] : [['Location', location]],
    },
    ...rest,
  };
}

describe('localePrefixOutcome', () => {
  it('answers /ru addresses with 307 to the unprefixed path', () => {
    expect(localePrefixOutcome('/ru')).toEqual({ kind: 'redirect', location: '/', status: 307 });
    expect(localePrefixOutcome('/ru/news?page=2')).toEqual({ kind: 'redirect', location: '/news?page=2', status: 307 });
    expect(localePrefixOutcome('/news')).toBeNull();
  });

  it('keeps the target on the site whatever follows the prefix', () => {
    for (const hostile of [
      ...hostileTargets.filter((target) => target.startsWith('/')),
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/@evil.example',
    ]) {
      const outcome = localePrefixOutcome(`/ru${hostile}`);
      expect(outcome?.kind, hostile).toBe('redirect');
      if (outcome?.kind === 'redirect')
        expect(new URL(outcome.location, policy.siteOrigin).origin, hostile).toBe(policy.siteOrigin);
    }
  });
});

describe('responseOutcome', () => {
  it('answers a page with its status, and an error page with its outcome', () => {
    expect(responseOutcome(rendered({}), policy)).toEqual({ kind: 'page', status: 200 });
    expect(responseOutcome(rendered({ statusCode: 404 }), policy)).toEqual({ kind: 'page', status: 404 });
    expect(responseOutcome(rendered({ urlOriginal: '/en/502', data: { outcome: 'server-error' } }), policy)).toEqual({
      kind: 'page',
      status: 502,
    });
  });

  it('sends a crash to /502 in the page language; /502 itself falls back to the plain page', () => {
    expect(responseOutcome(rendered({ statusCode: 500 }), policy)).toEqual({
      kind: 'redirect',
      location: '/502',
      status: 302,
    });
    expect(responseOutcome(rendered({ statusCode: 500, urlOriginal: '/en/catalog' }), policy)).toEqual({
      kind: 'redirect',
      location: '/en/502',
      status: 302,
    });
    expect(responseOutcome(rendered({ statusCode: 500, urlOriginal: '/en/502' }), policy)).toEqual({ kind: 'crashed' });
  });

  it('passes on redirects that stay on the site or on an allowed host, and refuses the rest', () => {
    expect(responseOutcome(rendered({ statusCode: 301, location: '/catalog/office' }), policy)).toEqual({
      kind: 'redirect',
      location: '/catalog/office',
      status: 301,
    });
    expect(responseOutcome(rendered({ statusCode: 302, location: 'https://shop.ostrel.example/' }), policy)).toEqual({
      kind: 'redirect',
      location: 'https://shop.ostrel.example/',
      status: 302,
    });
    for (const hostile of hostileTargets)
      expect(responseOutcome(rendered({ statusCode: 302, location: hostile }), policy), hostile).toEqual({
        kind: 'refused-redirect',
      });
  });
});
