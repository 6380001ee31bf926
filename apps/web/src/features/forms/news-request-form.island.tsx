import { lazyIsland } from '@/app/islands/island';

// Drawn by the server and usable at once; its code (checks, sending) comes as it nears the viewport
// and takes over whatever was typed.
export default lazyIsland('news-request-form', () =>
  import('./news-request-form').then((module) => module.NewsRequestForm),
);
