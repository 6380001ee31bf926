import type { ReactNode } from 'react';
import { type FragmentType } from '../app/graphql/generated';
import { localePath } from '../app/i18n/locale';
import { usePageLocation } from '../app/page/page-location';
import styles from './card.module.css';
import { latinNameLang } from './language-of-parts';
import { columnSizes, Picture, type ResponsivePictureFragment } from './picture';
import { readFragment } from '../app/graphql/read-fragment';

interface CardProps {
  /** A site path without the language prefix. */
  href: string;
  title: string;
  picture?: FragmentType<typeof ResponsivePictureFragment> | null;
  /** Small line above the title: a section, a place and year. */
  meta?: ReactNode;
  text?: string | null;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
  /** How wide the picture is drawn (the `sizes` attribute). */
  sizes?: string;
  /** Under the text: figures, badges. */
  children?: ReactNode;
  /** A control over the picture's corner (a favourites heart), above the card's link. */
  action?: ReactNode;
}

/** The card lists' grid (card.module.css `.grid`): one column, two from 768 px, three from 1220 px. */
export const cardGridSizes = columnSizes({ phone: 1, tablet: 2, desktop: 3 });

/** A link to a content page: picture, a line of context, title and a short text; the whole card is the link. */
export function Card({
  href,
  title,
  picture,
  meta,
  text,
  headingLevel = 3,
  sizes = cardGridSizes,
  children,
  action,
}: CardProps) {
  const { locale } = usePageLocation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A picture whose text alternative only repeats the title would be read twice: it is decoration.
  const alt = picture ? readFragment<typeof ResponsivePictureFragment>(picture).alt : '';
  const decorative = alt.trim().toLowerCase() === title.trim().toLowerCase();
  return (
    <article className={styles.card}>
      <div className={styles.media} aria-hidden={decorative || undefined}>
        {picture ? <Picture picture={picture} sizes={sizes} className={styles.picture} /> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      <div className={styles.body}>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <Heading className={styles.title}>
          <a href={localePath(locale, href)} className={styles.link} lang={latinNameLang(locale, title)}>
            {title}
          </a>
        </Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
        {children}
      </div>
    </article>
  );
}
