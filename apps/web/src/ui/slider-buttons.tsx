import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ArrowIcon } from './icons';
import styles from './slider.module.css';

/** The previous and next buttons of a `Slider`: a screenful of slides at a time, off at either end. */
export function SliderButtons({ trackId }: { trackId: string }) {
  const { t } = useLingui();
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const track = document.getElementById(trackId);
    if (!track) return;
    const measure = () => {
      // A pixel of slack: scroll positions are fractional on zoomed and high-density screens.
      setEnds({
        atStart: track.scrollLeft <= 1,
        atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
      });
    };
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      track.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [trackId]);

  const scroll = (direction: 1 | -1) => {
    const track = document.getElementById(trackId);
    if (!track) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={`${styles.button} ${styles.previous}`}
        aria-controls={trackId}
        aria-label={t`Назад`}
        disabled={ends.atStart}
        onClick={() => {
          scroll(-1);
        }}
      >
        <ArrowIcon />
      </button>
      <button
        type="button"
        className={styles.button}
        aria-controls={trackId}
        aria-label={t`Дальше`}
        disabled={ends.atEnd}
        onClick={() => {
          scroll(1);
        }}
      >
        <ArrowIcon />
      </button>
    </div>
  );
}
