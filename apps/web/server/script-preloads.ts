const modulePreload = '<link rel="modulepreload" ';

/**
 * Vike names every script of the page in a `modulepreload` link, which browsers fetch at high
 * priority — ahead of the hero image and the fonts on a slow connection. The page is readable
 * before its scripts run (it is rendered on the server), so they are fetched at low priority.
 */
export function lowerScriptPreloadPriority(html: string): string {
  return html.replaceAll(modulePreload, `${modulePreload}fetchpriority="low" `);
}
