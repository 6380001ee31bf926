import { island } from '@/app/islands/island';
import { CatalogFilters } from './catalog-filters';

// The panel is a plain GET form that works as the server drew it; its code (filtering as boxes
// are ticked) comes as the listing nears the viewport instead of with the page's script.
export default island('catalog-filters', CatalogFilters, 'visible');
