import { describe, expect, it } from 'vitest';
import { lowerScriptPreloadPriority } from './script-preloads';

describe('lowerScriptPreloadPriority', () => {
  it('gives every module preload a low fetch priority and leaves other links alone', () => {
    const html =
      '<link rel="preload" href="/assets/static/font.woff2" as="font" type="font/woff2" crossorigin>' +
      '<script src="/assets/entries/entry.js" type="module" async></script>' +
      '<link rel="modulepreload" href="/assets/chunks/a.js" as="script" type="text/javascript">' +
      '<link rel="modulepreload" href="/assets/chunks/b.js" as="script" type="text/javascript">';
    expect(lowerScriptPreloadPriority(html)).toBe(
      '<link rel="preload" href="/assets/static/font.woff2" as="font" type="font/woff2" crossorigin>' +
        '<script src="/assets/entries/entry.js" type="module" async></script>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/a.js" as="script" type="text/javascript">' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/b.js" as="script" type="text/javascript">',
    );
  });
});
