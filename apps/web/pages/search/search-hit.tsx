import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import type { SearchType } from '@/app/graphql/generated/graphql';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { Picture } from '@/ui/picture';
import styles from './search.module.css';

export const SearchHitRowFragment = graphql(`
  fragment SearchHitRow on SearchHit {
    type
    id
    title
    snippet
    url
    picture {
      ...ResponsivePicture
    }
  }
`);

/** What one result is, as a small line above its title. */
function useSearchTypeName() {
  const { t } = useLingui();
  return (type: SearchType): string =>
    ({
      series: t`Серия`,
      model: t`Модель`,
      section: t`Раздел`,
      solution: t`Решение`,
      project: t`Проект`,
      news: t`Новость`,
      blog: t`Статья блога`,
      vacancy: t`Вакансия`,
      distributor: t`Где купить`,
      page: t`Страница`,
    })[type];
}

/**
 * One result: its kind, the title as a link and a fragment of its text. Title and fragment come
 * from the BFF as text with <mark> around the matches and nothing else (it escapes all other
 * markup), so they are set as HTML.
 */
export function SearchHit({ hit: hitRef }: { hit: FragmentType<typeof SearchHitRowFragment> }) {
  const { locale } = usePageLocation();
  const typeName = useSearchTypeName();
  const hit = readFragment<typeof SearchHitRowFragment>(hitRef);
  return (
    <article className={styles.hit}>
      <div className={styles.hitText}>
        <p className={styles.hitType}>{typeName(hit.type)}</p>
        <h3 className={styles.hitTitle}>
          <a href={localePath(locale, hit.url)} dangerouslySetInnerHTML={{ __html: hit.title }} />
        </h3>
        {hit.snippet ? <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: hit.snippet }} /> : null}
      </div>
      {hit.picture ? (
        <div className={styles.thumb} aria-hidden="true">
          <Picture picture={hit.picture} sizes="(min-width: 768px) 160px, 96px" />
        </div>
      ) : null}
    </article>
  );
}
