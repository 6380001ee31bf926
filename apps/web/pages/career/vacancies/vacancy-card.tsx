import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { formatCalendarDate } from '@/ui/calendar-date';
import styles from './vacancy-card.module.css';

export const VacancyCardFragment = graphql(`
  fragment VacancyCard on VacancyCard {
    elementCode
    jobTitle
    date
    city {
      label
    }
    experience {
      label
    }
    sphere {
      label
    }
    salary
    link
  }
`);

/** A vacancy in the list: the job as a link, where, what experience, which sphere, the pay when published. */
export function VacancyCard({ vacancy: vacancyRef }: { vacancy: FragmentType<typeof VacancyCardFragment> }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const vacancy = readFragment<typeof VacancyCardFragment>(vacancyRef);
  const date = formatCalendarDate(vacancy.date, locale);
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <a
          className={styles.link}
          href={localePath(locale, vacancy.link || `/career/vacancies/${vacancy.elementCode}`)}
        >
          {vacancy.jobTitle}
        </a>
      </h2>
      <ul className={styles.facts} aria-label={t`Условия`}>
        {[vacancy.city.label, vacancy.experience.label, vacancy.sphere.label].filter(Boolean).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className={styles.salary}>{vacancy.salary || t`Зарплата по договорённости`}</p>
      {date ? (
        <p className={styles.date}>
          {t`Опубликована`} <time dateTime={vacancy.date}>{date}</time>
        </p>
      ) : null}
    </article>
  );
}
