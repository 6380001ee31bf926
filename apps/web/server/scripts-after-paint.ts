const entryScript = /<script src="([^"]+)" type="module" async><\/script>/;
const modulePreload = /<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">\s*/g;

/**
 * The page is rendered on the server and readable before its scripts run, so they are fetched
 * once its first paint is on screen: on a slow phone ~110 kB of script would otherwise share the
 * connection with the stylesheet, the fonts and the hero picture, and a cached script would run
 * (and hydrate) before the first frame. Vike's entry `<script>` and its `modulepreload` links
 * become one inline loader that imports all of them, in parallel, when the browser reports the
 * first paint (a `paint` performance entry, timed when the frame is presented), or after 3 s when
 * none comes (a tab opened in the background, a browser that does not report paints).
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) return html;
  const scripts = [...Array.from(html.matchAll(modulePreload), ([, src = '']) => src), entry];
  const loader =
    `(load=>{new PerformanceObserver(load).observe({type:"paint",buffered:!0});setTimeout(load,3e3)})` +
    `((loaded=>()=>loaded||(loaded=${json(scripts)}.map(src=>import(src))))())`;
  return html.replace(modulePreload, '').replace(entryScript, `<script>${loader}</script>`);
}

/** JSON that cannot end the inline script it is written into. */
function json(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
