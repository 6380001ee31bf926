import { hydratePage } from '../../../../renderer/islands-client';
import LikeButton from '@/features/blog/like-button.island';
import BackLink from '@/ui/back-link.island';

hydratePage([BackLink, LikeButton]);
