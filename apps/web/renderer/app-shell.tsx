import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { PageContext } from 'vike/types';
import { Frame } from '../src/features/frame/frame';
import { FrameStateProvider } from '../src/features/frame/frame-state';
import { ToastSlot } from '../src/ui/toasts';
import { PageContextProvider } from '../src/app/page/page-context';
import { RouteHistoryProvider } from '../src/app/visitor/route-history';

/** The whole page: providers, the frame and the page itself; the same tree on server and client. */
export function AppShell({ pageContext, i18n }: { pageContext: PageContext; i18n: I18n }) {
  const { Page, urlOriginal } = pageContext;
  // The error page's data may be missing if even the frame could not load; render the page bare.
  const frame = (pageContext.data as Partial<PageContext['data']> | undefined)?.frame;
  return (
    <PageContextProvider pageContext={pageContext}>
      <I18nProvider i18n={i18n}>
        <FrameStateProvider>
          <RouteHistoryProvider url={urlOriginal}>
            {frame ? (
              <Frame frame={frame}>
                <Page />
              </Frame>
            ) : (
              <main id="main">
                <Page />
              </main>
            )}
            <ToastSlot />
          </RouteHistoryProvider>
        </FrameStateProvider>
      </I18nProvider>
    </PageContextProvider>
  );
}
