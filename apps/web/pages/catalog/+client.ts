import { hydratePage } from '../../renderer/islands-client';
import FavoriteButton from '@/features/favorites/favorite-button.island';
import CatalogFilters from './catalog-filters.island';

hydratePage([FavoriteButton, CatalogFilters]);
