import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { usePageContext } from '@/app/page/page-context';
import type { FrameData } from '@/app/page/page-data';
import CookieBanner from './cookie-banner.island';
import { Footer } from './footer';
import FrameHeader from './frame-header.island';
import styles from './frame.module.css';

/**
 * Every page's frame (requirements §4): header with menu and search, the page, footer, cookie notice. The
 * header and the cookie notice are islands; the rest is the server's HTML.
 */
export function Frame({ frame, children }: { frame: FrameData; children: ReactNode }) {
  const { t } = useLingui();
  const { data, newsSubscription } = usePageContext();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t`Перейти к содержанию`}
      </a>
      <FrameHeader menu={frame.header} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer footer={frame.footer} fallback={frame.footerFallback} newsSubscription={newsSubscription} />
      {/* Requirements §4: not on the not-found page. */}
      {data.outcome === 'not-found' ? null : <CookieBanner />}
    </>
  );
}
