import { lazyIsland } from '@/app/islands/island';

// The panel is a plain GET form that works as the server drew it; its code (filtering as boxes
// are ticked) comes as the listing nears the viewport instead of with the page's script.
export default lazyIsland('catalog-filters', () => import('./catalog-filters').then((module) => module.CatalogFilters));
