import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { localePath } from '../../app/i18n/locale';
import { island } from '../../app/islands/island';
import { usePageLocation } from '../../app/page/page-location';
import { oneYearSeconds, readCookie, writeCookie } from '../../app/visitor/cookies-browser';
import styles from './cookie-banner.module.css';

/** SPEC §9: the banner waits 5 s on the first visit and shows at once on later ones. */
const cookieBannerDelayMs = 5000;

/** The cookie notice at the bottom (SPEC §2, §4): hidden, shown after the delay, accepted for good. */
function CookieBanner() {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const [visible, setVisible] = useState(false);

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

  if (!visible) return null;
  return (
    <section className={styles.banner} aria-label={t`Уведомление о cookie`}>
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
