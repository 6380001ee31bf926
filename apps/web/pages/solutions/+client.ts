import { hydratePage } from '../../renderer/islands-client';
import BackLink from '../../src/ui/back-link.island';
import ShowMoreButton from '../../src/ui/show-more-button.island';

hydratePage([ShowMoreButton, BackLink]);
