/** Requirements §5: a picked bubble scrolls the page after 750 ms, for 1200 ms. */
export const bannerScrollDelay = 750;
export const bannerScrollDuration = 1200;

/** Where the bubbles land below the viewport's top: 50 px on phones (below 768 px), 80 px wider. */
export function bannerScrollOffset(viewportWidth: number): number {
  return viewportWidth < 768 ? 50 : 80;
}

/** Slow start, slow finish; symmetric, so half the time covers half the way. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * The window's scroll position `elapsed` ms into a scroll from `from` to `to` lasting `duration`
 * ms, rounded to whole pixels; exactly `to` once the time is up.
 */
export function scrollPositionAt(
  from: number,
  to: number,
  elapsed: number,
  duration: number,
  easing: (progress: number) => number = easeInOutCubic,
): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return Math.round(from + (to - from) * easing(elapsed / duration));
}

/** The scroll position that puts an element `offset` px below the viewport's top, within the page. */
export function scrollTargetFor(elementTop: number, scrollY: number, offset: number, maxScroll: number): number {
  return Math.round(Math.min(Math.max(0, elementTop + scrollY - offset), Math.max(0, maxScroll)));
}

/**
 * Scrolls the window to `top` over `duration` ms, a frame at a time (no library, and unlike
 * `scrollIntoView` of a known length). A wheel or touch by the visitor stops it. Returns a function
 * that stops it.
 */
export function animateWindowScroll(top: number, duration: number): () => void {
  const from = window.scrollY;
  const start = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
  };
  const step = (now: number) => {
    const elapsed = Math.max(0, now - start);
    window.scrollTo(0, scrollPositionAt(from, top, elapsed, duration));
    if (elapsed < duration) frame = requestAnimationFrame(step);
    else stop();
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
