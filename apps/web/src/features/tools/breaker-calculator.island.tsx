import { lazyIsland } from '@/app/islands/island';

/** Its code comes with the page (`load`): the calculator is the top of its page. */
export default lazyIsland(
  'breaker-calculator',
  () => import('./breaker-live').then((module) => module.BreakerLive),
  'load',
);
