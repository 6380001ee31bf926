import { hydratePage } from '../../renderer/islands-client';
import LikeButton from '../../src/features/blog/like-button.island';
import BackLink from '../../src/ui/back-link.island';

hydratePage([BackLink, LikeButton]);
