import { hydratePage } from '../../../../renderer/islands-client';
import BackLink from '@/ui/back-link.island';
import SliderButtons from '@/ui/slider-buttons.island';

hydratePage([BackLink, SliderButtons]);
