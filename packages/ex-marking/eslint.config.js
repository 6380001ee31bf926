import { nodeConfig } from '@ostrel/eslint-config/node';

export default nodeConfig(import.meta.dirname);
