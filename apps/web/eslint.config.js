import { reactConfig } from '@ostrel/eslint-config/react';

export default reactConfig(import.meta.dirname);
