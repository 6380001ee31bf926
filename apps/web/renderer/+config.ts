import type { Config } from 'vike/types';

export default {
  passToClient: ['locale', 'logicalPath', 'messages'],
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Vike's default prefetching applies (a page's assets load when a link to it is hovered).
  // Spelling it out here would copy the setting into every page's entry of the client bundle.
} satisfies Config;
