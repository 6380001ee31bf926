import { useLingui } from '@lingui/react/macro';
import type { ConeDiagramView } from './cone-diagram-view';
import type { PhotometrySource } from './photometry-source';
import styles from './cone-diagram.module.css';

/**
 * The cone diagram: for each mounting height, the illuminance straight below the luminaire and the
 * width of the patch lit to half the beam's peak. Drawn at the beam's true angle, with the figures
 * in a table beside it.
 */
export function ConeDiagram({ cone, source }: { cone: ConeDiagramView; source: PhotometrySource }) {
  const { t } = useLingui();
  const { apex, lines, height } = cone.drawing;
  const deepest = lines.at(-1);
  return (
    <section className={styles.cone} aria-labelledby="cone-title">
      <h3 id="cone-title" className={styles.title}>
        {t`Конус света`}
      </h3>
      <p className={styles.note}>
        {source === 'model'
          ? t`E — освещённость под светильником, Ø — диаметр пятна, освещённого не слабее половины максимума, на разной высоте подвеса. По файлу LDT этой модели, без учёта отражений.`
          : t`E — освещённость под светильником, Ø — диаметр пятна, освещённого не слабее половины максимума, на разной высоте подвеса. По загруженному файлу при световом потоке его ламп, без учёта отражений.`}
      </p>
      <div className={styles.layout}>
        <figure className={styles.figure}>
          <svg className={styles.svg} viewBox={`0 0 280 ${String(height)}`} aria-hidden="true">
            {deepest ? (
              <polygon
                className={styles.beam}
                points={`${apex.x},${apex.y} ${apex.x - deepest.halfWidth},${deepest.y} ${apex.x + deepest.halfWidth},${deepest.y}`}
              />
            ) : null}
            <rect className={styles.luminaire} x={apex.x - 14} y={apex.y - 5} width="28" height="5" rx="1" />
            {lines.map((line) => (
              <g key={line.height}>
                <line className={styles.guide} x1="40" y1={line.y} x2={apex.x - line.halfWidth} y2={line.y} />
                <line
                  className={styles.level}
                  x1={apex.x - line.halfWidth}
                  y1={line.y}
                  x2={apex.x + line.halfWidth}
                  y2={line.y}
                />
                <text className={styles.label} x="4" y={line.y + 3}>
                  {t`${line.height} м`}
                </text>
              </g>
            ))}
          </svg>
        </figure>
        <div className={styles.scroller} role="region" aria-label={t`Таблица конуса света`} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Высота, м`}</th>
                <th scope="col">{t`E, лк`}</th>
                <th scope="col">{t`Ø C0–C180, м`}</th>
                <th scope="col">{t`Ø C90–C270, м`}</th>
              </tr>
            </thead>
            <tbody>
              {cone.rows.map((row) => (
                <tr key={row.height}>
                  <th scope="row">{row.height}</th>
                  <td>{row.illuminance}</td>
                  <td>{row.diameterAcross}</td>
                  <td>{row.diameterAlong}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
