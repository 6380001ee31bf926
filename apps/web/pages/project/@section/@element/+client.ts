import { hydratePage } from '../../renderer/islands-client';
import BackLink from '../../src/ui/back-link.island';

hydratePage([BackLink]);
