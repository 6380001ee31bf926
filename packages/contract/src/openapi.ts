import * as z from 'zod';
import { createDocument } from 'zod-openapi';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import type { Endpoint } from './endpoint.js';
import { endpoints } from './endpoints.js';
import { ErrorBody, localeHeader } from './schemas/common.js';

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBody } },
});

function operation(id: string, endpoint: Endpoint): ZodOpenApiOperationObject {
  const header = localeHeader.extend({
    ...(endpoint.referer
      ? {
          'x-referer': z
            .string()
            .meta({ description: 'The site path (with or without the /en prefix) whose metadata is wanted.' }),
        }
      : {}),
    ...(endpoint.idempotent
      ? {
          'idempotency-key': z.uuid().optional().meta({
            description:
              'Makes retries safe: a request repeated with the same key stores nothing more and answers as the first did. The key becomes the submission id.',
          }),
        }
      : {}),
  });
  const success = endpoint.binary
    ? { description: 'The file.', content: { [endpoint.binary]: { schema: { type: 'string', format: 'binary' } } } }
    : { description: 'OK', content: { 'application/json': { schema: endpoint.response } } };

  return {
    operationId: id,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    ...(endpoint.audience === 'content-owner' ? { 'x-audience': 'content-owner', 'x-extension': true } : {}),
    requestParams: {
      header,
      ...(endpoint.params ? { path: endpoint.params } : {}),
      ...(endpoint.query ? { query: endpoint.query } : {}),
    },
    ...(endpoint.upload
      ? {
          requestBody: {
            required: false,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { file: { type: 'string', format: 'binary', description: 'At most 10 MB.' } },
                },
              },
            },
          },
        }
      : {}),
    responses: {
      [String(endpoint.status)]: success,
      '400': errorResponse('Malformed parameters or invalid form fields (with field errors).'),
      '401': errorResponse('Missing or wrong basic-auth credential.'),
      ...(endpoint.notFound ? { '404': errorResponse('No such content.') } : {}),
      ...(endpoint.upload ? { '413': errorResponse('The file is larger than 10 MB.') } : {}),
    },
  };
}

/** The generated document, typed loosely: it is served and tested as JSON. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; [key: string]: unknown }>>;
  [key: string]: unknown;
}

/** The OpenAPI 3.1 document of the v1 API, generated from the contract. */
export function createOpenApiDocument(serverUrl = '/api/v1'): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const [id, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation(id, endpoint) };
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'OSTREL content API',
      version: '1.0.0',
      description:
        'The v1 content API the website reads: catalogue, solutions, projects, blog, news, careers, distributors, ' +
        'search, downloads and pages. Every request needs HTTP basic auth. The `locale` header selects `ru` ' +
        '(default) or `en` content. Image and document URLs are paths on the API origin.',
    },
    servers: [{ url: serverUrl }],
    security: [{ basicAuth: [] }],
    components: { securitySchemes: { basicAuth: { type: 'http', scheme: 'basic' } } },
    paths,
  });
  return document as unknown as OpenApiDocument;
}
