import type { ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { siteChunkGroups } from './chunk-groups';
import { keepCssModuleMapsWithTheirComponents, splitsStylesheetsApart } from './css-module-maps';

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
