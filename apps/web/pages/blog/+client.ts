import { hydratePage } from '../../renderer/islands-client';
import LinkChips from '@/ui/link-chips.island';

hydratePage([LinkChips]);
