import { useLingui } from '@lingui/react/macro';
import { useData } from '@/app/page/page-context';
import LinkChips from '@/ui/link-chips.island';
import { Masonry } from '@/ui/masonry';
import { PageIntro } from '@/ui/page-intro';
import type { Data } from './+data';
import { ProjectCard } from './project-card';
import styles from './projects-page.module.css';

export default function Page() {
  const { t } = useLingui();
  const { tabs, total, current, projects } = useData<Data>();
  const sectionName = current?.name || null;
  return (
    <>
      <PageIntro
        title={sectionName ?? t`Проекты`}
        breadcrumbs={current ? [{ title: t`Проекты`, link: '/projects' }] : undefined}
        lead={
          sectionName
            ? null
            : t`Заводы, склады, улицы, стадионы и офисы по всей России. Для каждого объекта — задача, решение, результат и серии, которые там работают.`
        }
      >
        <div className={styles.switcher}>
          {tabs.length > 0 ? (
            <LinkChips
              label={t`Разделы портфолио`}
              keepScrollPosition
              chips={[
                { key: '', name: t`Все проекты`, count: total, href: '/projects', selected: current === null },
                ...tabs.map((tab) => ({
                  key: tab.code,
                  name: tab.name,
                  count: tab.count,
                  href: `/projects/${tab.code}`,
                  selected: tab.code === current?.code,
                })),
              ]}
            />
          ) : null}
        </div>
      </PageIntro>
      <div className={`container ${styles.projects}`}>
        {projects.length > 0 ? (
          <Masonry label={sectionName ?? t`Все проекты`}>
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </Masonry>
        ) : (
          <p className={styles.empty}>{t`Здесь пока нет проектов. Загляните позже.`}</p>
        )}
      </div>
    </>
  );
}
