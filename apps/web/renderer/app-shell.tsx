import { I18nProvider } from '@lingui/react';
import type { PageContext } from 'vike/types';
import { Frame } from '../src/frame/frame';
import { FrameStateProvider } from '../src/frame/frame-state';
import { ToastProvider } from '../src/frame/toasts';
import { i18nFor } from '../src/i18n/i18n';
import { PageContextProvider } from '../src/page/page-context';
import { RouteHistoryProvider } from '../src/visitor/route-history';

/** The whole page: providers, the frame and the page itself; the same tree on server and client. */
export function AppShell({ pageContext }: { pageContext: PageContext }) {
  const { Page, locale, urlOriginal } = pageContext;
  // The error page's data may be missing if even the frame could not load; render the page bare.
  const frame = (pageContext.data as Partial<PageContext['data']> | undefined)?.frame;
  return (
    <PageContextProvider pageContext={pageContext}>
      <I18nProvider i18n={i18nFor(locale)}>
        <FrameStateProvider>
          <RouteHistoryProvider url={urlOriginal}>
            <ToastProvider>
              {frame ? (
                <Frame frame={frame}>
                  <Page />
                </Frame>
              ) : (
                <main id="main">
                  <Page />
                </main>
              )}
            </ToastProvider>
          </RouteHistoryProvider>
        </FrameStateProvider>
      </I18nProvider>
    </PageContextProvider>
  );
}
