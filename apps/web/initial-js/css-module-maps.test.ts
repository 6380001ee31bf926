import type { ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { siteChunkGroups } from './chunk-groups';
import { cssModuleMapChunks, keepCssModuleMapsWithTheirComponents, splitsStylesheetsApart } from './css-module-maps';

/** The group Vike 0.4 adds (vikejs/vike#1815), and other ways of writing the same. */
const vikeGroup: Rolldown.CodeSplittingGroup = { test: /\.css$/, name: (id) => `css-${id.length}` };

describe('splitsStylesheetsApart', () => {
  it('recognises a group that takes stylesheet modules and no scripts, however its test is written', () => {
    expect(splitsStylesheetsApart(vikeGroup)).toBe(true);
    expect(splitsStylesheetsApart({ name: 'css', test: /\.(css|scss)(\?.*)?$/ })).toBe(true);
    expect(splitsStylesheetsApart({ name: 'css', test: '.css' })).toBe(true);
    expect(splitsStylesheetsApart({ name: 'css', test: (id) => id.endsWith('.css') })).toBe(true);
  });

  it('leaves groups that take scripts, or that take nothing outside the site’s folders', () => {
    expect(splitsStylesheetsApart({ name: 'all' })).toBe(false);
    expect(splitsStylesheetsApart({ name: 'react', test: /node_modules[\\/]react/ })).toBe(false);
    for (const group of siteChunkGroups('/repo/apps/web')) expect(splitsStylesheetsApart(group)).toBe(false);
  });
});

describe('keepCssModuleMapsWithTheirComponents', () => {
  it('drops the stylesheet group from every output and keeps the others in order', () => {
    const siteGroups = siteChunkGroups('/repo/apps/web');
    const outputs = [{ codeSplitting: { groups: [...siteGroups, vikeGroup] } }, { codeSplitting: false as const }, {}];
    const config = { build: { rolldownOptions: { output: outputs } } } as unknown as ResolvedConfig;
    keepCssModuleMapsWithTheirComponents(config);
    expect(outputs[0]?.codeSplitting).toEqual({ groups: siteGroups });
    expect(outputs[1]?.codeSplitting).toBe(false);
  });
});

describe('cssModuleMapChunks', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
    ({ type: 'chunk', fileName, moduleIds, imports }) as unknown as Rolldown.OutputChunk;

  it('names the chunks made of one chunk’s class maps alone, not maps with their components or shared ones', () => {
    const bundle = {
      a: chunk('a.js', ['/app/src/ui/card.module.css']),
      b: chunk('b.js', ['/app/src/ui/card.tsx', '/app/src/ui/card.module.css'], ['a.js', 'e.js']),
      c: chunk('c.js', ['/app/src/ui/gallery.module.css?used']),
      d: chunk('d.js', []),
      e: chunk('e.js', ['/app/src/ui/buttons.module.css']),
      f: chunk('f.js', ['/app/src/ui/list.tsx'], ['e.js', 'c.js']),
    };
    expect(cssModuleMapChunks(bundle)).toEqual(['a.js', 'c.js']);
  });
});
