import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import styles from './project-summary.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

export const ProjectSummaryFragment = graphql(`
  fragment ProjectSummary on ProjectMainInfo {
    location
    year
    client
    area
  }
`);

/** Where, when, for whom and how large: the project's facts under its title, each only when given. */
export function ProjectSummary({ info: infoRef }: { info: FragmentType<typeof ProjectSummaryFragment> }) {
  const { t } = useLingui();
  const info = readFragment<typeof ProjectSummaryFragment>(infoRef);
  const facts = [
    { label: t`Место`, value: info.location },
    { label: t`Год`, value: info.year > 0 ? String(info.year) : '' },
    { label: t`Заказчик`, value: info.client ?? '' },
    { label: t`Площадь`, value: info.area ?? '' },
  ].filter((fact) => fact.value.trim() !== '');
  if (facts.length === 0) return null;
  return (
    <dl className={styles.summary}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
