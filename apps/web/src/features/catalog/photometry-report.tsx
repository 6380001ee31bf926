import { useLingui } from '@lingui/react/macro';
import { ConeDiagram } from './cone-diagram';
import type { ConeDiagramView } from './cone-diagram-view';
import type { PhotometricFigure } from './photometric-figures';
import { PolarDiagram } from './polar-diagram';
import type { PolarDiagram as PolarDiagramPaths } from './polar-diagram-paths';
import type { PhotometrySource } from './photometry-source';
import { UgrTable } from './ugr-table';
import type { UgrTableView } from './ugr-table-view';
import styles from './photometry-report.module.css';

export interface PhotometryReportProps {
  diagram: PolarDiagramPaths;
  figures: PhotometricFigure[];
  cone: ConeDiagramView | null;
  ugr: UgrTableView | null;
  /** Whose file it is: a catalogue model's or one a visitor uploaded (the notes say which). */
  source: PhotometrySource;
}

/**
 * What a photometric file gives a lighting designer, drawn from the BFF's figures: the polar
 * diagram beside the summary, then the cone diagram and the UGR table. The model page and the
 * file checker show the same report.
 */
export function PhotometryReport({ diagram, figures, cone, ugr, source }: PhotometryReportProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <div className={styles.distribution}>
        <PolarDiagram diagram={diagram} />
        {figures.length > 0 ? (
          <section aria-labelledby="photometry-title">
            <h3 id="photometry-title" className={styles.groupTitle}>
              {t`Фотометрия`}
            </h3>
            <p className={styles.note}>
              {source === 'model'
                ? t`Рассчитано по файлу LDT этой модели. Углы даны в плоскостях C0–C180 / C90–C270.`
                : t`Рассчитано по силе света в загруженном файле, а не по его заголовку. Углы даны в плоскостях C0–C180 / C90–C270.`}
            </p>
            <dl className={styles.rows}>
              {figures.map((figure) => (
                <div key={figure.code} className={styles.row} data-code={figure.code}>
                  <dt>{i18n._(figure.name)}</dt>
                  <dd>{figure.unit ? `${figure.value}\u00a0${i18n._(figure.unit)}` : figure.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
      {cone ? <ConeDiagram cone={cone} source={source} /> : null}
      {ugr ? <UgrTable table={ugr} source={source} /> : null}
    </>
  );
}
