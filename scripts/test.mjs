// `npm test`: installs what is missing, then runs every check of every package through Turborepo
// (typecheck, lint, unit and integration tests), two at a time to suit a two-core machine.
import { ensureInstalled, pnpm, run } from './toolchain.mjs';

ensureInstalled();
// Formatting first: it is the quickest check and its message says the one command that fixes it.
pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
pnpm(['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--concurrency=2', '--continue']);
// The supervisor of `npm start` (scripts/services.mjs).
run(process.execPath, ['--test', 'scripts/services.test.mjs']);
pnpm(['exec', 'tsc', '-p', 'tsconfig.json']);
// Files, exports and dependencies nothing uses (after the tasks above: it reads the generated code too).
pnpm(['exec', 'knip', '--no-progress']);
