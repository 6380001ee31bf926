import { lazyIsland } from '@/app/islands/island';

// The form is drawn by the server and can be filled in at once; its code (checks, sending) comes
// as it nears the viewport and takes over whatever was typed.
export default lazyIsland('solution-request-form', () =>
  import('./solution-request-form').then((module) => module.SolutionRequestForm),
);
