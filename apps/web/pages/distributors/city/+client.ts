import { hydratePage } from '../../../renderer/islands-client';
import OpenStatus from '../open-status.island';

hydratePage([OpenStatus]);
