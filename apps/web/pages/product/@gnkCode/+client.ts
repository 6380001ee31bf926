import { hydratePage } from '../../../renderer/islands-client';
import Documents from '@/features/catalog/documents.island';
import FavoriteButton from '@/features/favorites/favorite-button.island';
import ModelsTable from './models-table.island';

hydratePage([FavoriteButton, ModelsTable, Documents]);
