import { graphql, type FragmentType } from '../app/graphql/generated';
import styles from './figures.module.css';
import { readFragment } from '../app/graphql/read-fragment';

export const FigureFragment = graphql(`
  fragment Figure on ContentFigure {
    value
    label
  }
`);

/** Key figures in a row: the value large, what it measures under it. */
export function Figures({
  items: itemRefs,
  label,
}: {
  items: readonly FragmentType<typeof FigureFragment>[];
  label?: string;
}) {
  const items = itemRefs.map((ref) => readFragment<typeof FigureFragment>(ref));
  if (items.length === 0) return null;
  return (
    <dl className={styles.figures} aria-label={label}>
      {items.map((item) => (
        <div key={`${item.value}|${item.label}`} className={styles.figure}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
