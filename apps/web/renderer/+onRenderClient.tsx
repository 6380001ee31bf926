import { startTransition } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { replayEarlyInputOnPage } from '../src/app/islands/early-input';
import { errorPageInBrowser, type ShownPage } from '../src/app/outcome/browser-outcome';
import { i18nFromMessages } from '../src/app/i18n/i18n-client';
import { localePath } from '../src/app/i18n/locale';
import { AppShell } from './app-shell';
import './global.css';

let root: Root | undefined;
/** The page on screen: an error page reached by client navigation is drawn in its frame. */
let shown: ShownPage | null = null;

/** SPEC §4: a rendering crash sends the visitor to /502 with a full page load. */
function crash(locale: PageContextClient['locale']) {
  return () => {
    if (location.pathname !== localePath(locale, '/502')) location.assign(localePath(locale, '/502'));
  };
}

export function onRenderClient(pageContext: PageContextClient) {
  if (!pageContext.isHydration && (pageContext.data as PageContextClient['data'] | undefined) === undefined) {
    const errorPage = errorPageInBrowser(pageContext, shown);
    if ('load' in errorPage) {
      location.assign(errorPage.load);
      return;
    }
    Object.assign(pageContext, errorPage);
  }
  shown = { locale: pageContext.locale, messages: pageContext.messages, frame: pageContext.data.frame };
  const page = <AppShell pageContext={pageContext} i18n={i18nFromMessages(pageContext.locale, pageContext.messages)} />;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  if (pageContext.isHydration || !root) {
    if (container.innerHTML === '') {
      root = createRoot(container, { onUncaughtError: crash(pageContext.locale) });
      root.render(page);
    } else {
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // running as one long task: the server's HTML gets painted at once, and taps stay responsive.
      startTransition(() => {
        root = hydrateRoot(container, page, { onUncaughtError: crash(pageContext.locale) });
      });
      // Taps made before the scripts ran (an input event makes React finish hydrating at once).
      replayEarlyInputOnPage(window);
    }
    return;
  }
  root.render(page);
  // Only client navigation rewrites the head (the server wrote the first one): its code loads then.
  void import('./head').then(({ applyHeadTags, headTags }) => {
    const { title, tags } = headTags({
      head: pageContext.data.head,
      locale: pageContext.locale,
      path: pageContext.logicalPath,
      origin: location.origin,
    });
    applyHeadTags(title, tags, pageContext.locale);
  });
}
