import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '../../src/app/graphql/generated';
import { Card } from '../../src/ui/card';
import styles from './project-products.module.css';
import { readFragment } from '../../src/app/graphql/read-fragment';

export const ProjectProductFragment = graphql(`
  fragment ProjectProduct on ProjectProduct {
    gnkCode
    name
    link
    picture {
      ...ResponsivePicture
    }
  }
`);

/** The series installed in the project, each a card leading to its catalogue page. */
export function ProjectProducts({
  products: productRefs,
}: {
  products: readonly FragmentType<typeof ProjectProductFragment>[];
}) {
  const { t } = useLingui();
  const products = productRefs.map((ref) => readFragment<typeof ProjectProductFragment>(ref));
  if (products.length === 0) return null;
  return (
    <section className={styles.products} aria-labelledby="project-products">
      <h2 id="project-products" className={styles.title}>
        {t`Применённые серии`}
      </h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.gnkCode}>
            <Card
              href={product.link || `/product/${product.gnkCode}`}
              title={product.name}
              picture={product.picture}
              sizes="(min-width: 1220px) 25vw, 50vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
