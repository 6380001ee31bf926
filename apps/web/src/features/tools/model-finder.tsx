import { useLingui } from '@lingui/react/macro';
import buttons from '@/ui/buttons.module.css';
import type { ModelChoice, ModelChoices } from './model-choices';
import type { ModelPick } from './model-pick';
import styles from './tools.module.css';

/**
 * A tool's model picker without script: search by name or code, or list the visitor's favourite
 * models, and add one with its button. All are submit buttons of the tool's GET form, so the page
 * keeps everything else the visitor entered.
 */
export function ModelFinder({
  idPrefix,
  pick,
  choices,
  label,
  full,
}: {
  /** Unique on the page: the finder's field ids start with it. */
  idPrefix: string;
  pick: ModelPick;
  choices: ModelChoices;
  /** The search field's label. */
  label: string;
  /** Why no more models can be added; null while they can. */
  full: string | null;
}) {
  const { t } = useLingui();
  const id = idPrefix;
  const disabled = full !== null;
  return (
    <div className={styles.finder}>
      <div className={styles.field}>
        <label htmlFor={`${id}-find`} className={styles.label}>
          {label}
        </label>
        <div className={styles.findRow}>
          <input
            id={`${id}-find`}
            type="search"
            name="find"
            className={styles.input}
            defaultValue={pick.find}
            placeholder={t`Название или код, например PLATO 32`}
            maxLength={100}
            disabled={disabled}
          />
          <button type="submit" className={buttons.secondary} disabled={disabled}>
            {t`Найти`}
          </button>
          <button type="submit" name="pick" value="favorites" className={buttons.secondary} disabled={disabled}>
            {t`Из избранного`}
          </button>
        </div>
        {full ? <p className={styles.hint}>{full}</p> : null}
      </div>
      {choices.found ? (
        <ChoiceList
          choices={choices.found}
          empty={t`Ничего не нашлось. Попробуйте код модели или название серии.`}
          label={t`Найденные модели`}
        />
      ) : null}
      {choices.favorites ? (
        <ChoiceList
          choices={choices.favorites}
          empty={t`В избранном пока нет моделей. Добавляйте их сердечком на странице модели.`}
          label={t`Модели из избранного`}
        />
      ) : null}
    </div>
  );
}

function ChoiceList({ choices, empty, label }: { choices: ModelChoice[]; empty: string; label: string }) {
  const { t } = useLingui();
  if (choices.length === 0) return <p className={styles.hint}>{empty}</p>;
  return (
    <ul className={styles.choicesList} aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.add} className={styles.choiceItem}>
          <span className={styles.choiceName} dangerouslySetInnerHTML={{ __html: choice.titleHtml }} />
          <button type="submit" name="add" value={choice.add} className={styles.add}>
            {t`Добавить`}
          </button>
        </li>
      ))}
    </ul>
  );
}
