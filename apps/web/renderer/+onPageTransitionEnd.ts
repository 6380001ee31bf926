import { setNavigating } from '../src/features/frame/loading-bar';

export function onPageTransitionEnd() {
  setNavigating(false);
}
