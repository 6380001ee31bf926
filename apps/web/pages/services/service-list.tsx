import type { FragmentType } from '@/app/graphql/generated';
import { ServiceCard, type ServiceCardFragment } from './service-card';
import { columnSizes } from '@/ui/picture';
import styles from './service-list.module.css';

/** service-list.module.css: one column, two (three when compact) from 768 px, three from 1220 px. */
const listSizes = columnSizes({ phone: 1, tablet: 2, desktop: 3 });
const compactSizes = columnSizes({ phone: 1, tablet: 3, desktop: 3 });

interface ServiceListProps {
  services: readonly FragmentType<typeof ServiceCardFragment>[];
  headingLevel: 2 | 3;
  /** A short row of suggestions: three columns from tablets on, so three cards never leave one alone. */
  compact?: boolean;
}

/** Service cards in a grid: three columns on wide screens, two on tablets, one on phones. */
export function ServiceList({ services, headingLevel, compact = false }: ServiceListProps) {
  if (services.length === 0) return null;
  return (
    <ul className={compact ? `${styles.list} ${styles.compact}` : styles.list}>
      {services.map((service, index) => (
        <li key={index}>
          <ServiceCard service={service} headingLevel={headingLevel} sizes={compact ? compactSizes : listSizes} />
        </li>
      ))}
    </ul>
  );
}
