import { useLingui } from '@lingui/react/macro';
import { useData } from '@/app/page/page-context';
import BackLink from '@/ui/back-link.island';
import { Figures } from '@/ui/figures';
import { Gallery } from '@/ui/gallery';
import { PageIntro } from '@/ui/page-intro';
import { fullWidthSizes, Picture } from '@/ui/picture';
import { RichText } from '@/ui/rich-text';
import type { Data } from './+data';
import SolutionRequestForm from '@/features/forms/solution-request-form.island';
import { Benefits, Products, Projects } from './solution-parts';
import styles from './solution.module.css';

export default function Page() {
  const { t } = useLingui();
  const { solution } = useData<Data>();
  const sectionPath = solution.sectionLevelCodes[0] ? `/solutions/${solution.sectionLevelCodes[0]}` : '/solutions';
  const trail = [
    { title: t`Главная`, link: '/' },
    { title: t`Световые решения`, link: '/solutions' },
    ...solution.breadcrumbs,
  ];
  return (
    <article
      className={styles.page}
      style={solution.color ? ({ '--sector-color': solution.color } as React.CSSProperties) : undefined}
    >
      <PageIntro
        title={solution.name || t`Световое решение`}
        lead={solution.preview}
        breadcrumbs={trail}
        eyebrow={<BackLink kind="solutions" href={sectionPath} />}
      >
        <a className={styles.cta} href="#request">
          {t`Запросить расчёт`}
        </a>
      </PageIntro>
      <div className={`container ${styles.cover}`}>
        <Picture picture={solution.picture} sizes={fullWidthSizes} priority className={styles.coverPicture} />
      </div>
      {solution.figures.length > 0 ? (
        <div className={`container ${styles.block}`}>
          <Figures items={solution.figures} label={t`Ключевые показатели`} />
        </div>
      ) : null}
      {solution.content ? (
        <div className={`container ${styles.block}`}>
          <RichText html={solution.content} />
        </div>
      ) : null}
      <Benefits items={solution.benefits} />
      {solution.gallery.length > 0 ? (
        <div className={`container ${styles.block}`}>
          <Gallery pictures={solution.gallery} label={t`Фотографии`} />
        </div>
      ) : null}
      <Products items={solution.products} />
      <Projects items={solution.projects} />
      <section id="request" className={styles.request} aria-labelledby="request-heading">
        <div className={`container ${styles.requestInner}`}>
          <div>
            <h2 id="request-heading" className={styles.requestHeading}>
              {t`Запросить решение`}
            </h2>
            <p className={styles.requestLead}>
              {t`Опишите объект — инженеры подберут оборудование, выполнят светотехнический расчёт и ответят в течение рабочего дня. Можно приложить план, техническое задание или фотографии.`}
            </p>
          </div>
          <SolutionRequestForm solutionCode={solution.code} />
        </div>
      </section>
    </article>
  );
}
