import { useLingui } from '@lingui/react/macro';
import { useData } from '@/app/page/page-context';
import { PageIntro } from '@/ui/page-intro';
import { RichText } from '@/ui/rich-text';
import { CareerMenu } from '../career-menu';
import type { Data } from './+data';
import { StoryCard } from './story-card';
import styles from './stories.module.css';

export default function Page() {
  const { t } = useLingui();
  const { title, text, stories, menu, trail } = useData<Data>();
  return (
    <div className={styles.page}>
      <PageIntro title={title} breadcrumbs={trail} />
      <CareerMenu links={menu} />
      <div className="container">
        {text ? <RichText html={text} className={styles.lead} /> : null}
        {stories.length > 0 ? (
          <ul className={styles.grid}>
            {stories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t`Истории скоро появятся. Загляните позже.`}</p>
        )}
      </div>
    </div>
  );
}
