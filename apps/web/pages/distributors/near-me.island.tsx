import { lazyIsland } from '@/app/islands/island';

// Only a browser can tell where its visitor is: the button works once the script has come.
export default lazyIsland('near-me', () => import('./near-me').then((module) => module.NearMe));
