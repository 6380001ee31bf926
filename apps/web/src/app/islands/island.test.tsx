import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island, lazyIsland, loadLazyIslands } from './island';
import { islandPageScript } from './island-page';

const Greeting = island('greeting', ({ name, tags }: { name: string; tags: string[] }) => (
  <p>
    {name}: {tags.join(', ')}
  </p>
));
const Later = island('later', () => <p>later</p>, 'visible');

describe('an island', () => {
  it('is drawn in full inside an element that names it and carries its props as JSON', () => {
    const html = renderToString(<Greeting name={'Ёлка "<b>"'} tags={['a', 'b']} />);
    expect(html).toContain('data-island="greeting"');
    expect(html).toContain('<p>Ёлка &quot;&lt;b&gt;&quot;<!-- -->: <!-- -->a, b</p>');
    const props = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
    const decoded = props
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    expect(JSON.parse(decoded)).toEqual({ name: 'Ёлка "<b>"', tags: ['a', 'b'] });
    expect(html).not.toContain('data-hydration');
  });

  it('says when it hydrates later than the page', () => {
    expect(renderToString(<Later />)).toContain('data-hydration="visible"');
  });
});

describe('a lazy island', () => {
  const Notes = lazyIsland('notes', () =>
    Promise.resolve(({ text }: { text: string }) => <p className="notes">{text}</p>),
  );

  it('is drawn in full by the server once its code is loaded, and hydrates when near the viewport', async () => {
    await loadLazyIslands();
    const html = renderToString(<Notes text="later" />);
    expect(html).toContain('data-island="notes"');
    expect(html).toContain('data-hydration="visible"');
    expect(html).toContain('<p class="notes">later</p>');
  });

  it('loads its code once, whoever asks', async () => {
    expect(Notes.load).toBeDefined();
    const [first, second] = await Promise.all([Notes.load?.(), Notes.load?.()]);
    expect(first).toBe(second);
  });
});

describe("the islands' shared page data", () => {
  it('cannot end its script, whatever the messages hold', () => {
    const script = islandPageScript({
      locale: 'ru',
      logicalPath: '/about',
      urlOriginal: '/about?q=</script><script>alert(1)</script>',
      messages: { id: '</script>' },
    });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/json" id="island-page">(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({ urlOriginal: '/about?q=</script><script>alert(1)</script>' });
  });

  it('is the page location and the whole catalog, the catalog written once for every page', () => {
    const messages = { greeting: 'Здравствуйте', farewell: ['До свидания'] };
    for (const logicalPath of ['/about', '/news']) {
      const page = { locale: 'ru' as const, logicalPath, urlOriginal: `${logicalPath}?a=1`, messages };
      const json = /^<script type="application\/json" id="island-page">(.*)<\/script>$/.exec(
        islandPageScript(page),
      )?.[1];
      expect(JSON.parse(json ?? '')).toEqual(page);
    }
  });
});

describe('island files', () => {
  const appRoot = join(import.meta.dirname, '../../..');
  const files = ['src', 'pages'].flatMap((folder) =>
    readdirSync(join(appRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.island.tsx'))
      .map((path) => join(appRoot, folder, path)),
  );
  const declared = files.map((file) => ({
    file: relative(appRoot, file),
    name: /export default (?:lazyIsland|island)\(\s*'([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1],
  }));

  it('each export one island by default', () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter(({ name }) => name === undefined)).toEqual([]);
  });

  it('give their islands names of their own (the browser finds each by its name)', () => {
    const names = declared.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});
