// Validates content files: `tsx src/seed/check-content.ts [name...]`.
import { loadContentFile, type ContentName } from './load-content.js';

const names = process.argv.slice(2) as ContentName[];
for (const name of names) {
  loadContentFile(name);
  process.stdout.write(`${name}.yaml ok\n`);
}
