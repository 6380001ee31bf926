import type { ReactNode } from 'react';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { PageIntro } from '@/ui/page-intro';
import { fullWidthSizes, Picture } from '@/ui/picture';
import { RichText } from '@/ui/rich-text';
import { ContentBlocks } from './content-blocks';
import styles from './content-page.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

export const ContentPageFragment = graphql(`
  fragment ContentPage on ContentPage {
    title
    lead
    picture {
      ...ResponsivePicture
    }
    content
    blocks {
      ...ContentBlocks
    }
    breadcrumbs {
      title
      link
    }
  }
`);

interface ContentPageViewProps {
  page: FragmentType<typeof ContentPageFragment>;
  /** The h1 when the content has no title (the content API may be down). */
  fallbackTitle: string;
  /** Under the lead: a revision date, a note. */
  intro?: ReactNode;
  /** The page's own tool (a calculator), right under the intro: what the visitor came for. */
  tool?: ReactNode;
  /** Beside the text on wide screens, after it on narrow ones: links to related pages. */
  aside?: ReactNode;
  /** Between the text and the blocks. */
  beforeBlocks?: ReactNode;
  /** After the blocks: related pages. */
  children?: ReactNode;
}

/**
 * A content page (service, about, policy, template page): the trail, title and lead, the header
 * picture, the text and the structured blocks. Sections the content leaves empty are not drawn.
 */
export function ContentPageView({
  page: pageRef,
  fallbackTitle,
  intro,
  tool,
  aside,
  beforeBlocks,
  children,
}: ContentPageViewProps) {
  const page = readFragment<typeof ContentPageFragment>(pageRef);
  const hasText = page.content.trim() !== '';
  return (
    <article className={styles.page}>
      <PageIntro title={page.title.trim() || fallbackTitle} lead={page.lead} breadcrumbs={page.breadcrumbs}>
        {intro}
      </PageIntro>
      {tool ? <div className={`container ${styles.tool}`}>{tool}</div> : null}
      {page.picture ? (
        <div className={`container ${styles.cover}`}>
          <Picture picture={page.picture} sizes={fullWidthSizes} priority className={styles.picture} />
        </div>
      ) : null}
      <div className={`container ${styles.body}`}>
        {hasText || aside ? (
          <div className={[styles.columns, aside ? styles.withAside : ''].filter(Boolean).join(' ')}>
            {hasText ? <RichText html={page.content} className={styles.text} /> : <div className={styles.text} />}
            {aside ? <div className={styles.aside}>{aside}</div> : null}
          </div>
        ) : null}
        {beforeBlocks}
        <ContentBlocks blocks={page.blocks} />
        {children}
      </div>
    </article>
  );
}
