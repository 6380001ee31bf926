import { useLingui } from '@lingui/react/macro';
import { maxCompared } from '@/features/compare/compare-url';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import buttons from '@/ui/buttons.module.css';
import type { Data } from './+data';
import styles from './compare.module.css';

/**
 * Adding a model without script: a GET form that searches models by name or code and lists them
 * with an add button each (`add={gnkCode}/{nkCode}`); the server adds the one pressed and answers
 * with the comparison's address.
 */
export function CompareFinder({ data }: { data: Data }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { ids, diff, find, found, findTooShort, addProblem } = data;
  const count = ids.length;
  const full = count >= maxCompared;
  const problem =
    addProblem === 'full'
      ? t`В сравнении уже ${maxCompared} модели: уберите одну, чтобы добавить другую.`
      : addProblem === 'notFound'
        ? t`Этой модели нет в каталоге: возможно, её сняли с сайта.`
        : addProblem === 'already'
          ? t`Эта модель уже в сравнении.`
          : null;
  return (
    <section className={`container ${styles.finder}`} aria-labelledby="compare-add-title">
      <div className={styles.finderHead}>
        <h2 id="compare-add-title" className={styles.finderTitle}>
          {t`Добавить модель`}
        </h2>
        <p className={styles.finderCount}>{t`В сравнении ${count} из ${maxCompared}`}</p>
      </div>
      <form method="get" action={localePath(locale, '/compare')} className={styles.finderForm}>
        {ids.length > 0 ? <input type="hidden" name="models" value={ids.join(',')} /> : null}
        {/* Follows the "only differences" switch when it is used in place (diff-switch.tsx). */}
        <input type="hidden" name="diff" value="1" disabled={!diff} data-keeps-diff="" />
        <label htmlFor="compare-find" className={styles.label}>
          {t`Название или код модели`}
        </label>
        <div className={styles.findRow}>
          <input
            id="compare-find"
            type="search"
            name="find"
            className={styles.input}
            defaultValue={find}
            placeholder={t`Например, PLATO 32`}
            maxLength={100}
            disabled={full}
            aria-describedby={full ? 'compare-find-full' : undefined}
          />
          <button type="submit" className={buttons.secondary} disabled={full}>
            {t`Найти`}
          </button>
        </div>
        {full && addProblem !== 'full' ? (
          <p id="compare-find-full" className={styles.hint}>
            {t`В сравнении уже ${maxCompared} модели: уберите одну, чтобы добавить другую.`}
          </p>
        ) : null}
        {problem ? (
          <p id={addProblem === 'full' ? 'compare-find-full' : undefined} className={styles.error} role="status">
            {problem}
          </p>
        ) : null}
        {findTooShort ? <p className={styles.hint}>{t`Введите хотя бы два символа.`}</p> : null}
        {found ? (
          found.length === 0 ? (
            <p className={styles.hint}>{t`Ничего не нашлось. Попробуйте код модели или название серии.`}</p>
          ) : (
            <ul className={styles.choices} aria-label={t`Найденные модели`}>
              {found.map((choice, index) => (
                <li key={choice.add} className={styles.choice}>
                  <a
                    id={`compare-found-${index}`}
                    className={styles.choiceName}
                    href={localePath(locale, choice.link)}
                    dangerouslySetInnerHTML={{ __html: choice.titleHtml }}
                  />
                  {choice.compared ? (
                    <span className={styles.compared}>{t`Уже в сравнении`}</span>
                  ) : (
                    <button
                      id={`compare-add-${index}`}
                      type="submit"
                      name="add"
                      value={choice.add}
                      className={styles.add}
                      disabled={full}
                      aria-labelledby={`compare-add-${index} compare-found-${index}`}
                    >
                      {t`Добавить`}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </form>
    </section>
  );
}
