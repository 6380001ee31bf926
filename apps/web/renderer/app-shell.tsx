import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { PageContext } from 'vike/types';
import { PageContextProvider } from '../src/app/page/page-context';
import { PageLocationProvider } from '../src/app/page/page-location';
import { Frame } from '../src/features/frame/frame';
import ToastSlot from '../src/ui/toast-slot.island';

interface AppShellProps {
  pageContext: PageContext;
  i18n: I18n;
}

/** The whole page as the server draws it: providers, the frame and the page itself. */
export function AppShell({ pageContext, i18n }: AppShellProps) {
  const { Page, urlOriginal, locale, logicalPath } = pageContext;
  // The error page's data may be missing if even the frame could not load; render the page bare.
  const frame = (pageContext.data as Partial<PageContext['data']> | undefined)?.frame;
  return (
    <PageContextProvider pageContext={pageContext}>
      <PageLocationProvider location={{ locale, logicalPath, urlOriginal }}>
        <I18nProvider i18n={i18n}>
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
        </I18nProvider>
      </PageLocationProvider>
    </PageContextProvider>
  );
}
