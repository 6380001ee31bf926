import { withGraphql } from '@/app/graphql/graphql-provider';
import { island } from '@/app/islands/island';
import { FavoritesActions } from './favorites-actions';

// Buttons drawn by the server; what they do (share, keep, download) comes with their own code, as
// they near the viewport (with urql, for the archive), and a tap before is replayed.
export default island('favorites-actions', withGraphql(FavoritesActions), 'visible');
