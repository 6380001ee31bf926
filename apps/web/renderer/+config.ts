import type { Config } from 'vike/types';

export default {
  passToClient: ['locale', 'logicalPath', 'messages'],
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Page assets load on hover, so the next page is usually ready before the click lands.
  prefetch: { staticAssets: 'hover' },
} satisfies Config;
