/** The site's ink (--color-ink) and white: the two text colours laid on a sector colour. */
const ink = '#14171c';
const white = '#ffffff';
/** WCAG AA for body text. */
const minimumContrast = 4.5;

/** `#rrggbb` (or `#rgb`) as its red, green and blue channels 0–255; null for anything else. */
function channels(color: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? match[1].replace(/./g, (digit) => digit + digit) : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white); null when the colour is not `#rrggbb`. */
export function relativeLuminance(color: string): number | null {
  const rgb = channels(color);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21; null when either is not `#rrggbb`. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface ReadableText {
  /** The text colour. */
  color: string;
  /** Light text on a dark colour, or dark text on a light one (icons and logos follow it). */
  tone: 'light' | 'dark';
}

/**
 * The text colour for a coloured background: white or ink, whichever contrasts more. In the narrow
 * band of mid tones where neither reaches 4.5:1, black (which always does when white does not).
 * A colour that cannot be read counts as dark: white text.
 */
export function readableTextOn(background: string): ReadableText {
  const onWhite = contrastRatio(background, white);
  const onInk = contrastRatio(background, ink);
  if (onWhite === null || onInk === null) return { color: white, tone: 'light' };
  if (onWhite >= onInk && onWhite >= minimumContrast) return { color: white, tone: 'light' };
  return { color: onInk >= minimumContrast ? ink : '#000000', tone: 'dark' };
}

/** Whether a value is a colour `readableTextOn` understands (`#rrggbb` or `#rgb`). */
export function isHexColor(color: string): boolean {
  return channels(color) !== null && color.trim().startsWith('#');
}
