/** Linear-ish RGB in 0..1; enough colour maths for shading and palettes. */
export type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function toHex(color: Rgb): string {
  return `#${color
    .map((channel) =>
      Math.round(clamp01(channel) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount];
}

export function scale(color: Rgb, factor: number): Rgb {
  return [color[0] * factor, color[1] * factor, color[2] * factor];
}

export function add(a: Rgb, b: Rgb): Rgb {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

export function multiply(a: Rgb, b: Rgb): Rgb {
  return [a[0] * b[0], a[1] * b[1], a[2] * b[2]];
}

/** The palette colour pushed towards full saturation at a fixed brightness, so glows read as light, not paint. */
function vivid(color: Rgb): Rgb {
  const max = Math.max(...color);
  const min = Math.min(...color);
  if (max - min < 0.04) return [0.75, 0.82, 0.95]; // a grey palette: fall back to a cool daylight tint
  const spread = max - min;
  return color.map((channel) => 0.15 + (0.85 * (channel - min)) / spread) as unknown as Rgb;
}

/** The colour of a neutral-white LED (about 4000 K). */
export const ledWhite: Rgb = [1, 0.97, 0.9];
/** The colour of a warm (about 3000 K) LED, for windows and street light. */
export const warmWhite: Rgb = [1, 0.82, 0.58];

export interface Palette {
  /** The palette colour as given. */
  base: Rgb;
  /** A saturated version for glows and lines. */
  glow: Rgb;
  /** Very dark tinted background tones, from the lightest to the darkest. */
  deep: Rgb;
  abyss: Rgb;
  /** The light colour of the emitters: white with a hint of the palette. */
  light: Rgb;
}

export function palette(hex: string): Palette {
  const base = parseHex(hex);
  const glow = vivid(base);
  return {
    base,
    glow,
    deep: mix([0.03, 0.034, 0.042], glow, 0.12),
    abyss: mix([0.01, 0.011, 0.014], glow, 0.035),
    light: mix(ledWhite, glow, 0.12),
  };
}

/** Rotates the hue, keeping lightness and saturation: a harmonious second colour. */
export function hueShift(color: Rgb, degrees: number): Rgb {
  const [r, g, b] = color;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta < 1e-6) return color;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  hue = (((hue * 60 + degrees) % 360) + 360) % 360;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r1, g1, b1] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return [r1 + m, g1 + m, b1 + m];
}
