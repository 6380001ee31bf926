import { useLingui } from '@lingui/react/macro';
import { graphql, getFragmentData, type FragmentType } from '../../src/graphql/generated';
import { localePath } from '../../src/i18n/locale';
import { usePageContext } from '../../src/page/page-context';
import { Picture } from '../../src/ui/picture';
import styles from './home-hero.module.css';

export const HomeHeroFragment = graphql(`
  fragment HomeHero on SolutionsBlock {
    defaultItem {
      tagline
      picture {
        ...ResponsivePicture
      }
    }
  }
`);

/** The full-height banner of the home page with the default picture and tagline. */
export function HomeHero(props: { solutions: FragmentType<typeof HomeHeroFragment> }) {
  const { t } = useLingui();
  const { locale } = usePageContext();
  const { defaultItem } = getFragmentData(HomeHeroFragment, props.solutions);
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <Picture picture={defaultItem.picture} sizes="100vw" priority className={styles.picture} />
      <div className={styles.content}>
        <h1 id="home-hero-title" className={styles.tagline}>
          {defaultItem.tagline || t`Свет, который работает`}
        </h1>
        <a className={styles.cta} href={localePath(locale, '/catalog')}>
          {t`Каталог продукции`}
        </a>
      </div>
    </section>
  );
}
