import { hydrateIslands } from '@/app/islands/hydrate-islands';
import type { HydratableIsland } from '@/app/islands/island';
import CookieBanner from '@/features/frame/cookie-banner.island';
import FrameHeader from '@/features/frame/frame-header.island';
import NewsSubscriptionForm from '@/features/forms/news-subscription-form.island';
import { recordRouteInTab } from '@/app/visitor/route-history';
import { watchPageLoads } from '@/features/frame/loading-bar';
import ToastSlot from '@/ui/toast-slot.island';
import './global.css';

/**
 * A page's only script (its `+client.ts` calls this with the islands the page may draw): hydrates
 * the frame's islands and the page's own, after recording the route in the tab's history. Every
 * link to another page is a page load, so the loading bar shows from the click on.
 */
export function hydratePage(pageIslands: readonly HydratableIsland[] = []) {
  // Recorded first: a back link reads this page as the last route.
  recordRouteInTab(location.pathname + location.search);
  hydrateIslands([FrameHeader, CookieBanner, ToastSlot, NewsSubscriptionForm, ...pageIslands]);
  watchPageLoads(window);
}
