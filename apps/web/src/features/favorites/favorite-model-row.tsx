import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/ui/number-format';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { Picture } from '@/ui/picture';
import FavoriteButton from './favorite-button.island';
import styles from './favorite-model-row.module.css';

export const FavoriteModelRowFragment = graphql(`
  fragment FavoriteModelRow on ModelCard {
    id
    name
    link
    seriesName
    archived
    power
    flux
    cct
    ip
    picture {
      ...ResponsivePicture
    }
  }
`);

/** A favourite model: picture, series, name and the figures that tell models of a series apart. */
export function FavoriteModelRow({
  model: ref,
  initiallyFavorite,
}: {
  model: FragmentType<typeof FavoriteModelRowFragment>;
  initiallyFavorite: boolean;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const model = readFragment<typeof FavoriteModelRowFragment>(ref);
  const facts = [
    `${formatNumber(locale, model.power)}\u00a0${t`Вт`}`,
    model.flux === null ? null : `${formatNumber(locale, model.flux)}\u00a0${t`лм`}`,
    model.cct === null ? null : `${formatNumber(locale, model.cct)}\u00a0K`,
    model.ip || null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <article className={styles.row}>
      <div className={styles.picture} aria-hidden="true">
        {model.picture ? <Picture picture={model.picture} sizes="(min-width: 768px) 96px, 72px" /> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.series}>
          {model.seriesName}
          {model.archived ? <span className={styles.archived}>{t`Архив`}</span> : null}
        </p>
        <h3 className={styles.name}>
          <a className={styles.link} href={localePath(locale, model.link)}>
            {model.name}
          </a>
        </h3>
        <p className={styles.facts}>{facts.join(' · ')}</p>
      </div>
      <div className={styles.action}>
        <FavoriteButton kind="models" id={model.id} name={model.name} initiallyFavorite={initiallyFavorite} />
      </div>
    </article>
  );
}
