import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import styles from './loading-bar.module.css';

// The route-change state, set by a click on a link to another page of the site (a page load), and
// read by the bar.
let navigating = false;
const listeners = new Set<() => void>();

function setNavigating(value: boolean): void {
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

/**
 * Whether a click goes on to load another page of the site in this tab: a plain left click on a
 * same-site link to another address that nothing else took over.
 */
export function startsPageLoad(event: MouseEvent, current: Location): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target !== '' && link.target !== '_self') return false;
  const url = new URL(link.href, current.href);
  if (url.origin !== current.origin) return false;
  return url.pathname !== current.pathname || url.search !== current.search;
}

/**
 * Shows the bar from a click on a link until the next page replaces this one; a page restored from
 * the back-forward cache starts without it. Returns the function that stops watching.
 */
export function watchPageLoads(window: Window): () => void {
  const onClick = (event: MouseEvent) => {
    if (startsPageLoad(event, window.location)) setNavigating(true);
  };
  const onPageShow = () => {
    setNavigating(false);
  };
  window.addEventListener('click', onClick);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.removeEventListener('click', onClick);
    window.removeEventListener('pageshow', onPageShow);
  };
}

/** Requirements §4: no loading bar on iPhone, iPad and iPod. */
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
