import type { FragmentType } from '../../src/app/graphql/generated';
import { ServiceCard, type ServiceCardFragment } from './service-card';
import styles from './service-list.module.css';

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
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
