import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '@/app/graphql/generated';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import buttons from '@/ui/buttons.module.css';
import { formatNumber } from '@/ui/number-format';
import { exAreaParamOf, type ExAreaForm, type ExAreaParam } from './ex-area-query';
import styles from './ex-selector.module.css';
import tools from './tools.module.css';

export const ExSelectionQuery = graphql(`
  query ExSelection($area: ExAreaInput!) {
    exSelection(area: $area) {
      models {
        id
        name
        nkCode
        gnkCode
        technical {
          exMarking
          tempMin
          tempMax
        }
        exMarkings {
          zones
        }
      }
      problems {
        field
        code
      }
    }
  }
`);

type Selection = ResultOf<typeof ExSelectionQuery>['exSelection'];
/** A field the visitor must correct, and why (the BFF's codes, and `notANumber` of the page's own). */
export interface ExAreaProblem {
  param: ExAreaParam;
  code: string;
}

export function exAreaProblems(selection: Selection): ExAreaProblem[] {
  return selection.problems.map((problem) => ({
    param: (exAreaParamOf as Partial<Record<string, ExAreaParam>>)[problem.field] ?? 'zone',
    code: problem.code,
  }));
}

const unknownValue = msg`Такого значения нет: выберите из списка.`;
const problemMessages: Record<string, MessageDescriptor> = {
  unknown: unknownValue,
  notANumber: msg`Введите число, например −40 или 135.`,
  wrongAtmosphere: msg`Не подходит к зоне: для газа зоны 0, 1, 2, группы IIA–IIC и температурный класс; для пыли зоны 20, 21, 22, группы IIIA–IIIC и предельная температура поверхности.`,
  twice: msg`Укажите либо температурный класс, либо температуру самовоспламенения.`,
  outOfRange: msg`Значение вне разумных пределов: температура воспламенения 50–1000 °C, окружающая среда от −70 до +100 °C.`,
  reversed: msg`Наибольшая температура ниже наименьшей.`,
};

const zones = [0, 1, 2, 20, 21, 22] as const;
const gasGroups = ['IIA', 'IIB', 'IIB+H2', 'IIC'] as const;
const dustGroups = ['IIIA', 'IIIB', 'IIIC'] as const;
const classes = [
  ['T1', 450],
  ['T2', 300],
  ['T3', 200],
  ['T4', 135],
  ['T5', 100],
  ['T6', 85],
] as const;

/**
 * The Ex selector of the explosion-proof catalogue: a GET form (it works without script, its answer
 * has an address to share) stating the hazardous area, then the models the rules of IEC 60079-14
 * permit there, with their marking and rated ambient range.
 */
