import type { Config } from 'vike/types';

export default {
  meta: {
    // Pages are drawn on the server alone: the browser runs `+client.ts` and the islands' own code.
    Page: { env: { server: true, client: false } },
  },
} satisfies Config;
