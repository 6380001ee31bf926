import { hydratePage } from '../../renderer/islands-client';
import Documents from '../../src/features/catalog/documents.island';
import FavoriteButton from '../../src/features/favorites/favorite-button.island';
import ShowMoreButton from '../../src/ui/show-more-button.island';

hydratePage([FavoriteButton, Documents, ShowMoreButton]);
