import { lazyIsland } from '@/app/islands/island';

// The form is drawn by the server and can be filled in at once; its code (checks, sending) comes
// as it nears the viewport and takes over whatever was typed and chosen.
export default lazyIsland('vacancy-request-form', () =>
  import('./vacancy-request-form').then((module) => module.VacancyRequestForm),
);
