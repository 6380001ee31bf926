import manropeCyrillic from '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url';
import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';
import { renderToString } from 'react-dom/server';
import islandScripts from 'virtual:island-scripts';
import siteStylesheet from 'virtual:site-stylesheet';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { InjectFilterEntry, PageContextServer } from 'vike/types';
import { i18nFor } from '@/app/i18n/i18n';
import { earlyInputScript } from '@/app/islands/early-input';
import { IslandsToPreload } from '@/app/islands/island';
import { islandPageScript } from '@/app/islands/island-page';
import { jsonLdHtml } from '@/app/page/json-ld';
import { AppShell } from './app-shell';
import { headTags, headTagsHtml } from './head';
import { inlineScript } from './inline-scripts';
import './global.css';

// The script that keeps taps made before the page's scripts ran: the same on every page, so its
// hash for the pages' policy is made once.
const earlyInput = inlineScript(earlyInputScript);

/**
 * Renders the whole document. Every page is a page of islands (src/app/islands, docs/web.md):
 * there is no `onRenderClient`, so Vike's client runtime stays on the server; `+client.ts` and the
 * code of the islands the page drew are its only scripts.
 * Nothing here depends on the visitor (cookies, headers): the output
 * of a URL is the same for everyone, which is what lets the server cache it. Visitor state
 * (favourites, the cookie notice, search history) is applied in the browser.
 */
export function onRenderHtml(pageContext: PageContextServer) {
  const islandsToPreload = new Set<string>();
  const html = renderToString(
    <IslandsToPreload value={islandsToPreload}>
      <AppShell pageContext={pageContext} i18n={i18nFor(pageContext.locale)} />
    </IslandsToPreload>,
  );
  // What the page's islands share.
  const { locale, logicalPath, urlOriginal, messages } = pageContext;
  const islandsBody = islandPageScript({ locale, logicalPath, urlOriginal, messages });
  const head = (pageContext.data as PageContextServer['data'] | undefined)?.head;
  const { title, tags } = headTags({
    head,
    locale: pageContext.locale,
    path: pageContext.logicalPath,
    origin: pageContext.siteUrl,
  });
  // The fonts' Latin and Cyrillic files are what every page draws first.
  const fonts = [manropeLatin, manropeCyrillic]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  // A build links the site's one stylesheet (initial-js/site-stylesheet.ts); development lets Vike.
  const stylesheet = siteStylesheet ? `<link rel="stylesheet" href="${siteStylesheet}">` : '';
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${pageContext.locale}" data-theme="light">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    ${dangerouslySkipEscape(headTagsHtml(tags) + jsonLdHtml(head?.jsonLd ?? []))}
    <meta name="theme-color" content="#ffffff">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${dangerouslySkipEscape(stylesheet + fonts + earlyInput.html)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
    ${dangerouslySkipEscape(islandsBody)}
  </body>
</html>`;
  return {
    documentHtml,
    // The page's policy allows the inline scripts written here, and no other (renderer/inline-scripts.ts).
    pageContext: {
      inlineScriptHashes: [earlyInput.hash],
      // Fetched with the page's own scripts (initial-js/scripts-after-paint.ts).
      islandScripts: [...new Set([...islandsToPreload].flatMap((name) => islandScripts[name] ?? []))],
    },
    // Vike would preload every font file the CSS names (Greek, Vietnamese…); the two above suffice.
    // Its stylesheet is the browser build's, which lacks what only the server draws.
    injectFilter(assets: InjectFilterEntry[]) {
      for (const asset of assets) {
        if (asset.assetType === 'font' || (siteStylesheet && asset.assetType === 'style')) asset.inject = false;
      }
    },
  };
}
