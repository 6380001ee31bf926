import type { ReactNode } from 'react';
import type { FragmentType } from '../app/graphql/generated';
import styles from './detail-page.module.css';
import { isCompletePicture } from './gallery';
import { fullWidthSizes, Picture, type ResponsivePictureFragment } from './picture';

/** A detail page's back link, right above its intro (whose own top space it takes over). */
export function DetailBack({ children }: { children: ReactNode }) {
  return <div className={`container ${styles.back}`}>{children}</div>;
}

/** A detail page's header picture across the content column, 16:9; nothing unless all three sizes exist. */
export function DetailHero({ picture }: { picture: FragmentType<typeof ResponsivePictureFragment> | null }) {
  if (!picture || !isCompletePicture(picture)) return null;
  return (
    <div className={`container ${styles.hero}`}>
      <Picture picture={picture} priority sizes={fullWidthSizes} className={styles.heroPicture} />
    </div>
  );
}
