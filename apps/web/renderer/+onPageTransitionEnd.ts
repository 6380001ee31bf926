import { setNavigating } from '../src/frame/loading-bar';

export function onPageTransitionEnd() {
  setNavigating(false);
}
