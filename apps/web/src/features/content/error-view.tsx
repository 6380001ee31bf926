import { useLingui } from '@lingui/react/macro';
import { localePath } from '@/app/i18n/locale';
import styles from './error-view.module.css';
import { usePageLocation } from '@/app/page/page-location';

/** The 404, 429 and 502 pages: what happened, and the ways on from here. */
export function ErrorView({ kind }: { kind: 'not-found' | 'server-error' | 'rate-limited' }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const words = {
    'not-found': {
      code: '404',
      title: t`Страница не найдена`,
      text: t`Возможно, страница переехала или в адресе есть опечатка. Начните с главной, каталога или поиска.`,
    },
    'rate-limited': {
      code: '429',
      title: t`Слишком много запросов`,
      text: t`С вашего адреса пришло слишком много запросов подряд. Подождите минуту и обновите страницу.`,
    },
    'server-error': {
      code: '502',
      title: t`Что-то пошло не так`,
      text: t`Сайт не смог показать эту страницу. Попробуйте, пожалуйста, позже — или начните с главной.`,
    },
  }[kind];
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {words.code}
      </p>
      <h1 id="error-title" className={styles.title}>
        {words.title}
      </h1>
      <p className={styles.text}>{words.text}</p>
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
