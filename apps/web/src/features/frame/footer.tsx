import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import type { SubscriptionAnswered } from '@/app/page/posted-subscription';
import { NewsSubscriptionBlock } from '../forms';
import styles from './footer.module.css';
import { isExternalLink } from './is-external';
import { readFragment } from '@/app/graphql/read-fragment';
import dzenMark from './social-marks/dzen.svg?no-inline';
import telegramMark from './social-marks/telegram.svg?no-inline';
import vkMark from './social-marks/vk.svg?no-inline';
import youtubeMark from './social-marks/youtube.svg?no-inline';

// The networks' marks, drawn for the site, are image files: the footer loads them as it nears the
// viewport, and no page script carries them.
const socialMarks = { vk: vkMark, youtube: youtubeMark, telegramm: telegramMark, dzen: dzenMark } as const;

export const FooterFragment = graphql(`
  fragment Footer on MenuFooter {
    columns {
      title
      items {
        title
        link
      }
    }
    phone
    phoneFormatted
    phoneDescription
    email
    address
    footerString
    socials {
      vk
      youtube
      telegramm
      dzen
    }
  }
`);

interface FooterProps {
  footer: FragmentType<typeof FooterFragment>;
  /** The Russian footer: its texts stand in until the translation is filled in (requirements §4). */
  fallback: FragmentType<typeof FooterFragment> | null;
  /** The server's answer to a news subscription posted to this page without script. */
  newsSubscription?: SubscriptionAnswered | undefined;
}

export function Footer(props: FooterProps) {
  const { t } = useLingui();
  const { locale, logicalPath } = usePageLocation();
  const own = readFragment<typeof FooterFragment>(props.footer);
  const russian = props.fallback ? readFragment<typeof FooterFragment>(props.fallback) : null;
  const text = (key: 'phone' | 'phoneFormatted' | 'phoneDescription' | 'email' | 'address') =>
    own[key] || (russian?.[key] ?? '');
  const columns = own.columns.length > 0 ? own.columns : (russian?.columns ?? []);
  const footerString = own.footerString ?? russian?.footerString ?? null;
  const socialLabels = { vk: t`ВКонтакте`, youtube: 'YouTube', telegramm: 'Telegram', dzen: t`Дзен` } as const;
  const socials = (['vk', 'youtube', 'telegramm', 'dzen'] as const).flatMap((network) => {
    const href = own.socials[network] ?? russian?.socials[network] ?? null;
    return href ? [{ network, href }] : [];
  });
  const phone = text('phone');
  const email = text('email');
  const address = text('address');

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* The news list has its own subscription panel. */}
        {logicalPath === '/news' ? null : <NewsSubscriptionBlock placement="footer" posted={props.newsSubscription} />}
        <address className={styles.contacts}>
          {phone ? (
            <p className={styles.phone}>
              <a href={`tel:${text('phoneFormatted') || phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
              {text('phoneDescription') ? <span className={styles.muted}>{text('phoneDescription')}</span> : null}
            </p>
          ) : null}
          {email ? (
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          ) : null}
          {address ? <p className={styles.address}>{address}</p> : null}
          {socials.length > 0 ? (
            <ul className={styles.socials}>
              {socials.map(({ network, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={socialLabels[network]}
                    className={styles.social}
                  >
                    <img src={socialMarks[network]} alt="" width={20} height={20} loading="lazy" decoding="async" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </address>
        <nav className={styles.columns} aria-label={t`Разделы сайта`}>
          {columns.map((column) => (
            <div key={column.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.columnList}>
                {column.items.map((item) => {
                  const external = isExternalLink(item.link);
                  return (
                    <li key={`${item.link}|${item.title}`}>
                      <a
                        href={external ? item.link : localePath(locale, item.link)}
                        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        {item.title}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.legal}>
        {footerString ? <p>{footerString}</p> : null}
        <p>{t`Разработка сайта — студия «Полутон»`}</p>
      </div>
    </footer>
  );
}
