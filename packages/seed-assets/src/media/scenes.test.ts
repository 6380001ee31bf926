import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productShapes, sceneKinds, type ImageSpec } from './image-spec.js';
import { createRng, mulberry32 } from './random.js';
import { sceneSvg } from './scenes.js';

const shapes = productShapes;
const scenes = sceneKinds.filter((scene) => scene !== 'product');
const palette = ['#1f6feb', '#e3a008', '#7c3aed', '#059669', '#dc2626', '#0891b2', '#6b7280'];

const specs: ImageSpec[] = [
  ...shapes.map((shape, index) => ({
    scene: 'product' as const,
    shape,
    color: palette[index % palette.length] ?? '#1f6feb',
    seed: index,
  })),
  // Three seeds per scene reach the different composition families.
  ...scenes.flatMap((scene, index) =>
    [1, 2, 3].map((seed) => ({
      scene,
      color: palette[(index + seed) % palette.length] ?? '#1f6feb',
      seed: seed * 11 + index,
    })),
  ),
];

const label = (spec: ImageSpec) => `${spec.scene}${spec.shape ? `/${spec.shape}` : ''} #${String(spec.seed)}`;

async function rasterise(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const stats = await sharp(data, { raw: info }).stats();
  return { data, info, stdev: stats.channels.map((channel) => channel.stdev) };
}

describe('sceneSvg', () => {
  it.each(specs.map((spec) => [label(spec), spec] as const))(
    '%s is valid SVG that rasterises to a varied image',
    async (_, spec) => {
      const svg = sceneSvg(spec, 320, 200);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"')).toBe(true);
      expect(svg).not.toMatch(/<text|NaN|Infinity|undefined/);
      const { info, stdev } = await rasterise(svg);
      expect([info.width, info.height]).toEqual([320, 200]);
      // Never a grey box: every channel must vary across the picture.
      for (const deviation of stdev) expect(deviation).toBeGreaterThan(6);
    },
  );

  // Seeds 0–23 reach every composition family of every scene kind (checked when they were chosen).
  it.each(scenes)('%s: seeds 0–23 all rasterise to varied pictures', async (scene) => {
    for (let seed = 0; seed < 24; seed += 1) {
      const { stdev } = await rasterise(
        sceneSvg({ scene, color: palette[seed % palette.length] ?? '#1f6feb', seed }, 160, 100),
      );
      expect(Math.min(...stdev), `${scene} #${String(seed)}`).toBeGreaterThan(5);
    }
  });

  it('is deterministic: the same spec gives byte-identical SVG', () => {
    for (const spec of specs) expect(sceneSvg(spec, 768, 480)).toBe(sceneSvg({ ...spec }, 768, 480));
  });

  it('renders a different image for a different seed', async () => {
    for (const scene of sceneKinds) {
      const base: ImageSpec = {
        scene,
        shape: scene === 'product' ? 'floodlight' : undefined,
        color: '#2563eb',
        seed: 5,
      };
      expect(sceneSvg(base, 320, 200)).not.toBe(sceneSvg({ ...base, seed: 6 }, 320, 200));
    }
    const a = await rasterise(sceneSvg({ scene: 'sector', color: '#059669', seed: 1 }, 160, 100));
    const b = await rasterise(sceneSvg({ scene: 'sector', color: '#059669', seed: 2 }, 160, 100));
    let difference = 0;
    for (let index = 0; index < a.data.length; index += 1)
      difference += Math.abs((a.data[index] ?? 0) - (b.data[index] ?? 0));
    expect(difference / a.data.length).toBeGreaterThan(3);
  });

  it('draws each product shape differently', () => {
    const drawn = new Set(
      shapes.map((shape) => sceneSvg({ scene: 'product', shape, color: '#2563eb', seed: 1 }, 320, 200)),
    );
    expect(drawn.size).toBe(shapes.length);
  });

  it('keeps the 16:10 drawing at every layout width', () => {
    for (const [width, height] of [
      [375, 234],
      [768, 480],
      [1440, 900],
    ] as const) {
      const svg = sceneSvg({ scene: 'pattern', color: '#7c3aed', seed: 3 }, width, height);
      expect(svg).toContain(
        `width="${String(width)}" height="${String(height)}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice"`,
      );
    }
  });
});

describe('random', () => {
  it('mulberry32 repeats for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let index = 0; index < 100; index += 1) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('spreads neighbouring seeds', () => {
    const firsts = Array.from({ length: 20 }, (_, seed) => createRng(seed).int(0, 3));
    expect(new Set(firsts).size).toBeGreaterThan(2);
  });
});
