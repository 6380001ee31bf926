import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { PageContext } from 'vike/types';
import { PageContextProvider } from '@/app/page/page-context';
import { PageLocationProvider } from '@/app/page/page-location';
import { Frame } from '@/features/frame/frame';
import ToastSlot from '@/ui/toast-slot.island';

interface AppShellProps {
  pageContext: PageContext;
  i18n: I18n;
}

/** The whole page as the server draws it: providers, the frame and the page itself. */
export function AppShell({ pageContext, i18n }: AppShellProps) {
  const { Page, urlOriginal, locale, logicalPath, frame } = pageContext;
  return (
    <PageContextProvider pageContext={pageContext}>
      <PageLocationProvider location={{ locale, logicalPath, urlOriginal }}>
        <I18nProvider i18n={i18n}>
          <Frame frame={frame}>
            <Page />
          </Frame>
          <ToastSlot />
        </I18nProvider>
      </PageLocationProvider>
    </PageContextProvider>
  );
}
