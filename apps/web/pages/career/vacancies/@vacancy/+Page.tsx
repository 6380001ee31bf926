import { useLingui } from '@lingui/react/macro';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { useData, usePageContext } from '@/app/page/page-context';
import VacancyRequestForm from '@/features/forms/vacancy-request-form.island';
import BackLink from '@/ui/back-link.island';
import buttons from '@/ui/buttons.module.css';
import { formatCalendarDate } from '@/ui/calendar-date';
import { DetailBack } from '@/ui/detail-page';
import { PageIntro } from '@/ui/page-intro';
import { Picture, pictureSizes } from '@/ui/picture';
import { RichText } from '@/ui/rich-text';
import { Slider } from '@/ui/slider';
import { CareerMenu } from '../../career-menu';
import { IconItem, type CareerIconItemFragment } from '../../icon-items';
import type { Data } from './+data';
import styles from './vacancy.module.css';

// vacancy.module.css: across the column, then the wide column beside the summary (7 of 11 parts, 64 px apart).
const pictureBox = pictureSizes({ phone: {}, tablet: {}, desktop: { minus: 64, share: 7 / 11 } });
// Beside its text from 768 px: half the column.
const internshipBox = pictureSizes({ phone: {}, tablet: { columns: 2 }, desktop: { columns: 2 } });

export default function Page() {
  const { t } = useLingui();
  const { locale } = usePageContext();
  const { jobTitle, vacancy, internship, trail } = useData<Data>();
  const advantages = vacancy?.advantages.items.map((item) => readFragment<typeof CareerIconItemFragment>(item)) ?? [];
  const published = vacancy ? formatCalendarDate(vacancy.date, locale) : null;
  const facts = vacancy
    ? [
        { term: t`Город`, value: vacancy.city.label },
        { term: t`Опыт`, value: vacancy.experience.label },
        { term: t`Занятость`, value: vacancy.employment },
        { term: t`Направление`, value: vacancy.sphere.label },
      ].filter((fact) => fact.value.trim())
    : [];
  return (
    <article className={styles.page}>
      <DetailBack>
        <BackLink kind="vacancies" href="/career/vacancies" />
      </DetailBack>
      <PageIntro title={jobTitle} breadcrumbs={trail} />

      {vacancy ? (
        <div className={`container ${styles.layout}`}>
          <aside className={styles.summary} aria-label={t`Коротко о вакансии`}>
            <p className={styles.salary}>{vacancy.salary || t`Зарплата — по итогам собеседования`}</p>
            <dl className={styles.facts}>
              {facts.map((fact) => (
                <div key={fact.term} className={styles.fact}>
                  <dt>{fact.term}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
              {published ? (
                <div className={styles.fact}>
                  <dt>{t`Опубликована`}</dt>
                  <dd>
                    <time dateTime={vacancy.date}>{published}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
            <a className={buttons.primary} href="#apply">
              {t`Откликнуться`}
            </a>
          </aside>
          <section className={styles.main} aria-labelledby="vacancy-description">
            {/* The description's own headings (duties, requirements…) are h3: this names their section. */}
            <h2 id="vacancy-description" className="visually-hidden">
              {t`О работе`}
            </h2>
            <Picture picture={vacancy.picture} priority sizes={pictureBox} className={styles.picture} />
            <RichText html={vacancy.description} className={styles.description} />
          </section>
        </div>
      ) : null}

      {advantages.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="vacancy-advantages">
          <h2 id="vacancy-advantages" className={styles.sectionTitle}>
            {vacancy?.advantages.title || t`Почему у нас работают`}
          </h2>
          <Slider id="vacancy-advantages-slider" label={t`Преимущества работы в компании`}>
            {advantages.map((item, index) => (
              <div key={`${item.title}|${String(index)}`} className={styles.advantage}>
                <IconItem item={item} />
              </div>
            ))}
          </Slider>
        </section>
      ) : null}

      {internship.title ? (
        <section className={`container ${styles.internship}`} aria-labelledby="vacancy-internship">
          <Picture picture={internship.picture} sizes={internshipBox} className={styles.internshipPicture} />
          <div className={styles.internshipText}>
            <h2 id="vacancy-internship" className={styles.sectionTitle}>
              {internship.title}
            </h2>
            {internship.text ? <p className={styles.lead}>{internship.text}</p> : null}
            {internship.link ? (
              <a className={buttons.secondary} href={localePath(locale, internship.link)}>
                {t`О стажировке`}
              </a>
            ) : null}
          </div>
        </section>
      ) : null}

      {vacancy ? (
        <section id="apply" className={`container ${styles.apply}`} aria-labelledby="vacancy-apply">
          <div className={styles.applyIntro}>
            <h2 id="vacancy-apply" className={styles.sectionTitle}>
              {vacancy.formTitle || t`Откликнуться на вакансию`}
            </h2>
            <p className={styles.lead}>
              {t`Оставьте контакты и приложите резюме, если оно есть. Мы прочитаем каждый отклик и ответим в течение трёх рабочих дней.`}
            </p>
          </div>
          <VacancyRequestForm vacancyCode={vacancy.elementCode} jobTitle={vacancy.jobTitle} />
        </section>
      ) : null}

      {vacancy ? (
        <div className={styles.menu}>
          <CareerMenu links={vacancy.menu} />
        </div>
      ) : null}
    </article>
  );
}
