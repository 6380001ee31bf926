import { useLingui } from '@lingui/react/macro';
import { useData } from '@/app/page/page-context';
import BackLink from '@/ui/back-link.island';
import { DetailBack, DetailHero } from '@/ui/detail-page';
import { Figures } from '@/ui/figures';
import { Gallery, isCompletePicture } from '@/ui/gallery';
import { PageIntro } from '@/ui/page-intro';
import { RelatedSection } from '@/ui/related-section';
import { RichText } from '@/ui/rich-text';
import { ProjectCard } from '../../../projects/project-card';
import type { Data } from './+data';
import styles from './project-page.module.css';
import { ProjectProducts } from './project-products';
import { ProjectSummary } from './project-summary';

export default function Page() {
  const { t } = useLingui();
  const { project, trail, more } = useData<Data>();
  const title = project.title || t`Проект`;
  const hasGallery = project.gallery.some(isCompletePicture);
  const sectionName = project.sectionName;
  return (
    <article className={styles.project}>
      <DetailBack>
        <BackLink kind="portfolio" href="/projects" />
      </DetailBack>
      <PageIntro title={title} breadcrumbs={trail} lead={project.description || null}>
        <ProjectSummary info={project.mainInfo} />
      </PageIntro>

      <DetailHero picture={project.picture} />

      {project.content.trim() !== '' || project.facts.length > 0 ? (
        <div className={`container ${styles.body}`}>
          {project.content.trim() !== '' ? (
            <section className={styles.content} aria-labelledby="project-about">
              <h2 id="project-about" className="visually-hidden">
                {t`О проекте`}
              </h2>
              <RichText html={project.content} />
            </section>
          ) : null}
          {project.facts.length > 0 ? (
            <aside className={styles.figures} aria-labelledby="project-figures">
              <h2 id="project-figures" className={styles.asideTitle}>
                {t`Проект в цифрах`}
              </h2>
              <Figures items={project.facts} />
            </aside>
          ) : null}
        </div>
      ) : null}

      {hasGallery ? (
        <section className={`container ${styles.section}`} aria-labelledby="project-gallery">
          <h2 id="project-gallery" className={styles.sectionTitle}>
            {t`Фотографии объекта`}
          </h2>
          <Gallery pictures={project.gallery} label={t`Фотографии: ${title}`} />
        </section>
      ) : null}

      {project.products.length > 0 ? (
        <div className={`container ${styles.section}`}>
          <ProjectProducts products={project.products} />
        </div>
      ) : null}

      {more.length > 0 ? (
        <RelatedSection
          id="project-more"
          title={sectionName ? t`Ещё проекты: ${sectionName}` : t`Ещё проекты`}
          allHref={project.sectionPath}
          allLabel={t`Все проекты раздела`}
        >
          {more.map((item) => (
            <li key={item.id}>
              <ProjectCard project={item} headingLevel={3} />
            </li>
          ))}
        </RelatedSection>
      ) : null}
    </article>
  );
}
