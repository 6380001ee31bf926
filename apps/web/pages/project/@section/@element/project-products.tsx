import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { Card } from '@/ui/card';
import { columnSizes } from '@/ui/picture';
import styles from './project-products.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

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

/** The list (project-products.module.css): two columns, four from 1220 px. */
const productSizes = columnSizes({ phone: 2, tablet: 2, desktop: 4 });

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
              sizes={productSizes}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
