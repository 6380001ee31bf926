import { useLingui } from '@lingui/react/macro';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import styles from './locator-tabs.module.css';

/**
 * The locator's two ways in: by city and by company name (requirements §11), the current one marked — as
 * the page itself on the list, as the section on a page below it (`within`).
 */
export function LocatorTabs({ current, within = false }: { current: 'city' | 'name'; within?: boolean }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const tabs = [
    { key: 'city', href: '/distributors/city', name: t`По городам` },
    { key: 'name', href: '/distributors/name', name: t`По названию` },
  ] as const;
  return (
    <nav className={styles.tabs} aria-label={t`Как искать`}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a
              className={styles.tab}
              href={localePath(locale, tab.href)}
              aria-current={tab.key === current ? (within ? 'true' : 'page') : undefined}
            >
              {tab.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
