import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent, Ref } from 'react';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { formatFixed, formatNumber } from '@/ui/number-format';
import buttons from '@/ui/buttons.module.css';
import type { BreakerAnswer, BreakerModel, BreakerToolData } from './breaker-data';
import { ModelFinder } from './model-finder';
import { breakerCurveOptions, breakerRatingOptions, maxLines, supplyParam, type BreakerInput } from './breaker-input';
import styles from './tools.module.css';

export const breakerCalculatorPath = '/services/circuit-breakers-calculator';
/** The blog article on driver inrush the advice links to. */
const inrushArticlePath = '/blog/technology/puskovoj-tok-drajverov';

type Result = NonNullable<BreakerAnswer['result']>;
type LineResult = Result['lines'][number];
type Problem = BreakerAnswer['problems'][number];

/** Ids in the calculator: one per page, and an island hydrates in its own React root, so not useId. */
const headingId = 'breaker-calculator';

/**
 * The circuit-breaker calculator: a GET form (models with counts, curve, rating, supply) and its
 * answer, drawn by the server for the URL, so it works and can be shared without script.
 */

export function BreakerCalculator({
  data,
  onFormChange,
  formRef,
}: {
  data: BreakerToolData;
  /** With script: each change of a field, to answer as the visitor types. */
  onFormChange?: (event: ChangeEvent<HTMLFormElement>) => void;
  /** With script: the form element, for what was typed before the script came. */
  formRef?: Ref<HTMLFormElement>;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { input, models, answer } = data;
  const result = answer?.result ?? null;
  const byId = new Map(models.map((model) => [model.id, model]));
  const messages = useProblemMessages(input, answer?.problems ?? []);
  const breakerName = `${input.curve}${input.rating}`;
  return (
    <section className={styles.tool} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.toolTitle}>
        {t`Калькулятор автоматических выключателей`}
      </h2>
      <form
        method="get"
        action={localePath(locale, breakerCalculatorPath)}
        className={styles.form}
        ref={formRef}
        onChange={onFormChange}
      >
        {/* The first submit button is what Enter in any field presses: calculate, never remove a line. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Светильники`}</legend>
          {input.lines.length === 0 ? (
            <p className={styles.hint}>{t`Найдите модель по названию или коду и добавьте её в расчёт.`}</p>
          ) : (
            <ul className={styles.lines}>
              {input.lines.map((line, index) => {
                const model = line.modelId === null ? undefined : byId.get(line.modelId);
                const countId = `${headingId}-count-${index}`;
                const countError = messages.count.get(index);
                const modelError = messages.model.get(index) ?? (model ? null : t`Такой модели нет в каталоге.`);
                return (
                  <li key={`${line.modelId ?? 'x'}-${index}`} className={styles.line}>
                    <input type="hidden" name="model" value={line.modelId ?? ''} />
                    <div className={styles.lineModel}>
                      {model ? (
                        <a href={localePath(locale, `/product/${model.gnkCode}/${model.nkCode}`)}>{model.name}</a>
                      ) : (
                        <span>{t`Неизвестная модель`}</span>
                      )}
                      {model ? (
                        <span
                          className={styles.muted}
                        >{`${formatNumber(locale, model.technical.power)} ${t`Вт`}`}</span>
                      ) : null}
                      {modelError ? <p className={styles.error}>{modelError}</p> : null}
                    </div>
                    <div className={styles.lineCount} data-invalid={countError ? '' : undefined}>
                      <label htmlFor={countId} className={styles.label}>
                        {t`Количество`}
                      </label>
                      <input
                        id={countId}
                        name="count"
                        className={styles.input}
                        inputMode="numeric"
                        defaultValue={line.countText}
                        placeholder={t`макс.`}
                        aria-invalid={countError ? true : undefined}
                        aria-describedby={countError ? `${countId}-error` : undefined}
                      />
                      {countError ? (
                        <p id={`${countId}-error`} className={styles.error}>
                          {countError}
                        </p>
                      ) : null}
                    </div>
                    <button type="submit" name="remove" value={index} className={styles.remove}>
                      {t`Убрать`}
                      <span className="visually-hidden">{model ? ` ${model.name}` : ''}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {messages.lines ? <p className={styles.error}>{messages.lines}</p> : null}
          <ModelFinder
            idPrefix={headingId}
            pick={input}
            choices={data.choices}
            label={t`Добавить модель`}
            full={input.lines.length >= maxLines ? t`В расчёте уже ${maxLines} моделей — это наибольшее число.` : null}
          />
        </fieldset>

        <fieldset className={`${styles.fieldset} ${styles.breaker}`}>
          <legend className={styles.legend}>{t`Автоматический выключатель`}</legend>
          <div className={styles.choices} role="radiogroup" aria-label={t`Характеристика срабатывания`}>
            <p className={styles.label} aria-hidden="true">
              {t`Характеристика срабатывания`}
            </p>
            {breakerCurveOptions.map((curve) => (
              <label key={curve} className={styles.choice}>
                <input type="radio" name="curve" value={curve} defaultChecked={curve === input.curve} />
                <span>
                  <strong>{curve}</strong>{' '}
                  <span className={styles.muted}>
                    {curve === 'B' ? t`3–5 In` : curve === 'C' ? t`5–10 In` : t`10–20 In`}
                  </span>
                </span>
              </label>
            ))}
            {messages.curve ? <p className={styles.error}>{messages.curve}</p> : null}
          </div>
          <div className={styles.field} data-invalid={messages.rating ? '' : undefined}>
            <label htmlFor={`${headingId}-rating`} className={styles.label}>
              {t`Номинальный ток In, А`}
            </label>
            <select
              id={`${headingId}-rating`}
              name="rating"
              className={`${styles.input} ${styles.select}`}
              defaultValue={String(input.rating)}
              aria-invalid={messages.rating ? true : undefined}
              aria-describedby={messages.rating ? `${headingId}-rating-error` : undefined}
            >
              {breakerRatingOptions.map((rating) => (
                <option key={rating} value={rating}>
                  {rating}
                </option>
              ))}
            </select>
            {messages.rating ? (
              <p id={`${headingId}-rating-error`} className={styles.error}>
                {messages.rating}
              </p>
            ) : null}
          </div>
          <div className={styles.choices} role="radiogroup" aria-label={t`Сеть`}>
            <p className={styles.label} aria-hidden="true">
              {t`Сеть`}
            </p>
            {(['singlePhase230', 'threePhase400'] as const).map((supply) => (
              <label key={supply} className={styles.choice}>
                <input
                  type="radio"
                  name="supply"
                  value={supplyParam[supply]}
                  defaultChecked={supply === input.supply}
                />
                <span>{supply === 'singlePhase230' ? t`230 В, однофазная` : t`400 В, трёхфазная (L1–L3)`}</span>
              </label>
            ))}
            {messages.supply ? <p className={styles.error}>{messages.supply}</p> : null}
          </div>
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary}>
            {t`Рассчитать`}
          </button>
        </div>
      </form>

      <div className={styles.results} aria-live="polite">
        {messages.unavailable ? <p className={styles.error}>{messages.unavailable}</p> : null}
        {result ? (
          <>
            <p className={styles.printSummary}>
              {t`Автомат ${breakerName}`}
              {', '}
              {input.supply === 'singlePhase230' ? t`230 В, однофазная` : t`400 В, трёхфазная (L1–L3)`}
            </p>
            {result.circuit ? (
              <CircuitSummary result={result} circuit={result.circuit} breakerName={breakerName} byId={byId} />
            ) : null}
            {result.lines.map((line) => (
              <LineAnswer
                key={line.model.id}
                line={line}
                model={byId.get(line.model.id)}
                breakerName={breakerName}
                threePhase={input.supply === 'threePhase400'}
              />
            ))}
            <p className={styles.footnote}>
              {t`Допустимый ток линии — 0,8 In (${formatNumber(locale, result.allowedSteadyCurrent)} А). Ток мгновенного расцепителя — нижняя граница диапазона по IEC 60898-1 (${formatNumber(locale, result.instantaneousTripCurrent)} А), с запасом на короткий импульс пускового тока. Длинный кабель снижает пусковой ток, поэтому на объекте результат получается с запасом.`}
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}

function LineAnswer({
  line,
  model,
  breakerName,
  threePhase,
}: {
  line: LineResult;
  model: BreakerModel | undefined;
  breakerName: string;
  threePhase: boolean;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { capacity } = line;
  const name = model?.name ?? '';
  const number = (value: number) => formatNumber(locale, value);
  return (
    <article className={styles.answer}>
      <h3 className={styles.answerTitle}>{name}</h3>
      <p className={styles.figure}>
        <output className={styles.figureValue}>{capacity.total}</output>
        <span className={styles.figureText}>
          {threePhase
            ? t`${plural(capacity.total, { one: 'светильник', few: 'светильника', many: 'светильников', other: 'светильника' })} на автомат ${breakerName}: по ${capacity.maximum} на каждую фазу L1–L3`
            : t`${plural(capacity.total, { one: 'светильник', few: 'светильника', many: 'светильников', other: 'светильника' })} на один автомат ${breakerName}`}
        </span>
      </p>
      <p className={styles.binding}>
        {capacity.binding === 'inrush' ? t`Ограничивает пусковой ток.` : t`Ограничивает рабочий ток.`}
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>{t`По пусковому току`}</dt>
          <dd>{capacity.inrushLimit === null ? t`не учтён` : number(capacity.inrushLimit)}</dd>
        </div>
        <div>
          <dt>{t`По рабочему току`}</dt>
          <dd>{number(capacity.steadyLimit)}</dd>
        </div>
        <div>
          <dt>{t`Рабочий ток светильника`}</dt>
          <dd>{`${formatCurrent(locale, line.steadyCurrent)} А`}</dd>
        </div>
        {line.allowedInrushPeak !== null ? (
          <div>
            <dt>{t`Допустимая сумма пиков пускового тока`}</dt>
            <dd>{`${number(Math.round(line.allowedInrushPeak))} А`}</dd>
          </div>
        ) : null}
      </dl>
      {capacity.inrushLimit === null ? (
        <p className={styles.note}>
          {t`Пусковой ток этой модели не указан, поэтому он не учтён: число рассчитано только по рабочему току.`}
        </p>
      ) : null}
      {line.powerFactorAssumed ? (
        <p className={styles.note}>{t`Коэффициент мощности не указан: принят 0,5, с запасом.`}</p>
      ) : null}
      {line.remedies.length > 0 ? (
        <div className={styles.remedies}>
          <h4 className={styles.remediesTitle}>{t`Как подключить больше`}</h4>
          <ul>
            {line.remedies.map((remedy) => (
              <li key={remedy.kind}>
                {remedy.kind === 'curve'
                  ? t`Характеристика ${remedy.curve ?? ''} того же номинала (${remedy.curve ?? ''}${remedy.rating ?? ''}): до ${remedy.maximum}.`
                  : remedy.kind === 'rating'
                    ? t`Следующий номинал, ${remedy.curve ?? ''}${remedy.rating ?? ''}: до ${remedy.maximum}, если кабель рассчитан на этот ток.`
                    : remedy.kind === 'groups'
                      ? t`Включение по очереди, ${plural(remedy.groups ?? 0, { one: '# группа', few: '# группы', many: '# групп', other: '# группы' })}: до ${remedy.maximum}.`
                      : remedy.kind === 'limiter'
                        ? t`Ограничитель пускового тока перед группой: до ${remedy.maximum}.`
                        : t`Управление по DALI без отключения питания драйверов: до ${remedy.maximum}, пусковой ток — только при первой подаче напряжения.`}
              </li>
            ))}
          </ul>
          <p>
            <a href={localePath(locale, inrushArticlePath)}>{t`Подробнее о пусковом токе драйверов`}</a>
          </p>
        </div>
      ) : null}
    </article>
  );
}

function CircuitSummary({
  result,
  circuit,
  breakerName,
  byId,
}: {
  result: Result;
  circuit: NonNullable<Result['circuit']>;
  breakerName: string;
  byId: Map<number, BreakerModel>;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const percent = (share: number) => `${formatNumber(locale, Math.round(share * 100))} %`;
  return (
    <article className={`${styles.answer} ${circuit.fits ? styles.fits : styles.exceeds}`}>
      <h3 className={styles.answerTitle}>{t`Ваша линия`}</h3>
      <p className={styles.verdict}>
        <output>
          {circuit.fits
            ? t`Помещается на один автомат ${breakerName}.`
            : circuit.binding === 'inrush'
              ? t`Не помещается на один автомат ${breakerName}: превышен пусковой ток.`
              : t`Не помещается на один автомат ${breakerName}: превышен рабочий ток.`}
        </output>
      </p>
      {/* Focusable, so a keyboard can scroll the table where it is wider than the screen. */}
      <div className={styles.tableScroll} role="region" aria-label={t`Нагрузка по фазам`} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t`Нагрузка по фазам`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Фаза`}</th>
              <th scope="col">{t`Светильники`}</th>
              <th scope="col">{t`Рабочий ток, А`}</th>
              <th scope="col">{t`Загрузка по рабочему току`}</th>
              <th scope="col">{t`Пусковой ток, А`}</th>
              <th scope="col">{t`Загрузка по пусковому току`}</th>
            </tr>
          </thead>
          <tbody>
            {circuit.phases.map((phase) => (
              <tr key={phase.name}>
                <th scope="row">{phase.name}</th>
                <td>
                  {phase.total}
                  {result.lines.length > 1 ? (
                    <span className={styles.muted}>
                      {' '}
                      (
                      {phase.counts
                        .map((count, index) => `${byId.get(result.lines[index]?.model.id ?? 0)?.name ?? ''} × ${count}`)
                        .filter((_, index) => (phase.counts[index] ?? 0) > 0)
                        .join(', ')}
                      )
                    </span>
                  ) : null}
                </td>
                <td>{formatCurrent(locale, phase.steadyCurrent)}</td>
                <td data-over={phase.steadyShare > 1 ? '' : undefined}>{percent(phase.steadyShare)}</td>
                <td>{formatNumber(locale, Math.round(phase.inrushPeak))}</td>
                <td data-over={phase.inrushShare > 1 ? '' : undefined}>{percent(phase.inrushShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {circuit.inrushIncomplete ? (
        <p className={styles.note}>{t`У части моделей пусковой ток не указан: он не учтён.`}</p>
      ) : null}
    </article>
  );
}

/** Amperes to two decimals below 10 A (0,33 А), one above. */
const formatCurrent = (locale: 'ru' | 'en', amperes: number): string =>
  formatFixed(locale, amperes, amperes < 10 ? 2 : 1);

interface ProblemMessages {
  count: Map<number, string>;
  model: Map<number, string>;
  curve: string | null;
  rating: string | null;
  supply: string | null;
  lines: string | null;
  unavailable: string | null;
}

/** Every problem of the URL's input and the BFF's answer as a message next to its field. */
function useProblemMessages(input: BreakerInput, answered: readonly Problem[]): ProblemMessages {
  const { t } = useLingui();
  const messages: ProblemMessages = {
    count: new Map(),
    model: new Map(),
    curve: null,
    rating: null,
    supply: null,
    lines: null,
    unavailable: null,
  };
  const countMessage = t`Введите целое число от 1 до 1000 или оставьте поле пустым, чтобы узнать максимум.`;
  const ratingMessage = t`Выберите номинал из ряда 6–63 А.`;
  for (const problem of input.problems) {
    if (problem.field === 'count') messages.count.set(problem.index, countMessage);
    else if (problem.field === 'modelId') messages.model.set(problem.index, t`Такой модели нет в каталоге.`);
    else if (problem.field === 'curve') messages.curve = t`Выберите характеристику B, C или D.`;
    else if (problem.field === 'rating') messages.rating = ratingMessage;
    else if (problem.field === 'supply') messages.supply = t`Выберите сеть 230 или 400 В.`;
    else messages.lines = t`В расчёт берутся не больше ${maxLines} моделей: остальные убраны.`;
  }
  for (const problem of answered) {
    const index = problem.index ?? -1;
    if (problem.field === 'count') messages.count.set(index, countMessage);
    else if (problem.field === 'rating') messages.rating = ratingMessage;
    else if (problem.field === 'modelId')
      messages.model.set(
        index,
        problem.code === 'duplicate'
          ? t`Эта модель уже есть в расчёте выше.`
          : problem.code === 'notApplicable'
            ? t`Эта модель не потребляет ток из сети — в расчёте она не нужна.`
            : t`Такой модели нет в каталоге.`,
      );
    else if (problem.code === 'unavailable')
      messages.unavailable = t`Не удалось получить данные моделей. Попробуйте ещё раз через минуту.`;
    else if (problem.field === 'lines') messages.lines = t`В расчёт берутся не больше ${maxLines} моделей.`;
  }
  return messages;
}
