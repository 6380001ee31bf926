import { setNavigating } from '../src/features/frame/loading-bar';

export function onPageTransitionStart() {
  setNavigating(true);
}
