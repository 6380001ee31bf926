import { GraphQLScalarType } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { UpstreamFile } from '../../../upstream/client.js';

const isFile = (value: unknown): value is UpstreamFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UpstreamFile).name === 'string' &&
  typeof (value as UpstreamFile).size === 'number' &&
  typeof (value as UpstreamFile).arrayBuffer === 'function';

/**
 * Only a file part of a multipart request is a file: without this check a JSON string in its
 * place would reach the resolver as if it were one. Errors are made through Yoga so they reach
 * the client instead of being masked as unexpected.
 */
export const File = new GraphQLScalarType<UpstreamFile, never>({
  name: 'File',
  parseValue(value) {
    if (isFile(value)) return value;
    throw createGraphQLError('File takes a file part of a GraphQL multipart request');
  },
  parseLiteral() {
    throw createGraphQLError('File takes a file part of a GraphQL multipart request, not a literal');
  },
  serialize() {
    throw createGraphQLError('A file is never sent back');
  },
});
