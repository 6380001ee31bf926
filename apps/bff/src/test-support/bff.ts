import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { inject } from 'vitest';
import { loadBffConfig, type BffConfig } from '../config.js';
import { createBff, type BffOptions } from '../create-bff.js';
import { createLogger } from '../logger.js';

export interface GraphQLResponse<Data> {
  data?: Data;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

type Locale = 'ru' | 'en';

export interface Answer<Data> {
  status: number;
  body: GraphQLResponse<Data>;
}

/** A BFF over the test content API (or another upstream), quiet unless a test listens to its log. */
export function testBff(overrides: Partial<BffConfig> = {}, options: BffOptions = {}) {
  const config = {
    // No outbox unless a test gives one: a form the upstream cannot take is refused.
    ...loadBffConfig({ API_URL: inject('contentApiUrl'), LOG_LEVEL: 'silent', OUTBOX_DIR: '' }),
    // The content API's answers are what is tested, however busy the machine: a search took over the
    // production 3 s beside the browser suite and read as empty. A fault test sets its own time.
    upstreamTimeoutMs: 20_000,
    ...overrides,
  };
  const bff = createBff(config, { log: createLogger('silent'), ...options });
  async function send<Data>(source: string, locale: Locale | undefined, variables: unknown): Promise<Answer<Data>> {
    const response = await bff.fetch('http://bff.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(locale ? { locale } : {}) },
      body: JSON.stringify({ query: source, variables: variables ?? {} }),
    });
    return { status: response.status, body: (await response.json()) as GraphQLResponse<Data> };
  }
  /** Sends a generated document: its variables (required when it has any) and the answer's data are typed by it. */
  function query<Data, Variables extends Record<string, never>>(
    document: TypedDocumentNode<Data, Variables>,
    options?: { locale?: Locale },
  ): Promise<Answer<Data>>;
  function query<Data, Variables>(
    document: TypedDocumentNode<Data, Variables>,
    options: { locale?: Locale; variables: Variables },
  ): Promise<Answer<Data>>;
  function query(document: TypedDocumentNode, options: { locale?: Locale; variables?: unknown } = {}) {
    return send(print(document), options.locale, options.variables);
  }
  // Raw text, only for operations built to be refused (hardening.test.ts): they test how the server treats hostile input.
  function sendRawText(source: string, options: { locale?: Locale; variables?: Record<string, unknown> } = {}) {
    return send<Record<string, unknown>>(source, options.locale, options.variables);
  }
  return { bff, config, query, sendRawText };
}

export type TestBff = ReturnType<typeof testBff>;
