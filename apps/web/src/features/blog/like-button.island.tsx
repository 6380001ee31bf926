import { withGraphql } from '@/app/graphql/graphql-provider';
import { island } from '@/app/islands/island';
import { LikeButton } from './like-button';

// Drawn by the server with its count; a tap before its code came is kept and replayed.
export default island('like-button', withGraphql(LikeButton), 'visible');
