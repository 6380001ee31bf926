import { hydratePage } from '../../renderer/islands-client';
import FavoriteButton from '@/features/favorites/favorite-button.island';
import FavoritesActions from './favorites-actions.island';

hydratePage([FavoriteButton, FavoritesActions]);
