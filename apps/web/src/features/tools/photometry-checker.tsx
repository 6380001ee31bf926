import { useLingui } from '@lingui/react/macro';
import type { Ref, SubmitEvent } from 'react';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { PhotometryReport } from '@/features/catalog';
import buttons from '@/ui/buttons.module.css';
import type { PhotometryCheckView } from './photometry-check';
import { photometricFileField, photometryCheckerPath } from './photometry-upload';
import styles from './photometry-checker.module.css';
import tools from './tools.module.css';

/** Ids in the checker: one per page, and an island hydrates in its own React root, so not useId. */
const id = 'photometry-checker';

export interface PhotometryCheckerProps {
  /** What the last file sent gave; null before one is sent. */
  answer: PhotometryCheckView | null;
  /** The form was sent without a file. */
  missingFile: boolean;
  /** With script: a file is being checked. */
  checking?: boolean;
  /** With script: the file could not be sent (the network, the server). */
  failed?: boolean;
  /** With script: answers the form in place instead of posting it. */
  onSubmit?: (event: SubmitEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The photometric file checker: a multipart form that posts the file to its own page (so it works
 * without script), then what the file gave — where it cannot be read, each problem with its line;
 * else the report a model page shows, the consistency check and the file in the other format.
 */
export function PhotometryChecker({
  answer,
  missingFile,
  checking = false,
  failed = false,
  onSubmit,
  formRef,
}: PhotometryCheckerProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const problems = answer?.kind === 'problems' ? answer.problems : [];
  const fieldMessage = missingFile ? t`Выберите файл LDT или IES.` : null;
  const invalid = problems.length > 0 || fieldMessage !== null;
  const describedBy = [`${id}-hint`, invalid ? `${id}-problems` : ''].filter(Boolean).join(' ');
  return (
    <div className={tools.tool}>
      <h2 className={tools.toolTitle}>{t`Проверить файл`}</h2>
      <form
        ref={formRef}
        className={tools.form}
        method="post"
        encType="multipart/form-data"
        action={localePath(locale, photometryCheckerPath)}
        onSubmit={onSubmit}
      >
        <div className={tools.field} data-invalid={invalid ? '' : undefined}>
          <label htmlFor={`${id}-file`} className={tools.label}>
            {t`Файл EULUMDAT (.ldt) или IES LM-63 (.ies)`}
          </label>
          <input
            id={`${id}-file`}
            className={styles.file}
            type="file"
            name={photometricFileField}
            accept=".ldt,.ies,.LDT,.IES"
            required
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
          />
          <p id={`${id}-hint`} className={tools.hint}>
            {t`До 2 МБ. Файл обрабатывается в памяти и не сохраняется.`}
          </p>
          {invalid ? (
            <div id={`${id}-problems`} className={tools.error}>
              {fieldMessage ? <p>{fieldMessage}</p> : null}
              {problems.length > 0 ? (
                <>
                  <p>{t`Файл «${answer?.fileName ?? ''}» не удалось прочитать:`}</p>
                  <ul className={styles.problems}>
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className={tools.actions}>
          <button type="submit" className={buttons.primary} aria-busy={checking ? true : undefined}>
            {t`Проверить файл`}
          </button>
        </div>
        <p className={tools.hint} role="status">
          {checking ? t`Проверяем файл…` : failed ? t`Не удалось отправить файл. Попробуйте ещё раз.` : ''}
        </p>
      </form>
      {answer?.kind === 'report' ? <CheckReport report={answer} /> : null}
    </div>
  );
}

function CheckReport({ report }: { report: Extract<PhotometryCheckView, { kind: 'report' }> }) {
  const { t } = useLingui();
  const formatName = (format: 'eulumdat' | 'ies') => (format === 'ies' ? 'IES LM-63' : 'EULUMDAT');
  const { diagram, figures, cone, ugr, findings, converted } = report;
  return (
    <section className={styles.report} aria-labelledby={`${id}-report`} data-format={report.format}>
      <div className={styles.heading}>
        <h2 id={`${id}-report`} className={styles.title}>
          {report.luminaireName || report.fileName}
        </h2>
        <p className={tools.hint}>{t`Файл «${report.fileName}», формат ${formatName(report.format)}.`}</p>
        <a className={buttons.secondary} href={converted.href} download={converted.fileName}>
          {converted.format === 'ies' ? t`Скачать в формате IES` : t`Скачать в формате LDT`}
        </a>
      </div>
      <section aria-labelledby={`${id}-findings`} className={styles.findings}>
        <h3 id={`${id}-findings`} className={styles.subtitle}>
          {t`Согласованность файла`}
        </h3>
        {findings.length > 0 ? (
          <ul className={styles.findingList}>
            {findings.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
        ) : (
          <p>{t`Заголовок файла согласуется с его данными: КПД, доля потока вниз и симметрия совпадают с рассчитанными.`}</p>
        )}
      </section>
      {diagram ? (
        <PhotometryReport diagram={diagram} figures={figures} cone={cone} ugr={ugr} source="upload" />
      ) : (
        <p>{t`В основных плоскостях файла нет света: диаграмму построить нельзя.`}</p>
      )}
    </section>
  );
}
