import { hydratePage } from '../../../../renderer/islands-client';
import LinkChips from '@/ui/link-chips.island';
import NearMe from '../../near-me.island';
import OpenStatus from '../../open-status.island';

hydratePage([LinkChips, NearMe, OpenStatus]);
