import { lazyIsland } from '../app/islands/island';

// The row scrolls without script; its buttons come as it nears the viewport.
export default lazyIsland('slider-buttons', () => import('./slider-buttons').then((module) => module.SliderButtons));
