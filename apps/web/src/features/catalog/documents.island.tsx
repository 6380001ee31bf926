import { lazyIsland } from '@/app/islands/island';

// Selecting and downloading documents: the code comes as the list nears the viewport.
export default lazyIsland('documents', () => import('./documents').then((module) => module.Documents));
