import { useLingui } from '@lingui/react/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { usePageContext } from '../../app/page/page-context';
import { deferUntilNearViewport } from '../../ui/deferred';
import type { FrameData } from '../../app/page/page-data';
import { CookieBanner } from './cookie-banner';
import styles from './frame.module.css';
import { Header, type OpenPanel } from './header';
import { LoadingBar } from './loading-bar';
import { SearchOverlay } from './search-overlay';

// The footer is plain links at the end of every page: its code comes as the visitor nears it.
const Footer = deferUntilNearViewport(() => import('./footer').then((module) => module.Footer));

/** Every page's frame (SPEC §2): header with menu and search, the page, footer, cookie notice. */
export function Frame({ frame, children }: { frame: FrameData; children: ReactNode }) {
  const { t } = useLingui();
  const { urlOriginal } = usePageContext();
  const [openPanel, setOpenPanel] = useState<OpenPanel>(null);
  const [panelUrl, setPanelUrl] = useState(urlOriginal);
  // Menu and search close on every route change.
  if (panelUrl !== urlOriginal) {
    setPanelUrl(urlOriginal);
    setOpenPanel(null);
  }

  const closePanels = useCallback(() => {
    setOpenPanel(null);
  }, []);
  // Menu and search are mutually exclusive: opening one closes the other.
  const togglePanel = useCallback((panel: 'menu' | 'search') => {
    setOpenPanel((current) => (current === panel ? null : panel));
  }, []);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t`Перейти к содержанию`}
      </a>
      <LoadingBar />
      <Header menu={frame.header} openPanel={openPanel} onTogglePanel={togglePanel} onClosePanels={closePanels} />
      {openPanel === 'search' ? <SearchOverlay onClose={closePanels} /> : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer anchorId="site-footer" footer={frame.footer} fallback={frame.footerFallback} />
      <CookieBanner />
    </>
  );
}
