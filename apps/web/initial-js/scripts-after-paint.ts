import type { EarlyHint } from 'vike/types';
import { inlineScript } from '../renderer/inline-scripts.js';

/** What is read of Vike's list of a page's assets (`pageContext.httpResponse.earlyHints`). */
export type PageAsset = Pick<EarlyHint, 'src' | 'assetType' | 'isEntry'>;

/** An empty `<script …></script>`, or a `<link …>` with the whitespace after it. */
const scriptOrLinkTag = /<script\b([^>]*)><\/script>|<link\b([^>]*)>\s*/gi;

/**
 * The page is rendered on the server and readable before its scripts run, so they are fetched
 * once its first paint is on screen: on a slow phone ~90 kB of script would otherwise share the
 * connection with the stylesheet, the fonts and the hero picture, and a cached script would run
 * (and hydrate) before the first frame. Vike's entry `<script>` and its `modulepreload` links
 * become one inline loader that imports all of them, in parallel, when the browser reports the
 * first paint (a `paint` performance entry, timed when the frame is presented), or after 3 s when
 * none comes (a tab opened in the background, a browser that does not report paints) — or at
 * once when the visitor taps a control that waits for them (`window.loadScriptsNow`, called by
 * src/app/islands/early-input.ts, which sets `window.scriptsWanted` for a tap before the loader).
 *
 * The loader also fetches `islandScripts`, the code of the islands the page drew that hydrate at
 * once (renderer/+onRenderHtml.tsx), so that the entry finds them loaded.
 *
 * The tags are found by the addresses Vike lists for the page, not by how it writes them; a page
 * whose entry script is not found is left as it is (its scripts then load the usual way).
 *
 * The loader is the only inline script the rewrite writes, and its hash comes back with the page
 * for the page's policy (`scriptHashes`): the policy is never worked out from whatever the HTML
 * holds. Vike writes none of its own in a build: a page's one entry is a file (`<script src>`,
 * allowed as the site's); it merges entries into an inline `import()` script only when there are
 * several, as in development, where pages carry no policy.
 */
export function scriptsAfterFirstPaint(
  html: string,
  assets: readonly PageAsset[],
  islandScripts: readonly string[] = [],
): { html: string; scriptHashes: string[] } {
  const tags = pageScriptTags(html, assets);
  const firstEntry = tags.find((tag) => tag.isEntry);
  if (!firstEntry) return { html, scriptHashes: [] };
  const preloads = tags.filter((tag) => !tag.isEntry).map((tag) => tag.src);
  const entries = tags.filter((tag) => tag.isEntry).map((tag) => tag.src);
  const scripts = [...new Set([...preloads, ...islandScripts, ...entries])];
  const loader = inlineScript(
    `(load=>{window.loadScriptsNow=load;if(window.scriptsWanted)load();` +
      `new PerformanceObserver(load).observe({type:"paint",buffered:!0});setTimeout(load,3e3)})` +
      `((loaded=>()=>loaded||(loaded=${json(scripts)}.map(src=>import(src))))())`,
  );
  let rewritten = '';
  let copiedUpTo = 0;
  for (const tag of tags) {
    rewritten += html.slice(copiedUpTo, tag.start) + (tag === firstEntry ? loader.html : '');
    copiedUpTo = tag.end;
  }
  return { html: rewritten + html.slice(copiedUpTo), scriptHashes: [loader.hash] };
}

interface ScriptTag {
  src: string;
  isEntry: boolean;
  start: number;
  end: number;
}

/** The page's entry `<script type="module">` tags and `modulepreload` links, in document order. */
function pageScriptTags(html: string, assets: readonly PageAsset[]): ScriptTag[] {
  const isEntryBySrc = new Map(
    assets.filter((asset) => asset.assetType === 'script').map((asset) => [asset.src, asset.isEntry]),
  );
  const tags: ScriptTag[] = [];
  for (const match of html.matchAll(scriptOrLinkTag)) {
    const [text, scriptAttributes, linkAttributes = ''] = match;
    const isEntry = scriptAttributes !== undefined;
    const src = isEntry
      ? attribute(scriptAttributes, 'type') === 'module' && attribute(scriptAttributes, 'src')
      : attribute(linkAttributes, 'rel') === 'modulepreload' && attribute(linkAttributes, 'href');
    if (src && isEntryBySrc.get(src) === isEntry)
      tags.push({ src, isEntry, start: match.index, end: match.index + text.length });
  }
  return tags;
}

/** An attribute's value as Vike writes it (quoted or not); no entity decoding: asset paths have none. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** JSON that cannot end the inline script it is written into. */
function json(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
