import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint, type PageAsset } from './scripts-after-paint';

/** The rewritten page alone. */
const loadScriptsAfterFirstPaint = (html: string, assets: readonly PageAsset[]) =>
  scriptsAfterFirstPaint(html, assets).html;

/** The end of a page as Vike 0.4 writes it, and the assets it lists for the page. */
const vikeTail =
  '<script id="vike_pageContext" type="application/json">{}</script>\n' +
  '    <script src="/assets/entries/entry.js" type="module" async></script>\n' +
  '    <link rel="modulepreload" href="/assets/entries/page.js" as="script" type="text/javascript">\n' +
  '    <link rel="modulepreload" href="/assets/chunks/a.js" as="script" type="text/javascript">\n' +
  '  </body>';
const vikeAssets: PageAsset[] = [
  { src: '/assets/entries/entry.js', assetType: 'script', isEntry: true },
  { src: '/assets/entries/page.js', assetType: 'script', isEntry: false },
  { src: '/assets/chunks/a.js', assetType: 'script', isEntry: false },
  { src: '/assets/static/style.css', assetType: 'style', isEntry: true },
  { src: '/assets/static/font.woff2', assetType: 'font', isEntry: false },
];
const inlineScript = (html: string) => /<script>(.*)<\/script>/.exec(html)?.[1] ?? '';

describe('scriptsAfterFirstPaint', () => {
  it('replaces the entry script and the module preloads by one loader that imports them all after the first paint', () => {
    const font = '<link rel="preload" href="/assets/static/font.woff2" as="font" type="font/woff2" crossorigin>';
    const html = loadScriptsAfterFirstPaint(`${font}${vikeTail}`, vikeAssets);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(font);
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{}</script>');
    const loader = inlineScript(html);
    expect(loader).toContain(
      '["/assets/entries/page.js","/assets/chunks/a.js","/assets/entries/entry.js"].map(src=>import(src))',
    );
    expect(loader).toContain('observe({type:"paint",buffered:!0})');
    expect(html).toMatch(/<\/script>\s*<\/body>$/);
  });

  it("fetches the drawn islands' scripts with the page's own, each once, ahead of the entry", () => {
    const { html } = scriptsAfterFirstPaint(vikeTail, vikeAssets, ['/assets/chunks/island.js', '/assets/chunks/a.js']);
    expect(inlineScript(html)).toContain(
      '["/assets/entries/page.js","/assets/chunks/a.js","/assets/chunks/island.js","/assets/entries/entry.js"]',
    );
  });

  it('finds the tags by the addresses Vike lists, whatever the order of their attributes', () => {
    const html = loadScriptsAfterFirstPaint(
      '<script type="module" async src="/assets/entries/entry.js"></script><link href="/assets/chunks/a.js" rel="modulepreload"></body>',
      vikeAssets,
    );
    expect(html).toBe(`<script>${inlineScript(html)}</script></body>`);
    expect(inlineScript(html)).toContain('["/assets/chunks/a.js","/assets/entries/entry.js"]');
  });

  it('leaves scripts and preloads that are not the page’s own', () => {
    const other = '<script src="/other.js" type="module"></script><link rel="modulepreload" href="/other-chunk.js">';
    const html = loadScriptsAfterFirstPaint(`${other}${vikeTail}`, vikeAssets);
    expect(html.startsWith(other)).toBe(true);
    expect(inlineScript(html)).not.toContain('other');
  });

  it('imports the scripts once, on the first paint or after 3 s, whichever comes first', () => {
    const imported: string[] = [];
    const observers: Array<() => void> = [];
    const timers: Array<[() => void, number]> = [];
    const loader = inlineScript(loadScriptsAfterFirstPaint(vikeTail, vikeAssets)).replaceAll(
      'import(src)',
      'importScript(src)',
    );
    runInNewContext(loader, {
      window: {},
      PerformanceObserver: class {
        constructor(private readonly callback: () => void) {}
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: 'paint', buffered: true });
          observers.push(this.callback);
        }
      },
      setTimeout: (callback: () => void, delay: number) => timers.push([callback, delay]),
      importScript: (src: string) => imported.push(src),
    });
    expect(imported).toEqual([]);
    expect(timers.map(([, delay]) => delay)).toEqual([3000]);
    observers[0]!(); // first paint
    observers[0]!(); // first contentful paint
    timers[0]![0](); // the 3 s fallback
    expect(imported).toEqual(['/assets/entries/page.js', '/assets/chunks/a.js', '/assets/entries/entry.js']);
  });

  it('imports the scripts at once when a held tap asks for them, before or after the loader runs', () => {
    const loader = inlineScript(loadScriptsAfterFirstPaint(vikeTail, vikeAssets)).replaceAll(
      'import(src)',
      'importScript(src)',
    );
    const run = (window: { scriptsWanted?: boolean; loadScriptsNow?: () => void }) => {
      const imported: string[] = [];
      runInNewContext(loader, {
        window,
        PerformanceObserver: class {
          observe() {}
        },
        setTimeout: () => 0,
        importScript: (src: string) => imported.push(src),
      });
      return imported;
    };
    expect(run({ scriptsWanted: true })).toHaveLength(3);
    const later: { loadScriptsNow?: () => void } = {};
    const imported = run(later);
    expect(imported).toEqual([]);
    later.loadScriptsNow?.();
    later.loadScriptsNow?.();
    expect(imported).toHaveLength(3);
  });

  it('gives the hash of the loader it wrote, for the page’s policy, and of no other script', () => {
    const page = `<script>earlyInput()</script><div><script>injected()</script></div>${vikeTail}`;
    const { html, scriptHashes } = scriptsAfterFirstPaint(page, vikeAssets);
    const loader = /<script>(\(load=>.*?)<\/script>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    expect(scriptHashes).toEqual([`'sha256-${createHash('sha256').update(loader!).digest('base64')}'`]);
    expect(scriptsAfterFirstPaint(page, []).scriptHashes).toEqual([]);
  });

  it('leaves a page as it is when its entry script is not found', () => {
    const html = '<html><body><p>Static</p><link rel="modulepreload" href="/assets/chunks/a.js"></body></html>';
    expect(loadScriptsAfterFirstPaint(html, vikeAssets)).toBe(html);
    expect(loadScriptsAfterFirstPaint(vikeTail, [])).toBe(vikeTail);
  });

  it('writes script paths so they cannot end the inline script', () => {
    const src = '/assets/</script.js';
    const html = loadScriptsAfterFirstPaint(`<script src="${src}" type="module" async></script>`, [
      { src, assetType: 'script', isEntry: true },
    ]);
    expect(html).toContain('"/assets/\\u003c/script.js"');
    expect(html.match(/<\/script/g)).toHaveLength(1);
  });
});
