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
 * The `sizes` of a picture filling one column of a grid of equal columns (gap: the gutter) across
 * the content column, e.g. `{ phone: 1, tablet: 2, desktop: 3 }` for a card list: the exact box
 * width at each breakpoint (768, 1220) and a fixed one past the content's maximum width, so the
 * browser never takes a larger file than the box needs.
 */
export function columnSizes(columns: { phone: number; tablet: number; desktop: number }): string {
  const width = (viewport: string, padding: number, count: number) => {
    const gaps = (count - 1) * layout.gutter;
    return `calc((${viewport} - ${String(2 * padding + gaps)}px) / ${String(count)})`;
  };
  const widest =
    (layout.contentMax - 2 * layout.padding.desktop - (columns.desktop - 1) * layout.gutter) / columns.desktop;
  return [
    `(min-width: ${String(layout.contentMax)}px) ${String(Math.ceil(widest))}px`,
    `(min-width: 1220px) ${width('100vw', layout.padding.desktop, columns.desktop)}`,
    `(min-width: 768px) ${width('100vw', layout.padding.tablet, columns.tablet)}`,
    width('100vw', layout.padding.phone, columns.phone),
  ].join(', ');
}

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
 * nothing shifts while it loads. SPEC §5: it is valid only when all three sizes exist; otherwise
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
