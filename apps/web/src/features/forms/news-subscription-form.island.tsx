import { lazyIsland } from '@/app/islands/island';

// Drawn by the server and usable without script (a plain POST); its code comes as it nears the
// viewport and takes over whatever was typed.
export default lazyIsland('news-subscription-form', () =>
  import('./news-subscription-form').then((module) => module.NewsSubscriptionForm),
);
