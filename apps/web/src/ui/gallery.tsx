import { type FragmentType } from '../app/graphql/generated';
import { columnSizes, fullWidthSizes, Picture, type ResponsivePictureFragment } from './picture';
import styles from './gallery.module.css';
import { readFragment } from '../app/graphql/read-fragment';

/** Requirements §16: a picture counts only when all three sizes exist. */
export function isCompletePicture(ref: FragmentType<typeof ResponsivePictureFragment>): boolean {
  const picture = readFragment<typeof ResponsivePictureFragment>(ref);
  return Boolean(picture.small && picture.medium && picture.large);
}

const itemSizes = columnSizes({ phone: 1, tablet: 2, desktop: 3 });

/**
 * Photos in a calm grid: the first one wide, the rest in two or three columns. Incomplete pictures
 * are left out, so no cell is ever empty.
 */
export function Gallery({
  pictures,
  label,
}: {
  pictures: readonly FragmentType<typeof ResponsivePictureFragment>[];
  label: string;
}) {
  const complete = pictures.filter(isCompletePicture);
  if (complete.length === 0) return null;
  return (
    <ul className={styles.gallery} aria-label={label}>
      {complete.map((picture, index) => (
        <li key={index} className={index === 0 ? styles.wide : styles.item}>
          <Picture
            picture={picture}
            // The first spans the content column; the rest sit in one, two or three columns (gallery.module.css).
            sizes={index === 0 ? fullWidthSizes : itemSizes}
            className={styles.picture}
          />
        </li>
      ))}
    </ul>
  );
}
