import { useLingui } from '@lingui/react/macro';
import { localePath } from '../../app/i18n/locale';
import styles from './error-view.module.css';
import { usePageLocation } from '../../app/page/page-location';

/** The 404 and 502 pages: what happened, and the ways on from here. */
export function ErrorView({ kind }: { kind: 'not-found' | 'server-error' }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const notFound = kind === 'not-found';
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {notFound ? '404' : '502'}
      </p>
      <h1 id="error-title" className={styles.title}>
        {notFound ? t`Страница не найдена` : t`Что-то пошло не так`}
      </h1>
      <p className={styles.text}>
        {notFound
          ? t`Возможно, страница переехала или в адресе есть опечатка. Начните с главной, каталога или поиска.`
          : t`Сайт не смог показать эту страницу. Попробуйте, пожалуйста, позже — или начните с главной.`}
      </p>
      <ul className={styles.links}>
        <li>
          <a className={styles.primary} href={localePath(locale, '/')}>
            {t`На главную`}
          </a>
        </li>
        <li>
          <a href={localePath(locale, '/catalog')}>{t`Каталог продукции`}</a>
        </li>
        <li>
          <a href={localePath(locale, '/about')}>{t`О компании`}</a>
        </li>
      </ul>
    </section>
  );
}
