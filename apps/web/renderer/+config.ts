import type { Config } from 'vike/types';

export default {
  passToClient: ['locale', 'logicalPath', 'messages'],
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Vike's default prefetching applies (a page's assets load when a link to it is hovered).
  // Spelling it out here would copy the setting into every page's entry of the client bundle.
  meta: {
    // A page that hydrates only its islands (src/app/islands): Vike's client runtime and hooks stay
    // on the server, and the page's `+client.ts` (which imports renderer/islands-client) is its
    // only script. Read by the server to write what the islands share.
    islands: {
      env: { server: true, config: true },
      effect: ({ configValue }) => (configValue === true ? { clientHooks: false } : undefined),
    },
  },
} satisfies Config;
