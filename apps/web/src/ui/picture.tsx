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
