import { graphql, type FragmentType } from '../app/graphql/generated';
import { readFragment } from '../app/graphql/read-fragment';

export const ResponsivePictureFragment = graphql(`
  fragment ResponsivePicture on Picture {
    alt
    width
    height
    color
    small {
      src
      webp
    }
    medium {
      src
      webp
    }
    large {
      src
      webp
    }
  }
`);

/** The page's layout, as renderer/global.css sets it: the widths `sizes` is computed from. */
const layout = {
  contentMax: 1440,
  gutter: 20,
  /** Side padding of the content column from each breakpoint up. */
  padding: { phone: 20, tablet: 32, desktop: 40 },
} as const;

/**
 * Where a picture's box sits in the content column at one breakpoint: `columns` equal columns
 * (gap: `gap`, the gutter by default) across `share` of what is left of the column once `minus`
 * px are taken out — e.g. a 280 px filter column and its 40 px gap (`minus: 320`), the 5fr side of
 * a 5fr/7fr split with a 56 px gap (`minus: 56, share: 5 / 12`), a sideways row whose cards are
 * 78 % wide (`share: 0.78`). A number is a fixed width in px.
 */
export type PictureBox = number | { columns?: number; gap?: number; minus?: number; share?: number };

function boxWidth(box: PictureBox, viewport: number | '100vw', padding: number): string {
  if (typeof box === 'number') return `${String(box)}px`;
  const { columns = 1, gap = layout.gutter, minus = 0, share = 1 } = box;
  const scale = share / columns;
  const less = ((columns - 1) * gap) / columns;
  if (typeof viewport === 'number') {
    return `${String(Math.ceil((viewport - 2 * padding - minus) * scale - less))}px`;
  }
  const round = (value: number) => String(Math.round(value * 10_000) / 10_000);
  const inner = `100vw - ${String(2 * padding + minus)}px`;
  const scaled = scale === 1 ? inner : `(${inner}) * ${round(scale)}`;
  return less === 0 ? `calc(${scaled})` : `calc(${scaled} - ${round(less)}px)`;
}

/**
 * The `sizes` of a picture from where its box sits at each breakpoint (phones, 768 px, 1220 px):
 * the exact box width at each, and a fixed one past the content's maximum width, so the browser
 * never takes a larger file than the box needs. e2e/picture-sizes.test.ts holds every page to it.
 */
export function pictureSizes(boxes: { phone: PictureBox; tablet: PictureBox; desktop: PictureBox }): string {
  return [
    `(min-width: ${String(layout.contentMax)}px) ${boxWidth(boxes.desktop, layout.contentMax, layout.padding.desktop)}`,
    `(min-width: 1220px) ${boxWidth(boxes.desktop, '100vw', layout.padding.desktop)}`,
    `(min-width: 768px) ${boxWidth(boxes.tablet, '100vw', layout.padding.tablet)}`,
    boxWidth(boxes.phone, '100vw', layout.padding.phone),
  ].join(', ');
}

/** The `sizes` of a picture filling one of a grid's equal columns, e.g. `{ phone: 1, tablet: 2, desktop: 3 }`. */
export function columnSizes(columns: { phone: number; tablet: number; desktop: number }): string {
  return pictureSizes({
    phone: { columns: columns.phone },
    tablet: { columns: columns.tablet },
    desktop: { columns: columns.desktop },
  });
}

/** The `sizes` of a picture as wide as the content column. */
export const fullWidthSizes = columnSizes({ phone: 1, tablet: 1, desktop: 1 });

interface PictureProps {
  picture: FragmentType<typeof ResponsivePictureFragment> | null | undefined;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A picture at 375/768/1440 px (WebP with a JPEG fallback), sized by its intrinsic dimensions so
 * nothing shifts while it loads. Requirements §16: it is valid only when all three sizes exist; otherwise
 * nothing is drawn.
 */
export function Picture({ picture: pictureRef, sizes, priority = false, className }: PictureProps) {
  const picture = pictureRef ? readFragment<typeof ResponsivePictureFragment>(pictureRef) : null;
  if (!picture?.small || !picture.medium || !picture.large) return null;
  const variants = [
    [picture.small, 375],
    [picture.medium, 768],
    [picture.large, 1440],
  ] as const;
  const webp = variants.every(([variant]) => variant.webp)
    ? variants.map(([variant, width]) => `${variant.webp ?? ''} ${width}w`).join(', ')
    : null;
  return (
    <picture className={className}>
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={picture.medium.src}
        srcSet={variants.map(([variant, width]) => `${variant.src} ${width}w`).join(', ')}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        style={picture.color ? { backgroundColor: picture.color } : undefined}
      />
    </picture>
  );
}
