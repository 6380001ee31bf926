import { inject } from 'vitest';
import { loadBffConfig, type BffConfig } from '../config.js';
import { createBff, type BffOptions } from '../create-bff.js';
import { createLogger } from '../logger.js';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

/** A BFF over the test content API (or another upstream), quiet unless a test listens to its log. */
export function testBff(overrides: Partial<BffConfig> = {}, options: BffOptions = {}) {
  const config = { ...loadBffConfig({ API_URL: inject('contentApiUrl'), LOG_LEVEL: 'silent' }), ...overrides };
  const bff = createBff(config, { log: createLogger('silent'), ...options });
  async function query<T = Record<string, unknown>>(source: string, options: { locale?: 'ru' | 'en'; variables?: Record<string, unknown> } = {}) {
    const response = await bff.fetch('http://bff.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.locale ? { locale: options.locale } : {}) },
      body: JSON.stringify({ query: source, variables: options.variables ?? {} }),
    });
    return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
  }
  return { bff, config, query };
}
