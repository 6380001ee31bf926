import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import { createOpenApiDocument } from './openapi.js';

describe('the OpenAPI document', () => {
  const document = createOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has one operation per contract endpoint, with the endpoint id as operationId', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, id: operation.operationId })),
    );
    expect(operations.map((operation) => operation.id).sort()).toEqual(Object.keys(endpoints).sort());
    for (const operation of operations) {
      const endpoint = endpoints[operation.id as keyof typeof endpoints];
      expect(operation).toMatchObject({ path: endpoint.path, method: endpoint.method });
    }
  });

  it('documents basic auth and the locale header on every operation', () => {
    expect(document.security).toEqual([{ basicAuth: [] }]);
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(operation.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'locale' }));
      }
    }
  });

  it('marks the content owner’s extensions of v1, and only them', () => {
    const marked = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .filter((operation) => operation['x-audience'] === 'content-owner' && operation['x-extension'] === true)
      .map((operation) => operation.operationId);
    expect(marked).toEqual(['photometryChecks']);
  });
});
