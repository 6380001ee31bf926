import { hydratePage } from '../../renderer/islands-client';
import DiffSwitch from './diff-switch.island';

hydratePage([DiffSwitch]);
