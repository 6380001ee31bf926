import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iconExists, writeIcon } from './icons.js';
import { logoSvg, writeBrandAssets } from './logo.js';

let uploadDir = '';
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'ostrel-brand-'));
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

describe('logo', () => {
  it.each(['desktop', 'mobile'] as const)('%s logo is a shape-only SVG that rasterises', async (variant) => {
    const svg = logoSvg(variant);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|font-family/);
    const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let inked = 0;
    for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 128) inked += 1;
    const coverage = inked / (info.width * info.height);
    expect(coverage).toBeGreaterThan(0.05);
    expect(coverage).toBeLessThan(0.8);
    if (variant === 'desktop') expect(info.width / info.height).toBeGreaterThan(4);
    else expect(info.width).toBe(info.height);
  });

  it('writes the brand files and returns their URLs', () => {
    expect(writeBrandAssets(uploadDir)).toEqual({
      desktop: '/upload/brand/logo.svg',
      mobile: '/upload/brand/logo-mobile.svg',
    });
    expect(readFileSync(join(uploadDir, 'brand', 'logo.svg'), 'utf8')).toBe(logoSvg('desktop'));
    expect(readFileSync(join(uploadDir, 'brand', 'logo-mobile.svg'), 'utf8')).toBe(logoSvg('mobile'));
  });
});

describe('icons', () => {
  it('copies a known icon and returns its URL', () => {
    expect(iconExists('lightbulb')).toBe(true);
    expect(writeIcon('lightbulb', uploadDir)).toBe('/upload/icons/lightbulb.svg');
    expect(readFileSync(join(uploadDir, 'icons', 'lightbulb.svg'), 'utf8')).toContain('<svg');
  });

  it('throws a clear error for an unknown or unsafe name', () => {
    expect(iconExists('no-such-icon-here')).toBe(false);
    expect(() => writeIcon('no-such-icon-here', uploadDir)).toThrow('Unknown icon "no-such-icon-here"');
    expect(iconExists('../package')).toBe(false);
    expect(() => writeIcon('../package', uploadDir)).toThrow(/Unknown icon/);
  });
});
