import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from './scripts-after-paint';

const vikeTail =
  '<script id="vike_pageContext" type="application/json">{}</script>\n' +
  '    <script src="/assets/entries/entry.js" type="module" async></script>\n' +
  '    <link rel="modulepreload" href="/assets/entries/page.js" as="script" type="text/javascript">\n' +
  '    <link rel="modulepreload" href="/assets/chunks/a.js" as="script" type="text/javascript">\n' +
  '  </body>';

describe('loadScriptsAfterFirstPaint', () => {
  it('replaces the entry script and the module preloads by one loader that imports them all after the first paint', () => {
    const html = loadScriptsAfterFirstPaint(`<link rel="preload" href="/assets/static/font.woff2" as="font" type="font/woff2" crossorigin>${vikeTail}`);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="preload" href="/assets/static/font.woff2" as="font" type="font/woff2" crossorigin>');
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{}</script>');
    const loader = /<script>(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('["/assets/entries/page.js","/assets/chunks/a.js","/assets/entries/entry.js"].map(src=>import(src))');
    expect(loader).toContain('observe({type:"paint",buffered:!0})');
    expect(html).toMatch(/<\/script>\s*<\/body>$/);
  });

  it('imports the scripts once, on the first paint or after 3 s, whichever comes first', () => {
    const imported: string[] = [];
    const observers: Array<() => void> = [];
    const timers: Array<[() => void, number]> = [];
    const loader = /<script>(.*)<\/script>/.exec(loadScriptsAfterFirstPaint(vikeTail))![1]!.replaceAll('import(src)', 'importScript(src)');
    runInNewContext(loader, {
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

  it('leaves a page without Vike scripts as it is', () => {
    const html = '<html><body><p>Static</p></body></html>';
    expect(loadScriptsAfterFirstPaint(html)).toBe(html);
  });

  it('writes script paths so they cannot end the inline script', () => {
    const html = loadScriptsAfterFirstPaint('<script src="/assets/</script>.js" type="module" async></script>');
    expect(html).toContain('"/assets/\\u003c/script>.js"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
