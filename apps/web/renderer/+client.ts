import { hydrateIslands } from '@/app/islands/hydrate-islands';
import { recordRouteInTab } from '@/app/visitor/route-history';
import { watchPageLoads } from '@/features/frame/loading-bar';
import './global.css';

// Every page's only script: hydrates the islands the page drew (each island's code is loaded on its
// own, found by the build: src/app/islands/island-files.ts), after recording the route in the tab's
// history. Every link to another page is a page load, so the loading bar shows from the click on.

// Recorded first: a back link reads this page as the last route.
recordRouteInTab(location.pathname + location.search);
hydrateIslands();
watchPageLoads(window);
