import { lazyIsland } from '@/app/islands/island';

// Sorting and the favourites' hearts: the code comes as the table nears the viewport.
export default lazyIsland('models-table', () => import('./models-table').then((module) => module.ModelsTable));
