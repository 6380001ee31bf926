import { lazyIsland } from '@/app/islands/island';

/** Its code comes with the page (`load`): the calculator is the top of its page. */
export default lazyIsland(
  'lighting-calculator',
  () => import('./lighting-live').then((module) => module.LightingLive),
  'load',
);
