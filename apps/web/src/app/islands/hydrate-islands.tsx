import { I18nProvider } from '@lingui/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { i18nFromMessages } from '../i18n/i18n-client';
import { localePath } from '../i18n/locale';
import { PageLocationProvider } from '../page/page-location';
import { replayEarlyInput } from './early-input';
import type { IslandProps } from './island';
import { islandFiles } from './island-files';
import { readIslandPage } from './island-page';

/** Resolves once `element` comes within a screen's height of the viewport. */
function whenNearViewport(element: Element): Promise<void> {
  // The island's own element has no box (display: contents): its first child is watched.
  const watched = element.firstElementChild;
  if (!watched || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(watched);
  });
}

/**
 * Hydrates the islands the page drew (see `island()`), each as a React root of its own with what
 * islands share (`IslandPage`), once its code is loaded: those marked `visible` once they near the
 * viewport, the others at once.
 * What the visitor did inside an island before it hydrated is replayed after. A crash while
 * rendering sends the visitor to /502 (requirements §14).
 */
export function hydrateIslands(): void {
  const page = readIslandPage(document);
  if (!page) return;
  const i18n = i18nFromMessages(page.locale, page.messages);
  const location = { locale: page.locale, logicalPath: page.logicalPath, urlOriginal: page.urlOriginal };
  const onUncaughtError = (error: unknown) => {
    // Reported as an uncaught error (the console, error monitoring) before the page goes.
    window.reportError(error);
    const crashPage = localePath(page.locale, '/502');
    if (window.location.pathname !== crashPage) window.location.assign(crashPage);
  };

  const hydrate = async (element: HTMLElement, name: string) => {
    const load = islandFiles.get(name);
    if (!load) throw new Error(`No island file is named ${name}.island.tsx`);
    const island = await load();
    const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps;
    // Input is held until the island is React's (early-input.ts), then replayed once the island
    // has taken over what was typed into its fields (typed-before-hydration.ts): that state is
    // rendered in the same task as this call, so a replayed submit sends what was typed.
    const onHydrated = () => {
      element.setAttribute('data-hydrated', '');
      queueMicrotask(() => {
        replayEarlyInput(window, element);
      });
    };
    // As a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task.
    startTransition(() => {
      hydrateRoot(
        element,
        <PageLocationProvider location={location}>
          <I18nProvider i18n={i18n}>{island.hydrated(props, onHydrated)}</I18nProvider>
        </PageLocationProvider>,
        { onUncaughtError },
      );
    });
  };

  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    // An island drawn inside another is part of that one's tree.
    if (element.parentElement?.closest('[data-island]')) continue;
    const start = element.dataset.hydration === 'visible' ? whenNearViewport(element) : Promise.resolve();
    void start.then(() => hydrate(element, name));
  }
}
