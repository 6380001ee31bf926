import { hydratePage } from '../../../../renderer/islands-client';
import BackLink from '@/ui/back-link.island';

hydratePage([BackLink]);
