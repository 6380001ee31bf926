// Merges the schema modules (src/schema/<domain>/schema.graphql) into one generated module, so
// the built server carries its SDL without reading source files at run time.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const schemaDir = join(import.meta.dirname, '../src/schema');
const domains = readdirSync(schemaDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(schemaDir, entry.name, 'schema.graphql')))
  .map((entry) => entry.name)
  .sort();
const sdl = domains
  .map((domain) => `# ---- ${domain}\n${readFileSync(join(schemaDir, domain, 'schema.graphql'), 'utf8')}`)
  .join('\n');
const target = join(import.meta.dirname, '../src/generated');
mkdirSync(target, { recursive: true });
writeFileSync(
  join(target, 'type-defs.ts'),
  `// Generated from src/schema/*/schema.graphql: do not edit.\nexport const typeDefs = ${JSON.stringify(sdl)};\n`,
);
