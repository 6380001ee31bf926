import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { contours } from 'd3-contour';
import { usePageLocation } from '@/app/page/page-location';
import { formatNumber } from '@/ui/number-format';
import styles from './tools.module.css';

interface RoomPlanProps {
  length: number;
  width: number;
  luminaires: readonly { x: number; y: number }[];
  /** A luminaire's outline on the plan, m: length along the room, width across; a circle when round. */
  luminaireSize: { length: number; width: number; round: boolean };
  grid: { xs: readonly number[]; ys: readonly number[]; values: readonly (readonly number[])[] };
}

/** Steps of 1, 2 or 5 times a power of ten: isolux lines at values a reader would draw. */
function niceStep(span: number): number {
  const rough = span / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiple = [1, 2, 5, 10].find((candidate) => candidate * power >= rough) ?? 10;
  return multiple * power;
}

/** Isolux levels strictly inside the grid's range, at most six. */
export function isoluxLevels(minimum: number, maximum: number): number[] {
  if (!(maximum > minimum)) return [];
  const step = niceStep(maximum - minimum);
  const levels: number[] = [];
  for (let level = Math.ceil(minimum / step + 1e-9) * step; level < maximum && levels.length < 6; level += step)
    levels.push(level);
  return levels;
}

/**
 * The room's plan to scale: walls, luminaires and isolux lines over the working plane, each band
 * a deeper tint of the accent colour. Drawn on the server as SVG, so it prints and needs no script.
 */
export function RoomPlan({ length, width, luminaires, luminaireSize, grid }: RoomPlanProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const titleId = 'room-plan-title';
  const columns = grid.xs.length;
  const rows = grid.ys.length;
  const flat = grid.values.flat();
  const levels = isoluxLevels(Math.min(...flat), Math.max(...flat));
  // Grid cells' size in metres; d3-contour puts value (i, j) at the cell centre (i + 0.5, j + 0.5).
  const cellX = columns > 1 ? (grid.xs[1] ?? 0) - (grid.xs[0] ?? 0) : length;
  const cellY = rows > 1 ? (grid.ys[1] ?? 0) - (grid.ys[0] ?? 0) : width;
  const originX = (grid.xs[0] ?? 0) - cellX / 2;
  const originY = (grid.ys[0] ?? 0) - cellY / 2;
  const bands = columns > 1 && rows > 1 ? contours().size([columns, rows]).thresholds(levels)(flat) : [];
  const path = (polygons: number[][][][]) =>
    polygons
      .map((polygon) =>
        polygon
          .map(
            (ring) =>
              `M${ring.map(([x = 0, y = 0]) => `${(originX + x * cellX).toFixed(3)},${(originY + y * cellY).toFixed(3)}`).join('L')}Z`,
          )
          .join(''),
      )
      .join('');
  const margin = Math.max(length, width) * 0.04;
  const lux = t`лк`;
  return (
    <figure className={styles.plan}>
      <svg
        viewBox={`${-margin} ${-margin} ${length + 2 * margin} ${width + 2 * margin}`}
        role="img"
        aria-labelledby={titleId}
        className={styles.planImage}
      >
        <title id={titleId}>
          {t`План помещения ${formatNumber(locale, length)} × ${formatNumber(locale, width)} м: ${plural(luminaires.length, { one: '# светильник', few: '# светильника', many: '# светильников', other: '# светильника' })} и линии равной освещённости`}
        </title>
        <rect x={0} y={0} width={length} height={width} className={styles.planRoom} />
        {bands.map((band, index) => (
          <path
            key={band.value}
            d={path(band.coordinates)}
            className={styles.planBand}
            style={{ fillOpacity: 0.12 + (0.5 * (index + 1)) / (bands.length + 1) }}
          />
        ))}
        {luminaires.map((at, index) =>
          luminaireSize.round ? (
            <circle
              key={index}
              cx={at.x}
              cy={at.y}
              r={Math.max(luminaireSize.length, margin * 0.4) / 2}
              className={styles.planLuminaire}
            />
          ) : (
            <rect
              key={index}
              x={at.x - Math.max(luminaireSize.length, margin * 0.4) / 2}
              y={at.y - Math.max(luminaireSize.width, margin * 0.25) / 2}
              width={Math.max(luminaireSize.length, margin * 0.4)}
              height={Math.max(luminaireSize.width, margin * 0.25)}
              className={styles.planLuminaire}
            />
          ),
        )}
      </svg>
      <figcaption className={styles.planLegend}>
        {levels.length > 0 ? (
          <ul>
            {levels.map((level, index) => (
              <li key={level}>
                <span
                  className={styles.planSwatch}
                  style={{ opacity: 0.12 + (0.5 * (index + 1)) / (levels.length + 1) }}
                  aria-hidden="true"
                />
                {`≥ ${formatNumber(locale, level)} ${lux}`}
              </li>
            ))}
          </ul>
        ) : null}
        <p>{t`Светильники — тёмные фигуры; линии равной освещённости — на рабочей плоскости.`}</p>
      </figcaption>
    </figure>
  );
}
