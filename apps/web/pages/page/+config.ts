import type { Config } from 'vike/types';

export default { islands: true } satisfies Config;