export function ExSelector({
  path,
  form,
  selection,
  problems,
}: {
  /** The catalogue page it sits on, without the language prefix: the form is sent back there. */
  path: string;
  form: ExAreaForm;
  /** The answer, when a zone was given and nothing is wrong. */
  selection: Selection | null;
  problems: ExAreaProblem[];
}) {
  const { t, i18n } = useLingui();
  const { locale } = usePageLocation();
  const id = 'ex-selector';
  const problemOf = (param: ExAreaParam) => problems.find((problem) => problem.param === param);
  const described = (param: ExAreaParam, hint?: string) => {
    const problem = problemOf(param);
    return {
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': [hint, problem ? `${id}-${param}-problem` : ''].filter(Boolean).join(' ') || undefined,
    } as const;
  };
  const fieldProblem = (param: ExAreaParam) => {
    const problem = problemOf(param);
    return problem ? (
      <p id={`${id}-${param}-problem`} className={tools.error}>
        {i18n._(problemMessages[problem.code] ?? unknownValue)}
      </p>
    ) : null;
  };
  const field = (param: ExAreaParam, label: string, control: React.ReactNode, hint?: string) => (
    <div className={tools.field} data-invalid={problemOf(param) ? '' : undefined}>
      <label htmlFor={`${id}-${param}`} className={tools.label}>
        {label}
      </label>
      {control}
      {hint ? (
        <p id={`${id}-${param}-hint`} className={tools.hint}>
          {hint}
        </p>
      ) : null}
      {fieldProblem(param)}
    </div>
  );
  const numberInput = (param: ExAreaParam, hint?: boolean) => (
    <input
      id={`${id}-${param}`}
      className={tools.input}
      name={param}
      defaultValue={form[param]}
      inputMode="decimal"
      autoComplete="off"
      maxLength={24}
      {...described(param, hint ? `${id}-${param}-hint` : undefined)}
    />
  );
  const action = localePath(locale, path);
  const signed = (celsius: number) => `${celsius > 0 ? '+' : ''}${formatNumber(locale, celsius)}`;
  const models = selection?.models ?? [];
  return (
    <section className={`container ${styles.selector}`} aria-labelledby={`${id}-title`}>
      <div className={tools.tool}>
        <div className={styles.intro}>
          <h2 id={`${id}-title`} className={tools.toolTitle}>
            {t`Подбор по взрывоопасной зоне`}
          </h2>
          <p className={tools.hint}>
            {t`По правилам ГОСТ IEC 60079-14: уровень защиты оборудования по зоне, подгруппа не ниже требуемой, температура поверхности ниже температуры воспламенения, диапазон окружающей среды внутри допустимого.`}
          </p>
        </div>
        <form className={tools.form} method="get" action={`${action}#${id}-title`}>
          <div className={styles.fields}>
            {field(
              'zone',
              t`Зона`,
              <select
                id={`${id}-zone`}
                className={`${tools.input} ${tools.select}`}
                name="zone"
                defaultValue={form.zone}
                required
                {...described('zone')}
              >
                <option value="">{t`Выберите зону`}</option>
                <optgroup label={t`Газ`}>
                  {zones.slice(0, 3).map((zone) => (
                    <option key={zone} value={zone}>{t`Зона ${zone}`}</option>
                  ))}
                </optgroup>
                <optgroup label={t`Пыль`}>
                  {zones.slice(3).map((zone) => (
                    <option key={zone} value={zone}>{t`Зона ${zone}`}</option>
                  ))}
                </optgroup>
              </select>,
            )}
            {field(
              'group',
              t`Группа (подгруппа)`,
              <select
                id={`${id}-group`}
                className={`${tools.input} ${tools.select}`}
                name="group"
                defaultValue={form.group}
                {...described('group')}
              >
                <option value="">{t`Любая`}</option>
                <optgroup label={t`Газ`}>
                  {gasGroups.map((group) => (
                    <option key={group}>{group}</option>
                  ))}
                </optgroup>
                <optgroup label={t`Пыль`}>
                  {dustGroups.map((group) => (
                    <option key={group}>{group}</option>
                  ))}
                </optgroup>
              </select>,
            )}
            {field(
              'class',
              t`Температурный класс (газ)`,
              <select
                id={`${id}-class`}
                className={`${tools.input} ${tools.select}`}
                name="class"
                defaultValue={form.class}
                {...described('class')}
              >
                <option value="">{t`Любой`}</option>
                {classes.map(([name, maximum]) => (
                  <option key={name} value={name}>
                    {t`${name} — до ${maximum} °C`}
                  </option>
                ))}
              </select>,
            )}
            {field('ignition', t`или температура самовоспламенения газа, °C`, numberInput('ignition'))}
            {field(
              'surface',
              t`Предельная температура поверхности (пыль), °C`,
              numberInput('surface', true),
              t`Меньшая из ⅔ температуры воспламенения облака и температуры тления слоя 5 мм минус 75 K.`,
            )}
            {field('amin', t`Окружающая среда от, °C`, numberInput('amin', true), t`Не указано — −20 °C.`)}
            {field('amax', t`Окружающая среда до, °C`, numberInput('amax', true), t`Не указано — +40 °C.`)}
          </div>
          <div className={`${tools.actions} ${styles.actions}`}>
            <button type="submit" className={buttons.primary}>
              {t`Подобрать`}
            </button>
            {form.zone ? <a href={`${action}#${id}-title`}>{t`Сбросить`}</a> : null}
          </div>
        </form>
        {selection ? (
          <div className={styles.result} aria-live="polite">
            <p className={styles.count}>
              {models.length > 0
                ? t`${plural(models.length, { one: 'Подходит # модель', few: 'Подходят # модели', many: 'Подходят # моделей', other: 'Подходят # модели' })}`
                : t`Под эти условия моделей нет. Ослабьте часть условий: группу, температурный класс или диапазон температур.`}
            </p>
            {models.length > 0 ? (
              <div className={styles.scroller} role="region" aria-label={t`Подходящие модели`} tabIndex={0}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t`Модель`}</th>
                      <th scope="col">{t`Маркировка`}</th>
                      <th scope="col">{t`Зоны`}</th>
                      <th scope="col">{t`Окружающая среда`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {models.map((model) => (
                      <tr key={model.id}>
                        <th scope="row">
                          <a href={localePath(locale, `/product/${model.gnkCode}/${model.nkCode}`)}>{model.name}</a>
                        </th>
                        <td>{model.technical.exMarking}</td>
                        <td>{[...new Set(model.exMarkings.flatMap((marking) => marking.zones))].join(', ')}</td>
                        <td className={styles.range}>
                          {`${signed(model.technical.tempMin)} … ${signed(model.technical.tempMax)} °C`}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
