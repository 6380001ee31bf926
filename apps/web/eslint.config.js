import { layersConfig } from '@ostrel/eslint-config/layers';
import { reactConfig } from '@ostrel/eslint-config/react';

export default [
  // What `lingui compile` writes next to the catalogs; the site's build compiles the .po files itself.
  { ignores: ['src/app/i18n/locales/*.js'] },
  ...reactConfig(import.meta.dirname),
  // The layers of the README's map, lowest first: plumbing, the design system, features, then what
  // puts them together (pages, the renderer, the server).
  layersConfig(import.meta.dirname, {
    layers: [['src/app'], ['src/ui'], ['src/features'], ['pages', 'renderer', 'server']],
    featuresDir: 'src/features',
  }),
  {
    // Requirements §18: a page's status and redirects are decided in one module (src/app/outcome) only.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/app/outcome/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'vike/abort', message: 'Decide a page outcome through src/app/outcome (notFound, headFromSeo).' },
          ],
        },
      ],
    },
  },
];
