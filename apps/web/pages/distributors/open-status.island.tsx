import { lazyIsland } from '@/app/islands/island';

// The hours are text in the server's HTML; whether the office is open now is the visitor's moment,
// told by this once it nears the viewport.
export default lazyIsland('office-open-status', () => import('./open-status').then((module) => module.OpenStatus));
