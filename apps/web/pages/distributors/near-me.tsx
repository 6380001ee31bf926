import { useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { usePageLocation } from '@/app/page/page-location';
import buttons from '@/ui/buttons.module.css';
import { distanceKm, formatDistance, type Point } from './distance';
import styles from './near-me.module.css';

export interface NearMeProps {
  /** The list to order: its items hold offices marked `data-office-at="lat,lon"`, each with a `data-distance` label. */
  listId: string;
}

const noSubscription = () => () => undefined;
const canLocate = () => 'geolocation' in navigator;
// Drawn by the server too, so the list does not move when the script arrives: every browser the
// site serves can locate, a tap before the script is replayed (early-input.ts), and a browser
// without script hides the button by CSS.
const assumeCanLocate = () => true;

/** Each office's distance written beside it, and the list's items ordered by their nearest office. */
function orderByDistance(listId: string, from: Point, label: (distance: string) => string, locale: string): void {
  const list = document.getElementById(listId);
  if (!list) return;
  const nearest = new Map<Element, number>();
  for (const item of list.children) {
    let best = Number.POSITIVE_INFINITY;
    for (const office of item.querySelectorAll<HTMLElement>('[data-office-at]')) {
      const [latitude = Number.NaN, longitude = Number.NaN] = (office.dataset.officeAt ?? '').split(',').map(Number);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
      const km = distanceKm(from, { latitude, longitude });
      best = Math.min(best, km);
      const distance = office.querySelector<HTMLElement>('[data-distance]');
      if (distance) {
        distance.textContent = label(formatDistance(km, locale));
        distance.hidden = false;
      }
    }
    nearest.set(item, best);
  }
  const items = [...list.children].sort(
    (a, b) => (nearest.get(a) ?? Number.POSITIVE_INFINITY) - (nearest.get(b) ?? Number.POSITIVE_INFINITY),
  );
  list.append(...items);
}

/**
 * "Nearest to me": with the visitor's permission, the browser's position orders the list by
 * distance and writes each office's distance. The position stays in the browser.
 */
export function NearMe({ listId }: NearMeProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const available = useSyncExternalStore(noSubscription, canLocate, assumeCanLocate);
  const [state, setState] = useState<'idle' | 'locating' | 'ordered' | 'failed'>('idle');
  if (!available) return null;
  const locate = () => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        orderByDistance(
          listId,
          { latitude: coords.latitude, longitude: coords.longitude },
          (distance) => t`${distance} от вас`,
          locale,
        );
        setState('ordered');
      },
      () => {
        setState('failed');
      },
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };
  return (
    <div className={styles.nearMe}>
      <button type="button" className={buttons.secondary} aria-busy={state === 'locating'} onClick={locate}>
        {t`Ближайшие ко мне`}
      </button>
      <p className={styles.status} role="status">
        {state === 'ordered'
          ? t`Партнёры упорядочены по расстоянию от вас.`
          : state === 'failed'
            ? t`Не удалось узнать, где вы: браузер не дал доступа к местоположению. Выберите партнёра по адресу.`
            : ''}
      </p>
    </div>
  );
}
