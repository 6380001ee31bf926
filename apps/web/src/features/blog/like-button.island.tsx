import { island } from '@/app/islands/island';
import { LikeButton } from './like-button';

export default island('like-button', LikeButton);
