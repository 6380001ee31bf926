import type { Messages } from '@lingui/core';
import type { PageContextClient } from 'vike/types';
import { i18nFromMessages } from '../i18n/i18n-client';
import { localePath, type Locale } from '../i18n/locale';
import type { FrameData, PageData } from '../page/page-data';
import { errorHead } from './error-head';

/** What the browser keeps of the page on screen: enough to draw an error page in the same frame. */
export interface ShownPage {
  locale: Locale;
  messages: Messages;
  frame: FrameData;
}

/**
 * A client navigation that ends in an error arrives without data: Vike does not fetch an error
 * page's server data. A missing page (the server decided 404) is drawn in the frame already on
 * screen, in its language; anything else — a crash, or a 404 in the other language — is a full
 * page load, of the /502 page for a crash (SPEC §4), so the server answers it with its status.
 */
export function errorPageInBrowser(
  pageContext: PageContextClient,
  shown: ShownPage | null,
): { data: PageData; messages: Messages } | { load: string } {
  if (pageContext.is404 !== true) return { load: localePath(pageContext.locale, '/502') };
  if (!shown || shown.locale !== pageContext.locale) return { load: pageContext.urlOriginal };
  const i18n = i18nFromMessages(shown.locale, shown.messages);
  return {
    data: { frame: shown.frame, head: errorHead(i18n, 'not-found'), outcome: 'not-found' },
    messages: shown.messages,
  };
}
