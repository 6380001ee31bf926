import { numberFormat } from '@/ui/intl-formats';
import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import type { Point } from '../distance';
import { telHref } from '../office-details';
import {
  clusterOnView,
  countryView,
  fitView,
  mapHeight,
  mapWidth,
  outlinePath,
  placeOnView,
  scaleBar,
  schematicBelowKm,
  type MapView,
  type Placed,
} from './map-view';
import styles from './office-map.module.css';

/** A place on the map: an office, or a city with its companies. */
export interface MapPlace {
  key: string;
  title: string;
  /** Where its title leads: the company's or the city's page. */
  href: string;
  /** The address, or what the city holds. */
  detail: string;
  phone?: string | null;
  at: Point;
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * Places on an outline of Russia and its neighbours, drawn with no tile server and no request
 * beyond the site: the outline is a lazy image the site draws per view (server/map-outline.ts),
 * the places are buttons over it, those that would overlap drawn as one with their count, each
 * opening a card (a native popover: Escape or a click elsewhere closes it). No script runs here;
 * the list beside the map says the same in text.
 */
export function OfficeMap({
  places,
  label,
  legend,
  groupName,
}: {
  places: readonly MapPlace[];
  label: string;
  /** What the places are, counted; addresses unless said. */
  legend?: ReactNode;
  /** A group marker's name, from its count; "N addresses here" unless said. */
  groupName?: (count: number) => string;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const nameGroup =
    groupName ??
    ((count: number) =>
      t`${plural(count, { one: '# адрес рядом', few: '# адреса рядом', many: '# адресов рядом', other: '# адреса рядом' })}`);
  const id = useId().replace(/[^\w-]/g, '');
  const view = fitView(places.map((place) => place.at));
  if (!view) return null;
  // Markers drawn as one where they would overlap, on a wide map and on a phone's narrow one:
  // the page carries both groupings when they differ, and the map's own width picks one.
  const wide = clusterOnView(view, places, (place) => place.at, 0.045);
  const narrow = clusterOnView(view, places, (place) => place.at, 0.09);
  const sameGroups = wide.length === narrow.length;
  const scale = scaleBar(view);
  const schematic = view.widthKm < schematicBelowKm;
  const kilometres = numberFormat(locale).format(scale.km);
  return (
    <figure className={styles.map} aria-label={label}>
      <div className={styles.canvas}>
        <img
          className={styles.outline}
          src={outlinePath(view)}
          alt=""
          width={mapWidth}
          height={mapHeight}
          loading="lazy"
          decoding="async"
        />
        {sameGroups ? (
          <Markers groups={wide} idPrefix={`${id}-place`} labelled={!schematic} groupName={nameGroup} />
        ) : (
          <>
            <Markers
              groups={wide}
              idPrefix={`${id}-wide`}
              labelled={!schematic}
              groupName={nameGroup}
              className={styles.wide}
            />
            <Markers
              groups={narrow}
              idPrefix={`${id}-narrow`}
              labelled={!schematic && narrow.length <= 5}
              groupName={nameGroup}
              className={styles.narrow}
            />
          </>
        )}
        {schematic ? <Locator at={view} /> : null}
        <span className={styles.scale} style={{ width: percent(scale.fraction) }}>
          <span className={styles.scaleBar} aria-hidden="true" />
          <span className="visually-hidden">{t`Масштаб:`} </span>
          {locale === 'ru' ? `${kilometres} км` : `${kilometres} km`}
        </span>
      </div>
      <figcaption className={styles.legend}>
        {legend ?? (
          <Plural
            value={places.length}
            one="# адрес на карте."
            few="# адреса на карте."
            many="# адресов на карте."
            other="# адреса на карте."
          />
        )}
        {schematic ? ` ${t`Схема без улиц: путь к офису — по ссылке «Построить маршрут».`}` : null}
      </figcaption>
    </figure>
  );
}

/** One grouping of the places as markers, each with its card. */
function Markers({
  groups,
  idPrefix,
  labelled,
  groupName,
  className,
}: {
  groups: readonly Placed<MapPlace>[];
  idPrefix: string;
  /** Names beside single markers: on the country's map, where they say which dot is which. */
  labelled: boolean;
  groupName: (count: number) => string;
  className?: string;
}) {
  const { locale } = usePageLocation();
  return (
    <div className={className}>
      {groups.map((group, index) => {
        const cardId = `${idPrefix}-${String(index)}`;
        const only = group.items.length === 1 ? group.items[0] : undefined;
        return (
          <MapMarker
            key={cardId}
            cardId={cardId}
            x={group.x}
            y={group.y}
            count={group.items.length}
            caption={only && labelled ? only.title : null}
            name={only ? `${only.title}, ${only.detail}` : groupName(group.items.length)}
          >
            <ul className={styles.places}>
              {group.items.map((place) => (
                <li key={place.key} className={styles.place}>
                  <a className={styles.placeTitle} href={localePath(locale, place.href)}>
                    {place.title}
                  </a>
                  <span>{place.detail}</span>
                  {place.phone ? (
                    <a className={styles.phone} href={telHref(place.phone)}>
                      {place.phone}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </MapMarker>
        );
      })}
    </div>
  );
}

function MapMarker({
  cardId,
  x,
  y,
  count,
  caption,
  name,
  children,
}: {
  cardId: string;
  x: number;
  y: number;
  count: number;
  caption: string | null;
  name: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  // Anchor positioning puts the card beside its marker where the browser has it; elsewhere the
  // card opens in the middle of the window, as a dialog would.
  const anchor = { '--anchor': `--${cardId}`, left: percent(x), top: percent(y) } as CSSProperties;
  return (
    <>
      <button
        type="button"
        className={count > 1 ? `${styles.marker} ${styles.cluster}` : styles.marker}
        style={anchor}
        popoverTarget={cardId}
        aria-label={name}
      >
        {count > 1 ? <span aria-hidden="true">{count}</span> : null}
        {caption ? (
          <span className={x > 0.7 ? `${styles.caption} ${styles.captionBefore}` : styles.caption} aria-hidden="true">
            {caption}
          </span>
        ) : null}
      </button>
      <div id={cardId} popover="auto" className={styles.card} style={{ '--anchor': `--${cardId}` } as CSSProperties}>
        {children}
        <button type="button" className={styles.close} popoverTarget={cardId} popoverTargetAction="hide">
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t`Закрыть`}</span>
        </button>
      </div>
    </>
  );
}

/** Where a city view lies in the country: its centre on the whole country's outline. */
function Locator({ at }: { at: MapView }) {
  const spot = placeOnView(countryView, at);
  if (!spot) return null;
  return (
    <span className={styles.locator} aria-hidden="true">
      <img src={outlinePath(countryView)} alt="" width={mapWidth} height={mapHeight} loading="lazy" decoding="async" />
      <span className={styles.locatorSpot} style={{ left: percent(spot.x), top: percent(spot.y) }} />
    </span>
  );
}
