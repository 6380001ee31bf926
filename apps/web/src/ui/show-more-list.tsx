import { Children, useId, type ReactNode } from 'react';
import ShowMoreButton from './show-more-button.island';
import styles from './show-more-list.module.css';

interface ShowMoreListProps {
  /** How many items show at first on phones (< 768 px), tablets (< 1220 px) and desktops. */
  pageSizes: { phone: number; tablet: number; desktop: number };
  className?: string;
  children: ReactNode;
}

/**
 * A list that shows a device's page of items and a button for the rest. Every item is in the
 * server's HTML (search engines and no-JS visitors get the whole list); which ones show first is
 * decided by CSS per breakpoint, so nothing shifts when scripts start. Only the button is an island.
 */
export function ShowMoreList({ pageSizes, className, children }: ShowMoreListProps) {
  const listId = useId();
  const items = Children.toArray(children);
  const hiddenSomewhere = items.length > Math.min(pageSizes.phone, pageSizes.tablet, pageSizes.desktop);
  const buttonClasses = [
    styles.more,
    items.length <= pageSizes.phone ? styles.noMorePhone : '',
    items.length <= pageSizes.tablet ? styles.noMoreTablet : '',
    items.length <= pageSizes.desktop ? styles.noMoreDesktop : '',
  ].join(' ');
  return (
    <>
      <ul id={listId} className={[styles.list, className ?? ''].join(' ')}>
        {items.map((item, index) => (
          <li
            key={index}
            className={[
              index >= pageSizes.phone ? styles.laterPhone : '',
              index >= pageSizes.tablet ? styles.laterTablet : '',
              index >= pageSizes.desktop ? styles.laterDesktop : '',
            ].join(' ')}
          >
            {item}
          </li>
        ))}
      </ul>
      {hiddenSomewhere ? <ShowMoreButton listId={listId} count={items.length} className={buttonClasses} /> : null}
    </>
  );
}
