import { Plural, useLingui } from '@lingui/react/macro';
import { localePath } from '@/app/i18n/locale';
import { useData, usePageContext } from '@/app/page/page-context';
import { PageIntro } from '@/ui/page-intro';
import { RichText } from '@/ui/rich-text';
import buttons from '@/ui/buttons.module.css';
import { CareerMenu } from '../career-menu';
import type { Data } from './+data';
import { VacancyCard } from './vacancy-card';
import { vacancyFilterKeys, type VacancyFilterKey } from './vacancy-filters';
import styles from './vacancies.module.css';

export default function Page() {
  const { t } = useLingui();
  const { locale } = usePageContext();
  const { title, text, query, filters, vacancies, total, menu, trail } = useData<Data>();
  const listPath = localePath(locale, '/career/vacancies');
  const filtered = Object.keys(query).length > 0;
  const labels: Record<VacancyFilterKey, string> = { city: t`Город`, experience: t`Опыт`, sphere: t`Сфера` };
  const anyLabels: Record<VacancyFilterKey, string> = {
    city: t`Все города`,
    experience: t`Любой опыт`,
    sphere: t`Все сферы`,
  };
  const found = vacancies.length;
  return (
    <div className={styles.page}>
      <PageIntro title={title} breadcrumbs={trail} />
      <CareerMenu links={menu} />
      <div className="container">
        {text ? <RichText html={text} className={styles.lead} /> : null}

        {/* A plain GET form: the filters live in the URL, so a filtered list can be shared and the back button returns to it. */}
        <form
          id="vacancies"
          className={styles.filters}
          method="get"
          action={`${listPath}#vacancies`}
          aria-label={t`Фильтры вакансий`}
        >
          {vacancyFilterKeys.map((key) => (
            <div key={key} className={styles.filter}>
              <label htmlFor={`vacancy-filter-${key}`} className={styles.filterLabel}>
                {labels[key]}
              </label>
              <select id={`vacancy-filter-${key}`} name={key} defaultValue={query[key] ?? ''} className={styles.select}>
                <option value="">{anyLabels[key]}</option>
                {filters[key].map((option) => (
                  <option key={option.value} value={option.value}>
                    {`${option.label} (${String(option.count)})`}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary}>
              {t`Показать`}
            </button>
            {filtered ? (
              <a href={`${listPath}#vacancies`} className={styles.reset}>
                {t`Сбросить`}
              </a>
            ) : null}
          </div>
        </form>

        <p className={styles.count}>
          {filtered ? (
            <>
              {t`Подходят:`}{' '}
              <Plural value={found} one="# вакансия" few="# вакансии" many="# вакансий" other="# вакансии" />{' '}
              {t`из ${total}`}
            </>
          ) : (
            <Plural
              value={found}
              one="# открытая вакансия"
              few="# открытые вакансии"
              many="# открытых вакансий"
              other="# открытой вакансии"
            />
          )}
        </p>

        {found > 0 ? (
          <ul className={styles.list}>
            {vacancies.map((vacancy) => (
              <li key={vacancy.id}>
                <VacancyCard vacancy={vacancy} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>
              {filtered
                ? t`С такими условиями вакансий сейчас нет. Попробуйте другой город или сферу — или посмотрите все вакансии.`
                : t`Открытых вакансий сейчас нет. Загляните позже или расскажите о себе на странице стажировки.`}
            </p>
            {filtered ? (
              <a href={`${listPath}#vacancies`} className={buttons.secondary}>
                {t`Сбросить фильтры`}
              </a>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
