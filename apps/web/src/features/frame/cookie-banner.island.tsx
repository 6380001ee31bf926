import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { localePath } from '@/app/i18n/locale';
import { island } from '@/app/islands/island';
import { usePageLocation } from '@/app/page/page-location';
import { oneYearSeconds, readCookie, writeCookie } from '@/app/visitor/cookies-browser';
import styles from './cookie-banner.module.css';

/** Requirements §4: the banner waits 5 s on the first visit and shows at once on later ones. */
const cookieBannerDelayMs = 5000;

/** The cookie notice at the bottom (requirements §4): hidden, shown after the delay, accepted for good. */
function CookieBanner() {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const [visible, setVisible] = useState(false);
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    if (readCookie('cookieAgree') === 'true') return;
    const viewedBefore = readCookie('cookieViewed') === 'true';
    writeCookie('cookieViewed', 'true', oneYearSeconds);
    const timer = setTimeout(
      () => {
        setVisible(true);
      },
      viewedBefore ? 0 : cookieBannerDelayMs,
    );
    return () => {
      clearTimeout(timer);
    };
  }, []);

  // The notice is fixed over the bottom of the window: what takes focus there would be under it
  // (WCAG 2.4.11), so the page's scroll padding keeps its height, and its 12 px gap, clear.
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const gap = parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty('--pinned-bottom-height', `${String(Math.ceil(element.offsetHeight + 2 * gap))}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--pinned-bottom-height');
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <section ref={banner} className={styles.banner} aria-label={t`Уведомление о cookie`}>
      <p className={styles.text}>
        <Trans>
          Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с{' '}
          <a href={localePath(locale, '/about/privacy-policy')}>политикой конфиденциальности</a> и{' '}
          <a href={localePath(locale, '/about/about-cookies')}>политикой использования cookie</a>.
        </Trans>
      </p>
      <button
        type="button"
        className={styles.accept}
        onClick={() => {
          writeCookie('cookieAgree', 'true', oneYearSeconds);
          setVisible(false);
        }}
      >
        {t`Принять`}
      </button>
    </section>
  );
}

export default island('cookie-banner', CookieBanner);
