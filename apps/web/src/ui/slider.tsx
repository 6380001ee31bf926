import type { ReactNode } from 'react';
import { pictureSizes } from './picture';
import SliderButtons from './slider-buttons.island';
import styles from './slider.module.css';

/** The `sizes` of a picture filling a slide (slider.module.css: 82 % of the column, then two, then three). */
export const slideSizes = pictureSizes({ phone: { share: 0.82 }, tablet: { columns: 2 }, desktop: { columns: 3 } });

/**
 * A row of slides that scrolls sideways: by touch, trackpad or the keyboard (the row takes focus
 * and the arrow keys scroll it) with no script, snapping to each slide; the previous and next
 * buttons come as a small island once the row nears the viewport. Slides have fixed widths per
 * screen size (slider.module.css), so nothing shifts as pictures load.
 */
export function Slider({ id, label, children }: { id: string; label: string; children: readonly ReactNode[] }) {
  if (children.length === 0) return null;
  const trackId = `${id}-track`;
  return (
    <div className={styles.slider}>
      <div id={trackId} className={styles.track} role="region" aria-label={label} tabIndex={0}>
        <ul className={styles.slides}>
          {children.map((child, index) => (
            <li key={index} className={styles.slide}>
              {child}
            </li>
          ))}
        </ul>
      </div>
      {children.length > 1 ? <SliderButtons trackId={trackId} /> : null}
    </div>
  );
}
