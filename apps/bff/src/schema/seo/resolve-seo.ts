import type { EndpointId } from '@ostrel/contract/endpoints';
import type { Seo } from '@ostrel/contract/schemas/seo';
import type { BffContext } from '../../context.js';
import type { SeoResult } from '../../generated/resolvers-types.js';
import type { UpstreamRequest } from '../../upstream/client.js';

type SeoEndpoint = Extract<EndpointId, `seo${string}`>;

const emptyPage: SeoResult = {
  __typename: 'SeoPage',
  title: '',
  description: '',
  og: { title: '', image: null, type: 'website' },
  article: null,
};

/**
 * A redirect target is followed only when it stays on this site (a path, not `//host`) or goes to
 * a configured host: an upstream that names anything else must not turn the site into an open
 * redirect.
 */
export function allowedRedirect(url: string, hosts: string[]): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const target = new URL(url);
    return (
      (target.protocol === 'https:' || target.protocol === 'http:') && hosts.includes(target.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

function toResult(seo: Seo, context: BffContext, requested: string): SeoResult {
  if (seo.redirect) {
    if (allowedRedirect(seo.redirect.url, context.config.redirectHosts)) {
      return { __typename: 'SeoRedirect', url: seo.redirect.url, statusCode: seo.redirect.code ?? 302 };
    }
    context.log.warn({ msg: 'SEO redirect refused', requested, target: seo.redirect.url });
  }
  return {
    __typename: 'SeoPage',
    title: seo.title,
    description: seo.description,
    og: seo.og,
    article: seo.article && { publishedTime: seo.article.published_time, section: seo.article.section },
  };
}

/** Reads one SEO endpoint and types its answer: page, redirect or not-found; empty on failure. */
export async function resolveSeo(
  context: BffContext,
  id: SeoEndpoint,
  request: Omit<UpstreamRequest, 'locale'>,
  requested: string,
): Promise<SeoResult> {
  const result = await context.read(id, request);
  if (result.status === 'not_found') return { __typename: 'SeoNotFound', requested };
  if (result.status === 'failed') return emptyPage;
  return toResult(result.data, context, requested);
}
