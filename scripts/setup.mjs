// Installs the pinned pnpm and the workspace dependencies; `npm run setup`.
import { ensureInstalled } from './toolchain.mjs';

ensureInstalled();
