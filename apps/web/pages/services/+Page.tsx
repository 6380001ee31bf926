import { usePageContext } from '../../src/app/page/page-context';
import { PageIntro } from '../../src/ui/page-intro';
import type { Data } from './+data';
import styles from './services.module.css';
import { ServiceList } from './service-list';

export default function Page() {
  const { title, lead, services } = usePageContext().data as Data;
  return (
    <div className={styles.page}>
      <PageIntro title={title} lead={lead} />
      <div className="container">
        <ServiceList services={services} headingLevel={2} />
      </div>
    </div>
  );
}
