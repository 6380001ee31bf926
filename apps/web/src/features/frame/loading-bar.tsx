import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import styles from './loading-bar.module.css';

// The route-change state, set by Vike's page transition hooks and read by the bar.
let navigating = false;
const listeners = new Set<() => void>();

export function setNavigating(value: boolean): void {
  if (navigating === value) return;
  navigating = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** SPEC §2: no loading bar on iPhone, iPad and iPod. */
function isAppleHandheld(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  // iPadOS reports itself as a Mac; a touch screen tells them apart.
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

/** A thin bar at the top while a route change loads. */
export function LoadingBar() {
  const { t } = useLingui();
  const active = useSyncExternalStore(
    subscribe,
    () => navigating,
    () => false,
  );
  if (!active || isAppleHandheld(navigator.userAgent, navigator.maxTouchPoints)) return null;
  return <div className={styles.bar} role="progressbar" aria-label={t`Загрузка страницы`} aria-busy="true" />;
}
