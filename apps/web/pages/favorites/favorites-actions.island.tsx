import { lazyIsland } from '@/app/islands/island';

// Buttons drawn by the server; what they do (share, keep, download) comes with their own code.
export default lazyIsland(
  'favorites-actions',
  () => import('./favorites-actions').then((module) => module.FavoritesActions),
  'load',
);
