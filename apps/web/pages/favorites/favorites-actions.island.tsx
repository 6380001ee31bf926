import { island } from '@/app/islands/island';
import { FavoritesActions } from './favorites-actions';

// Buttons drawn by the server; what they do (share, keep, download) comes with their own code.
export default island('favorites-actions', FavoritesActions);
