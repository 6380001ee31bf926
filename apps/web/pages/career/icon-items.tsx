import type { ReactNode } from 'react';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import styles from './icon-items.module.css';

export const CareerIconItemFragment = graphql(`
  fragment CareerIconItem on CareerIconItem {
    title
    text
    icon
  }
`);

interface IconItemContent {
  title: string;
  text: string;
  icon?: string | null;
}

/**
 * One item's icon (or, in a numbered list, its number), title and text: in a list item or a slide.
 */
export function IconItem({
  item,
  headingLevel = 3,
  marker,
}: {
  item: IconItemContent;
  headingLevel?: 3 | 4;
  /** What stands in the icon's place, e.g. a step's number. */
  marker?: ReactNode;
}) {
  const Heading = `h${String(headingLevel)}` as 'h3' | 'h4';
  return (
    <>
      {marker ??
        (item.icon ? (
          <img className={styles.icon} src={item.icon} alt="" width={40} height={40} loading="lazy" decoding="async" />
        ) : null)}
      <Heading className={styles.title}>{item.title}</Heading>
      {item.text ? <p className={styles.text}>{item.text}</p> : null}
    </>
  );
}

/** Advantages, values, internship steps: a short title and text, with the content's icon when it has one. */
export function IconItems({
  items: itemRefs,
  headingLevel = 3,
  numbered = false,
}: {
  items: readonly FragmentType<typeof CareerIconItemFragment>[];
  headingLevel?: 3 | 4;
  /** Steps in order: an ordered list, each with its number. */
  numbered?: boolean;
}) {
  const items = itemRefs.map((ref) => readFragment<typeof CareerIconItemFragment>(ref));
  if (items.length === 0) return null;
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={styles.items}>
      {items.map((item, index) => (
        <li key={`${item.title}|${String(index)}`} className={styles.item}>
          <IconItem
            item={item}
            headingLevel={headingLevel}
            marker={
              numbered ? (
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              ) : undefined
            }
          />
        </li>
      ))}
    </List>
  );
}
