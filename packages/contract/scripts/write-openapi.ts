// Writes the OpenAPI document generated from the contract for integrators and tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createOpenApiDocument } from '../src/openapi.js';

const target = new URL('../generated/openapi.json', import.meta.url);
mkdirSync(new URL('.', target), { recursive: true });
writeFileSync(target, `${JSON.stringify(createOpenApiDocument(), null, 2)}\n`);
