import { hydratePage } from '../../../../renderer/islands-client';
import LinkChips from '../../../../src/ui/link-chips.island';

hydratePage([LinkChips]);
