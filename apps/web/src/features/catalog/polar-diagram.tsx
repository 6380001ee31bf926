import { useLingui } from '@lingui/react/macro';
import { usePageLocation } from '@/app/page/page-location';
import type { PolarDiagram as Diagram } from './polar-diagram-paths';
import { formatNumber } from '@/ui/number-format';
import styles from './polar-diagram.module.css';

/** The light distribution (polar) diagram: intensity in cd/klm in the two main planes, 0° down. */
export function PolarDiagram({
  diagram,
  titleId = 'polar-title',
}: {
  diagram: Diagram;
  /** The id of the SVG's title: a page that draws several gives each its own. */
  titleId?: string;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const spokes = [0, 30, 60, 90, 120, 150];
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox="0 0 200 200" role="img" aria-labelledby={titleId}>
        <title
          id={titleId}
        >{t`Кривая силы света в плоскостях C0–C180 и C90–C270, до ${formatNumber(locale, diagram.scale)} кд/клм`}</title>
        <g className={styles.grid}>
          {diagram.rings.map((ring) => (
            <circle key={ring} cx="100" cy="100" r={90 * ring} />
          ))}
          {spokes.map((angle) => {
            const theta = (angle * Math.PI) / 180;
            return (
              <line
                key={angle}
                x1={100 - 90 * Math.sin(theta)}
                y1={100 - 90 * Math.cos(theta)}
                x2={100 + 90 * Math.sin(theta)}
                y2={100 + 90 * Math.cos(theta)}
              />
            );
          })}
        </g>
        <g className={styles.labels} aria-hidden="true">
          {diagram.rings.map((ring) => (
            <text key={ring} x="102" y={100 + 90 * ring - 2}>
              {formatNumber(locale, diagram.scale * ring)}
            </text>
          ))}
        </g>
        <path className={styles.across} d={diagram.across} />
        <path className={styles.along} d={diagram.along} />
      </svg>
      <figcaption className={styles.caption}>
        <span className={styles.key}>
          <span className={styles.swatchAcross} aria-hidden="true" />
          C0–C180
        </span>
        <span className={styles.key}>
          <span className={styles.swatchAlong} aria-hidden="true" />
          C90–C270
        </span>
        <span className={styles.unit}>{t`кд/клм`}</span>
      </figcaption>
    </figure>
  );
}
