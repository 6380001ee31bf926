import { island } from '@/app/islands/island';
import { SliderButtons } from './slider-buttons';

// The row scrolls without script; its buttons come as it nears the viewport.
export default island('slider-buttons', SliderButtons, 'visible');
