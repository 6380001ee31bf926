import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island, IslandsToPreload } from './island';
import { islandFiles, islandNameOfFile } from './island-files';
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

describe('a render', () => {
  it('records the islands it drew that hydrate at once, for the page to fetch their code with its own', () => {
    const drawn = new Set<string>();
    renderToString(
      <IslandsToPreload value={drawn}>
        <Greeting name="a" tags={[]} />
        <Later />
      </IslandsToPreload>,
    );
    expect([...drawn]).toEqual(['greeting']);
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
      .map((path) => `/${folder}/${path.replaceAll('\\', '/')}`),
  );

  it('are every file named *.island.tsx, each found by the build under its own name', () => {
    expect(files.length).toBeGreaterThan(20);
    expect([...islandFiles.keys()].sort()).toEqual(files.map(islandNameOfFile).sort());
  });

  it('each export by default the island named as its file (the browser loads an island by its name)', async () => {
    const misnamed: string[] = [];
    for (const [name, load] of islandFiles) {
      const loaded = await load();
      if (loaded.islandName !== name) misnamed.push(`${name}.island.tsx exports ${loaded.islandName}`);
    }
    expect(misnamed).toEqual([]);
    // Loading every island transforms most of the site's browser code: seconds on a cold cache.
  }, 60_000);
});
