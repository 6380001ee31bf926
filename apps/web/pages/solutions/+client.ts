import { hydratePage } from '../../renderer/islands-client';
import BackLink from '@/ui/back-link.island';
import ShowMoreButton from '@/ui/show-more-button.island';

hydratePage([ShowMoreButton, BackLink]);
