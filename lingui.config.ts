import type { LinguiConfig } from '@lingui/conf';
import { SUPPORTED_LOCALES } from './src/i18n/locales.ts';

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: [...SUPPORTED_LOCALES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/elements'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
};

export default config;
