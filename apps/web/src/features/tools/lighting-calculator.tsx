import { numberFormat } from '@/ui/intl-formats';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent, ReactNode, Ref } from 'react';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import buttons from '@/ui/buttons.module.css';
import { formatFixed, formatNumber } from '@/ui/number-format';
import type { LightingAnswer, LightingToolData } from './lighting-data';
import { fieldParams, maintenanceFactorOptions, surfacePresets, type NumberField } from './lighting-input';
import { ModelFinder } from './model-finder';
import { RoomPlan } from './room-plan';
import styles from './tools.module.css';

export const lightingCalculatorPath = '/services/lighting-calculator';

type Result = NonNullable<LightingAnswer['result']>;

/** Ids in the calculator: one per page, and an island hydrates in its own React root, so not useId. */
const id = 'lighting-calculator';

/**
 * The illuminance calculator: a GET form (room, surfaces, norm, maintenance factor, one model) and
 * the design the BFF computes from the model's own photometry, drawn by the server for the URL.
 */

export function LightingCalculator({
  data,
  onFormChange,
  formRef,
}: {
  data: LightingToolData;
  /** With script: each change of a field, to answer as the visitor types. */
  onFormChange?: (event: ChangeEvent<HTMLFormElement>) => void;
  /** With script: the form element, for what was typed before the script came. */
  formRef?: Ref<HTMLFormElement>;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { input, norms, norm, model, answer } = data;
  const messages = useFieldMessages(data);
  const result = answer?.result ?? null;

  const numberField = (field: NumberField, label: string, unit: string, hint?: string) => {
    const fieldId = `${id}-${field}`;
    const message = messages.get(field);
    return (
      <div className={styles.field} data-invalid={message ? '' : undefined}>
        <label htmlFor={fieldId} className={styles.label}>
          {label}
          {unit ? <span className={styles.unit}>{`, ${unit}`}</span> : null}
        </label>
        <input
          id={fieldId}
          name={fieldParams[field]}
          className={styles.input}
          inputMode="decimal"
          defaultValue={input.text[field]}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            [message ? `${fieldId}-error` : '', hint ? `${fieldId}-hint` : ''].filter(Boolean).join(' ') || undefined
          }
        />
        {hint ? (
          <p id={`${fieldId}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {message ? (
          <p id={`${fieldId}-error`} className={styles.error}>
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  const mfOptions = maintenanceFactorOptions.includes(input.value.maintenanceFactor ?? 0)
    ? maintenanceFactorOptions
    : [...maintenanceFactorOptions, ...(input.value.maintenanceFactor === null ? [] : [input.value.maintenanceFactor])];
  const mfLabel = (value: number) => {
    const factor = formatNumber(locale, value);
    const safety = numberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: 2 }).format(1 / value);
    return value >= 0.8
      ? t`${factor} — очень чистое помещение, частое обслуживание (Кз ${safety})`
      : value >= 0.7
        ? t`${factor} — чистое помещение (Кз ${safety})`
        : value >= 0.65
          ? t`${factor} — обычные условия (Кз ${safety})`
          : value >= 0.55
            ? t`${factor} — пыльное помещение (Кз ${safety})`
            : t`${factor} — сильная запылённость (Кз ${safety})`;
  };
  const modelMessage = messages.get('modelId');

  return (
    <section className={styles.tool} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.toolTitle}>
        {t`Калькулятор освещённости`}
      </h2>
      <form
        method="get"
        action={localePath(locale, lightingCalculatorPath)}
        className={styles.form}
        ref={formRef}
        onChange={onFormChange}
      >
        {/* The first submit button is what Enter in any field presses: calculate. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        {model ? <input type="hidden" name="model" value={model.id} /> : null}

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Помещение`}</legend>
          <div className={styles.fieldGrid}>
            {numberField('length', t`Длина`, t`м`)}
            {numberField('width', t`Ширина`, t`м`)}
            {numberField('height', t`Высота потолка`, t`м`)}
            {numberField('workPlaneHeight', t`Высота рабочей плоскости`, t`м`)}
          </div>
          <div className={styles.fieldGrid}>
            {numberField('ceiling', t`Отражение потолка`, '%')}
            {numberField('walls', t`Отражение стен`, '%')}
            {numberField('floor', t`Отражение пола`, '%')}
          </div>
          <div className={styles.presets}>
            <p className={styles.hint} id={`${id}-presets`}>
              {t`Типичные отражения (потолок / стены / пол):`}
            </p>
            {surfacePresets.map((preset) => (
              <button
                key={preset}
                type="submit"
                name="surfaces"
                value={preset}
                className={styles.add}
                aria-describedby={`${id}-presets`}
              >
                {preset === '70-50-20'
                  ? t`Офис, 70/50/20`
                  : preset === '80-50-30'
                    ? t`Светлые, 80/50/30`
                    : preset === '50-30-20'
                      ? t`Склад, 50/30/20`
                      : preset === '50-30-10'
                        ? t`Производство, 50/30/10`
                        : t`Тёмные, 30/30/10`}
              </button>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Норма освещённости`}</legend>
          <div className={styles.normGrid}>
            <div className={styles.field}>
              <label htmlFor={`${id}-norm`} className={styles.label}>
                {t`Тип помещения`}
              </label>
              <select
                id={`${id}-norm`}
                name="norm"
                className={`${styles.input} ${styles.select}`}
                defaultValue={norm?.code ?? 'custom'}
                aria-describedby={norm ? `${id}-norm-source` : undefined}
              >
                {norms.map((row) => (
                  <option key={row.code} value={row.code}>
                    {`${row.name} — ${formatNumber(locale, row.illuminance)} ${t`лк`}`}
                  </option>
                ))}
                <option value="custom">{t`Своё значение`}</option>
              </select>
              {norm ? (
                <p id={`${id}-norm-source`} className={styles.hint}>
                  <NormSummary norm={norm} />
                </p>
              ) : null}
            </div>
            {numberField('lux', t`Своя освещённость`, t`лк`, t`Оставьте пустым, чтобы считать по норме.`)}
          </div>
          {messages.get('required') ? <p className={styles.error}>{messages.get('required')}</p> : null}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Светильник`}</legend>
          {model ? (
            <p className={styles.current}>
              <a href={localePath(locale, `/product/${model.gnkCode}/${model.nkCode}`)}>{model.name}</a>
              <span className={styles.muted}>
                {model.technical.flux
                  ? `${formatNumber(locale, model.technical.flux)} ${t`лм`}, ${formatNumber(locale, model.technical.power)} ${t`Вт`}`
                  : `${formatNumber(locale, model.technical.power)} ${t`Вт`}`}
              </span>
            </p>
          ) : (
            <p
              className={styles.hint}
            >{t`Выберите светильник: расчёт идёт по его собственному файлу светораспределения.`}</p>
          )}
          {modelMessage ? <p className={styles.error}>{modelMessage}</p> : null}
          <ModelFinder
            idPrefix={id}
            pick={input}
            choices={data.choices}
            label={model ? t`Выбрать другую модель` : t`Найти модель`}
            full={null}
          />
          <div className={styles.field}>
            <label htmlFor={`${id}-mf`} className={styles.label}>
              {t`Коэффициент эксплуатации`}
            </label>
            <select
              id={`${id}-mf`}
              name="mf"
              className={`${styles.input} ${styles.select}`}
              defaultValue={String(input.value.maintenanceFactor ?? 0.8)}
              aria-invalid={messages.get('maintenanceFactor') ? true : undefined}
            >
              {mfOptions.map((value) => (
                <option key={value} value={String(value)}>
                  {mfLabel(value)}
                </option>
              ))}
            </select>
            {messages.get('maintenanceFactor') ? (
              <p className={styles.error}>{messages.get('maintenanceFactor')}</p>
            ) : null}
          </div>
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary}>
            {t`Рассчитать`}
          </button>
        </div>
      </form>

      <div className={styles.results} aria-live="polite">
        {result && model ? <LightingResult result={result} data={data} /> : null}
      </div>
    </section>
  );
}

function NormSummary({ norm }: { norm: NonNullable<LightingToolData['norm']> }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const parts = [t`Eср ≥ ${formatNumber(locale, norm.illuminance)} лк`];
  if (norm.uniformity !== null) parts.push(`U0 ≥ ${formatNumber(locale, norm.uniformity)}`);
  if (norm.ugr !== null) parts.push(`UGR ≤ ${norm.ugr}`);
  if (norm.colourRendering !== null) parts.push(`Ra ≥ ${norm.colourRendering}`);
  return <>{`${parts.join(', ')} · ${norm.source}`}</>;
}

function LightingResult({ result, data }: { result: Result; data: LightingToolData }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { input, norm, model } = data;
  const number = (value: number, digits = 0) => formatFixed(locale, value, digits);
  const uniformityOk =
    norm?.uniformity === null || norm?.uniformity === undefined ? null : result.uniformity >= norm.uniformity - 1e-9;
  const check = (ok: boolean | null, text: ReactNode) =>
    ok === null ? null : (
      <li className={ok ? styles.pass : styles.fail}>
        <span className="visually-hidden">{ok ? t`Выполнено:` : t`Не выполнено:`} </span>
        {text}
      </li>
    );
  const size = {
    length: (model?.technical.length ?? model?.technical.diameter ?? 300) / 1000,
    width: (model?.technical.width ?? model?.technical.diameter ?? 300) / 1000,
    round: model?.technical.diameter !== null && model?.technical.diameter !== undefined,
  };
  return (
    <article className={styles.answer}>
      <p className={styles.printSummary}>
        {t`Помещение ${input.text.length} × ${input.text.width} × ${input.text.height} м, рабочая плоскость ${input.text.workPlaneHeight} м; отражение ${input.text.ceiling}/${input.text.walls}/${input.text.floor} %; коэффициент эксплуатации ${input.text.maintenanceFactor}; ${model?.name ?? ''}`}
      </p>
      <p className={styles.figure}>
        <output className={styles.figureValue}>{result.count}</output>
        <span className={styles.figureText}>
          {t`${plural(result.count, { one: 'светильник', few: 'светильника', many: 'светильников', other: 'светильника' })}: ${result.rows} × ${result.columns}, шаг ${number(result.spacingX, 2)} × ${number(result.spacingY, 2)} м`}
        </span>
      </p>
      {!result.reached ? (
        <p className={styles.note}>
          {t`Даже ${plural(result.count, { one: '# светильник', few: '# светильника', many: '# светильников', other: '# светильника' })} этой модели не дают ${number(result.required)} лк: выберите модель с большим световым потоком.`}
        </p>
      ) : null}
      <dl className={styles.figures}>
        <div>
          <dt>{t`Средняя освещённость`}</dt>
          <dd>
            <output>{`${number(result.average)} ${t`лк`}`}</output>
          </dd>
        </div>
        <div>
          <dt>{t`Минимальная`}</dt>
          <dd>{`${number(result.minimum)} ${t`лк`}`}</dd>
        </div>
        <div>
          <dt>{t`Равномерность U0`}</dt>
          <dd>{number(result.uniformity, 2)}</dd>
        </div>
        <div>
          <dt>{t`Мощность`}</dt>
          <dd>{`${number(result.power)} ${t`Вт`} · ${number(result.powerDensity, 1)} ${t`Вт/м²`}`}</dd>
        </div>
        <div>
          <dt>{t`Коэффициент использования`}</dt>
          <dd>{number(result.utilisationFactor, 2)}</dd>
        </div>
        <div>
          <dt>{t`Индекс помещения`}</dt>
          <dd>{number(result.roomIndex, 2)}</dd>
        </div>
      </dl>
      <ul className={styles.checks}>
        {check(
          result.average >= result.required,
          t`Средняя освещённость ${number(result.average)} лк при требуемой ${number(result.required)} лк`,
        )}
        {check(
          uniformityOk,
          t`Равномерность ${number(result.uniformity, 2)} при требуемой ${number(norm?.uniformity ?? 0, 2)}`,
        )}
      </ul>
      <RoomPlan
        length={input.value.length ?? 0}
        width={input.value.width ?? 0}
        luminaires={result.luminaires}
        luminaireSize={size}
        grid={result.grid}
      />
      <p className={styles.footnote}>
        {t`Прямая составляющая рассчитана по точкам из файла светораспределения модели (LDT), отражённая — методом коэффициента использования для средних отражений. Это предварительный расчёт: проект освещения выполняют в светотехнической программе с учётом мебели, окон и оборудования.`}
      </p>
    </article>
  );
}

/** Every problem of the form as a message next to its field. */
function useFieldMessages(data: LightingToolData): Map<string, string> {
  const { t } = useLingui();
  const messages = new Map<string, string>();
  const notNumber = t`Введите число, например 2,5.`;
  for (const field of data.input.notNumbers) messages.set(field, notNumber);
  if (data.input.badModel) messages.set('modelId', t`Такой модели нет в каталоге.`);
  const ranges: Record<string, string> = {
    length: t`Длина — от 1 до 200 м.`,
    width: t`Ширина — от 1 до 200 м.`,
    height: t`Высота потолка — от 2 до 30 м.`,
    workPlaneHeight: t`Рабочая плоскость — от пола до высоты на 0,5 м ниже потолка.`,
    ceiling: t`Отражение — от 0 до 95 %.`,
    walls: t`Отражение — от 0 до 95 %.`,
    floor: t`Отражение — от 0 до 95 %.`,
    maintenanceFactor: t`Коэффициент эксплуатации — от 0,3 до 1.`,
    required: t`Освещённость — от 1 до 5000 лк.`,
  };
  for (const problem of data.answer?.problems ?? []) {
    if (problem.field === 'modelId')
      messages.set(
        'modelId',
        problem.code === 'unknownModel'
          ? t`Такой модели нет в каталоге.`
          : problem.code === 'notApplicable'
            ? t`У этой модели нет файла светораспределения — выберите светильник.`
            : t`Не удалось получить данные модели. Попробуйте ещё раз через минуту.`,
      );
    else if (problem.field === 'required' && data.input.value.lux !== null) messages.set('lux', ranges.required ?? '');
    else messages.set(problem.field, ranges[problem.field] ?? '');
  }
  if (data.input.modelId !== null && !data.model && !messages.has('modelId'))
    messages.set('modelId', t`Такой модели нет в каталоге.`);
  return messages;
}
