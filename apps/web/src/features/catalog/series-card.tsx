import { Plural, useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { usePageLocation } from '@/app/page/page-location';
import { FavoriteButton } from '../favorites';
import { Card } from '@/ui/card';
import { pictureSizes } from '@/ui/picture';
import { formatNumber, formatRange } from '@/ui/number-format';
import styles from './series-card.module.css';

export const SeriesCardFragment = graphql(`
  fragment SeriesCard on SeriesCard {
    id
    gnkCode
    name
    preview
    link
    modelsCount
    isNew
    archived
    picture {
      ...ResponsivePicture
    }
    figures {
      powerMin
      powerMax
      fluxMin
      fluxMax
      efficacyMax
      ip
    }
  }
`);

/** The catalogue's grid (pages/catalog): one column, three from 768 px, four beside the 280 px filter column from 1220 px. */
const catalogCardSizes = pictureSizes({
  phone: { columns: 1 },
  tablet: { columns: 3 },
  desktop: { columns: 4, minus: 280 + 40 },
});

/** A series in a listing: picture, name, what it is, and the figures a specifier compares first. */
export function SeriesCard({
  series: ref,
  initiallyFavorite = false,
  sizes = catalogCardSizes,
}: {
  series: FragmentType<typeof SeriesCardFragment>;
  /** How wide the picture is drawn: the catalogue's grid unless the list is another. */
  sizes?: string;
  initiallyFavorite?: boolean;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const series = readFragment<typeof SeriesCardFragment>(ref);
  const { figures } = series;
  const facts = [
    formatRange(locale, figures.powerMin, figures.powerMax, t`Вт`),
    formatRange(locale, figures.fluxMin, figures.fluxMax, t`лм`),
    figures.efficacyMax ? t`до ${formatNumber(locale, figures.efficacyMax)} лм/Вт` : null,
    figures.ip.join(', ') || null,
  ].filter((fact): fact is string => fact !== null);
  const badges = [series.isNew ? t`Новинка` : null, series.archived ? t`Архив` : null].filter(Boolean);
  return (
    <Card
      href={series.link}
      title={series.name}
      picture={series.picture}
      sizes={sizes}
      meta={
        <>
          {badges.map((badge) => (
            <span key={badge} className={styles.badge}>
              {badge}
            </span>
          ))}
          <Plural value={series.modelsCount} one="# модель" few="# модели" many="# моделей" other="# модели" />
        </>
      }
      text={series.preview}
      action={<FavoriteButton kind="series" id={series.id} name={series.name} initiallyFavorite={initiallyFavorite} />}
    >
      {facts.length > 0 ? (
        <ul className={styles.facts} aria-label={t`Основные характеристики`}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
