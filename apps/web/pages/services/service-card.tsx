import { graphql, type FragmentType } from '@/app/graphql/generated';
import { localePath } from '@/app/i18n/locale';
import { ContentIcon } from '@/features/content/content-icon';
import { usePageLocation } from '@/app/page/page-location';
import { Picture } from '@/ui/picture';
import styles from './service-card.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

export const ServiceCardFragment = graphql(`
  fragment ServiceCard on ServiceCard {
    code
    name
    preview
    icon
    link
    picture {
      ...ResponsivePicture
    }
  }
`);

interface ServiceCardProps {
  service: FragmentType<typeof ServiceCardFragment>;
  /** The heading level that fits the page's outline. */
  headingLevel: 2 | 3;
  /** How wide the picture is drawn: the list's columns. */
  sizes: string;
}

/** A service on the overview and under "other services": picture (or its icon), name, preview; the whole card is the link. */
export function ServiceCard({ service: serviceRef, headingLevel, sizes }: ServiceCardProps) {
  const { locale } = usePageLocation();
  const service = readFragment<typeof ServiceCardFragment>(serviceRef);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const picture = service.picture ? (
    <Picture picture={service.picture} sizes={sizes} className={styles.picture} />
  ) : null;
  return (
    <article className={styles.card}>
      <div className={styles.media}>{picture ?? <ContentIcon src={service.icon} className={styles.mediaIcon} />}</div>
      <div className={styles.body}>
        <div className={styles.heading}>
          {picture ? <ContentIcon src={service.icon} className={styles.icon} /> : null}
          <Heading className={styles.title}>
            <a href={localePath(locale, service.link || `/services/${service.code}`)} className={styles.link}>
              {service.name}
            </a>
          </Heading>
        </div>
        {service.preview ? <p className={styles.text}>{service.preview}</p> : null}
        <span className={styles.more} aria-hidden="true">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M4 12h15m-5-5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </div>
    </article>
  );
}
