import { hydratePage } from '../../../../renderer/islands-client';
import Documents from '@/features/catalog/documents.island';
import FavoriteButton from '@/features/favorites/favorite-button.island';
import ShowMoreButton from '@/ui/show-more-button.island';

hydratePage([FavoriteButton, Documents, ShowMoreButton]);
