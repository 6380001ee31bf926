import { setNavigating } from '../src/frame/loading-bar';

export function onPageTransitionStart() {
  setNavigating(true);
}
