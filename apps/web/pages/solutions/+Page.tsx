import { useLingui } from '@lingui/react/macro';
import { useData } from '@/app/page/page-context';
import BackLink from '@/ui/back-link.island';
import type { Crumb } from '@/ui/breadcrumbs';
import { PageIntro } from '@/ui/page-intro';
import { Picture, pictureSizes } from '@/ui/picture';
import { RichText } from '@/ui/rich-text';
import { ShowMoreList } from '@/ui/show-more-list';
import type { Data } from './+data';
import { SolutionCard, SolutionSectionCard } from './solution-cards';
import styles from './solutions.module.css';

/** Requirements §8: solutions are listed 8 on phones, 9 on tablets, 8 on desktops at a time. */
const solutionPageSizes = { phone: 8, tablet: 9, desktop: 8 } as const;

/** The picture fills the 5fr side of the overview (solutions.module.css) from 1220 px, the column below. */
const overviewSizes = pictureSizes({ phone: {}, tablet: {}, desktop: { minus: 64, share: 5 / 12 } });
export default function Page() {
  const { t } = useLingui();
  const { content, groups } = useData<Data>();
  const { section } = content;
  const title = section?.name || t`Световые решения`;
  // The trail ends with this page, which PageIntro adds itself.
  const trail: Crumb[] = [
    { title: t`Главная`, link: '/' },
    ...(section ? [{ title: t`Световые решения`, link: '/solutions' }] : []),
  ];
  return (
    <div
      className={styles.page}
      style={section?.color ? ({ '--sector-color': section.color } as React.CSSProperties) : undefined}
    >
      <PageIntro
        title={title}
        breadcrumbs={trail}
        lead={
          section
            ? null
            : t`Свет для каждой отрасли: нормы, расчёты и оборудование, проверенные на реальных объектах. Выберите отрасль, чтобы увидеть готовые решения.`
        }
        eyebrow={section ? <BackLink kind="solutions" href="/solutions" /> : null}
      />
      {section ? (
        <section className={`container ${styles.overview}`}>
          <RichText html={section.description} />
          <Picture picture={section.picture} sizes={overviewSizes} priority className={styles.picture} />
        </section>
      ) : null}
      {groups.map((group) => (
        <section
          key={group.code}
          id={group.code}
          className={`container ${styles.solutions} ${styles.group}`}
          aria-labelledby={`${group.code}-heading`}
        >
          <h2 id={`${group.code}-heading`} className={styles.heading}>
            {group.name}
          </h2>
          {group.preview ? <p className={styles.groupLead}>{group.preview}</p> : null}
          <ShowMoreList pageSizes={solutionPageSizes} className={styles.grid}>
            {group.elements.map((element, index) => (
              <SolutionCard key={index} solution={element} headingLevel={3} />
            ))}
          </ShowMoreList>
        </section>
      ))}
      {groups.length === 0 && content.sections.length > 0 ? (
        <section className="container" aria-label={t`Отрасли`}>
          <ShowMoreList pageSizes={solutionPageSizes} className={styles.grid}>
            {content.sections.map((child, index) => (
              <SolutionSectionCard key={index} section={child} />
            ))}
          </ShowMoreList>
        </section>
      ) : null}
      {content.elements.length > 0 ? (
        <section className={`container ${styles.solutions}`} aria-labelledby="solutions-heading">
          <h2 id="solutions-heading" className={styles.heading}>
            {t`Решения`}
          </h2>
          <ShowMoreList pageSizes={solutionPageSizes} className={styles.grid}>
            {content.elements.map((element, index) => (
              <SolutionCard key={index} solution={element} headingLevel={3} />
            ))}
          </ShowMoreList>
        </section>
      ) : null}
      {content.sections.length === 0 && content.elements.length === 0 ? (
        <p className={`container ${styles.empty}`}>{t`Решения этого раздела скоро появятся здесь.`}</p>
      ) : null}
    </div>
  );
}
