import { hydratePage } from '../../renderer/islands-client';
import SliderButtons from '@/ui/slider-buttons.island';

hydratePage([SliderButtons]);
