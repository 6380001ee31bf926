// `node scripts/a11y-sweep.mjs`: axe-core on every page the sitemap lists, both languages, and the
// other half of the keyboard walk (apps/web/e2e/sweep), against the production build (built first when not current) and a content API started the way the
// browser suite starts it (TEST_CONTENT_API_URL reuses a running one). Too long for `npm test`;
// CI runs it after.
import { ensureInstalled, pnpm } from './toolchain.mjs';

ensureInstalled();
pnpm(['exec', 'turbo', 'run', 'build', '--filter=@ostrel/web...', '--concurrency=2', '--output-logs=errors-only']);
pnpm(['--filter', '@ostrel/web', 'run', 'test:a11y-sweep']);
