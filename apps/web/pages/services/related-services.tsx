import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FragmentType } from '@/app/graphql/generated';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import type { ServiceCardFragment } from './service-card';
import { ServiceList } from './service-list';
import styles from './related-services.module.css';

/** Other services to read next, with a way to the overview. */
export function RelatedServices({ services }: { services: readonly FragmentType<typeof ServiceCardFragment>[] }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const id = useId();
  if (services.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {t`Другие услуги`}
        </h2>
        <a className={styles.all} href={localePath(locale, '/services')}>
          {t`Все услуги`}
        </a>
      </div>
      <ServiceList services={services} headingLevel={3} compact />
    </section>
  );
}
