import { Plural, useLingui } from '@lingui/react/macro';
import { formatNumber, formatRange } from '@/ui/number-format';
import FavoriteButton from '@/features/favorites/favorite-button.island';
import { useData } from '@/app/page/page-context';
import { usePageLocation } from '@/app/page/page-location';
import { Card } from '@/ui/card';
import { Gallery } from '@/ui/gallery';
import { PageIntro } from '@/ui/page-intro';
import { Picture, pictureSizes } from '@/ui/picture';
import { RichText } from '@/ui/rich-text';
import type { Data } from './+data';
import ModelsTable from './models-table.island';
import Documents from '@/features/catalog/documents.island';
import { GldfLink, gldfDocument } from '@/features/catalog/gldf-link';
import styles from './series.module.css';

/** The cover fills the 7fr side of the overview (series.module.css) from 1220 px, the column below. */
const coverSizes = pictureSizes({ phone: {}, tablet: {}, desktop: { minus: 56, share: 7 / 12 } });
export default function Page() {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { name, trail, series, documents } = useData<Data>();
  if (!series) return <PageIntro title={name} breadcrumbs={trail} />;
  const { figures } = series;
  const keyFigures = [
    { label: t`Мощность`, value: formatRange(locale, figures.powerMin, figures.powerMax, t`Вт`) },
    { label: t`Световой поток`, value: formatRange(locale, figures.fluxMin, figures.fluxMax, t`лм`) },
    {
      label: t`Световая отдача`,
      value: figures.efficacyMax ? t`до ${formatNumber(locale, figures.efficacyMax)} лм/Вт` : null,
    },
    {
      label: t`Цветовая температура`,
      value:
        figures.cct.length > 0 ? `${figures.cct.map((value) => formatNumber(locale, value)).join(', ')}\u00a0K` : null,
    },
    { label: t`Степень защиты`, value: figures.ip.join(', ') || null },
  ].filter((figure): figure is { label: string; value: string } => figure.value !== null);
  const currentModels = series.models.filter((model) => !model.archived).length;
  return (
    <article className={styles.page}>
      <PageIntro
        title={series.name}
        lead={series.preview}
        breadcrumbs={trail}
        eyebrow={
          series.isNew || series.archived ? (
            <span className={styles.badge}>{series.archived ? t`Архивная серия` : t`Новинка`}</span>
          ) : null
        }
      >
        <div className={styles.actions}>
          <FavoriteButton kind="series" id={series.id} name={series.name} look="labelled" />
          <nav className={styles.jumps} aria-label={t`На этой странице`}>
            <a href="#models">
              <Plural value={currentModels} one="# модель" few="# модели" many="# моделей" other="# модели" />
            </a>
            {documents.length > 0 ? <a href="#documents">{t`Документация`}</a> : null}
          </nav>
          {series.gldf ? <GldfLink gldf={series.gldf} /> : null}
        </div>
      </PageIntro>
      <div className={`container ${styles.overview}`}>
        <div className={styles.cover}>
          <Picture picture={series.picture} sizes={coverSizes} priority />
        </div>
        <div className={styles.facts}>
          {keyFigures.length > 0 ? (
            <dl className={styles.figures} aria-label={t`Основные характеристики`}>
              {keyFigures.map((figure) => (
                <div key={figure.label} className={styles.figure}>
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
              {figures.warrantyYears > 0 ? (
                <div className={styles.figure}>
                  <dt>{t`Гарантия`}</dt>
                  <dd>
                    <Plural value={figures.warrantyYears} one="# год" few="# года" many="# лет" other="# года" />
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
      </div>
      {series.description || series.features.length > 0 || series.applications.length > 0 ? (
        <div className={`container ${styles.about}`}>
          {series.description ? <RichText html={series.description} /> : null}
          <div className={styles.lists}>
            {series.features.length > 0 ? (
              <section aria-labelledby="series-features">
                <h2 id="series-features" className={styles.listTitle}>
                  {t`Особенности`}
                </h2>
                <ul className={styles.list}>
                  {series.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {series.applications.length > 0 ? (
              <section aria-labelledby="series-applications">
                <h2 id="series-applications" className={styles.listTitle}>
                  {t`Применение`}
                </h2>
                <ul className={styles.list}>
                  {series.applications.map((application) => (
                    <li key={application}>{application}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      ) : null}
      {series.gallery.length > 0 ? (
        <div className={`container ${styles.block}`}>
          <Gallery pictures={series.gallery} label={t`Фотографии`} />
        </div>
      ) : null}
      <section id="models" className={`container ${styles.block}`} aria-labelledby="models-title">
        <h2 id="models-title" className={styles.title}>
          {t`Модели`}
        </h2>
        <ModelsTable models={series.models} />
      </section>
      {documents.length > 0 ? (
        <section id="documents" className={`container ${styles.block}`} aria-labelledby="documents-title">
          <h2 id="documents-title" className={styles.title}>
            {t`Документация`}
          </h2>
          <Documents documents={documents} gldf={series.gldf ? gldfDocument(series.gnkCode, series.gldf) : null} />
        </section>
      ) : null}
      {series.solutions.length > 0 ? (
        <section className={`container ${styles.block}`} aria-labelledby="series-solutions">
          <h2 id="series-solutions" className={styles.title}>
            {t`Световые решения`}
          </h2>
          <ul className={styles.cards}>
            {series.solutions.map((solution) => (
              <li key={solution.code}>
                <Card href={solution.link} title={solution.name} picture={solution.picture} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {series.projects.length > 0 ? (
        <section className={`container ${styles.block}`} aria-labelledby="series-projects">
          <h2 id="series-projects" className={styles.title}>
            {t`Проекты с этой серией`}
          </h2>
          <ul className={styles.cards}>
            {series.projects.map((project) => (
              <li key={project.id}>
                <Card
                  href={project.link}
                  title={project.title}
                  picture={project.picture}
                  meta={
                    [project.location, project.year > 0 ? String(project.year) : ''].filter(Boolean).join(' · ') || null
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
