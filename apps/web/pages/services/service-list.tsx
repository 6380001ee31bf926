import type { FragmentType } from '../../src/graphql/generated';
import { ServiceCard, type ServiceCardFragment } from './service-card';
import styles from './service-list.module.css';

/** Service cards in a grid: three columns on wide screens, two on tablets, one on phones. */
export function ServiceList({ services, headingLevel, label }: { services: readonly FragmentType<typeof ServiceCardFragment>[]; headingLevel: 2 | 3; label?: string }) {
  if (services.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {services.map((service, index) => (
        <li key={index}>
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
