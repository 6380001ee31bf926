import { hydratePage } from '../../renderer/islands-client';
import SliderButtons from '../../src/ui/slider-buttons.island';

hydratePage([SliderButtons]);
