import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '@/app/graphql/generated';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { ExUsage } from '@/features/catalog';
import buttons from '@/ui/buttons.module.css';
import styles from './ex-marking-decoder.module.css';
import tools from './tools.module.css';

export const exMarkingDecoderPath = '/services/ex-marking-decoder';
/** The decoder's query parameter: the form sends it, a model page links with it filled in. */
export const markingParam = 'marking';

export const ExMarkingDecodingQuery = graphql(`
  query ExMarkingDecoding($text: String!) {
    exMarkingDecoding(text: $text) {
      markings {
        text
        atmosphere
        levelPrefix
        protections {
          code
          family
          level
        }
        group
        temperatureClass
        maxSurfaceTemperature
        epl
        specialConditions
        component
        ...ExUsage
      }
      problems {
        part
        code
        found
        at
      }
    }
  }
`);

export type ExMarkingDecoding = ResultOf<typeof ExMarkingDecodingQuery>['exMarkingDecoding'];
type Marking = ExMarkingDecoding['markings'][number];
type Problem = ExMarkingDecoding['problems'][number];

const prefixes: Record<string, MessageDescriptor> = {
  '0': msg`особовзрывобезопасное оборудование (уровень 0 по ТР ТС 012/2011)`,
  '1': msg`взрывобезопасное оборудование (уровень 1 по ТР ТС 012/2011)`,
  '2': msg`оборудование повышенной надёжности против взрыва (уровень 2 по ТР ТС 012/2011)`,
  PO: msg`рудничное особовзрывобезопасное оборудование`,
  PB: msg`рудничное взрывобезопасное оборудование`,
};

const families: Record<string, MessageDescriptor> = {
  d: msg`взрывонепроницаемая оболочка: взрыв внутри не передаётся наружу`,
  e: msg`повышенная защита вида «e»: искры и нагрев исключены конструкцией`,
  i: msg`искробезопасная электрическая цепь: энергии не хватает для воспламенения`,
  m: msg`герметизация компаундом`,
  n: msg`вид защиты «n» для зоны 2`,
  o: msg`жидкостная защита: части погружены в масло`,
  op: msg`защита оптического излучения`,
  p: msg`заполнение или продувка оболочки под избыточным давлением`,
  q: msg`кварцевое заполнение оболочки`,
  s: msg`специальный вид взрывозащиты`,
  t: msg`защита от воспламенения пыли оболочкой`,
};

const levels: Record<string, MessageDescriptor> = {
  a: msg`уровень a — очень высокий`,
  b: msg`уровень b — высокий`,
  c: msg`уровень c — повышенный`,
};

const groups: Record<string, MessageDescriptor> = {
  I: msg`рудники, опасные по рудничному газу`,
  II: msg`газы и пары без разделения на подгруппы`,
  IIA: msg`газы и пары подгруппы IIA (например, пропан)`,
  IIB: msg`газы и пары подгруппы IIB (например, этилен); годится и для IIA`,
  'IIB+H2': msg`подгруппа IIB и водород; годится и для IIA`,
  IIC: msg`газы и пары подгруппы IIC (водород, ацетилен); годится и для IIB, IIA`,
  IIIA: msg`горючие летучие частицы`,
  IIIB: msg`непроводящая горючая пыль; годится и для IIIA`,
  IIIC: msg`проводящая горючая пыль; годится и для IIIB, IIIA`,
};

const epls: Record<string, MessageDescriptor> = {
  Ga: msg`очень высокий уровень защиты в газовой среде`,
  Gb: msg`высокий уровень защиты в газовой среде`,
  Gc: msg`повышенный уровень защиты в газовой среде`,
  Da: msg`очень высокий уровень защиты в пылевой среде`,
  Db: msg`высокий уровень защиты в пылевой среде`,
  Dc: msg`повышенный уровень защиты в пылевой среде`,
  Ma: msg`очень высокий уровень защиты в рудниках`,
  Mb: msg`высокий уровень защиты в рудниках`,
};

const partNames: Record<string, MessageDescriptor> = {
  prefix: msg`знак Ex и уровень взрывозащиты`,
  protection: msg`вид взрывозащиты`,
  group: msg`группа`,
  temperature: msg`температурный класс или температура поверхности`,
  epl: msg`уровень защиты оборудования (EPL)`,
  suffix: msg`знак X или U`,
  whole: msg`маркировка`,
};

const problemKinds: Record<string, MessageDescriptor> = {
  missing: msg`не указан(а)`,
  unknown: msg`не распознан(а)`,
  outOfOrder: msg`стоит не на своём месте`,
  inconsistent: msg`не согласуется с остальными частями`,
  empty: msg`пусто`,
};

/** One line of a marking's explanation: the part as written and what it means. */
interface PartLine {
  part: string;
  meaning: string;
}

function partLines(marking: Marking, i18n: I18n): PartLine[] {
  const prefix = marking.levelPrefix;
  const lines: PartLine[] = [
    {
      part: prefix ? `${prefix}Ex` : 'Ex',
      meaning: i18n._(
        prefix
          ? (prefixes[prefix] ?? msg`оборудование во взрывозащищённом исполнении`)
          : msg`взрывозащищённое оборудование по стандартам ГОСТ 31610 (IEC 60079)`,
      ),
    },
  ];
  for (const protection of marking.protections) {
    const family = i18n._(families[protection.family] ?? msg`вид взрывозащиты`);
    const level = protection.level ? levels[protection.level] : undefined;
    lines.push({ part: protection.code, meaning: level ? `${family}; ${i18n._(level)}` : family });
  }
  lines.push({ part: marking.group, meaning: i18n._(groups[marking.group] ?? msg`группа оборудования`) });
  const surface = marking.maxSurfaceTemperature;
  if (marking.temperatureClass && surface !== null)
    lines.push({
      part: marking.temperatureClass,
      meaning: i18n._(msg`температура поверхности не выше ${surface} °C`),
    });
  else if (surface !== null)
    lines.push({
      part: `T${String(surface)} °C`,
      meaning: i18n._(msg`наибольшая температура поверхности ${surface} °C`),
    });
  lines.push({ part: marking.epl, meaning: i18n._(epls[marking.epl] ?? msg`уровень защиты оборудования`) });
  if (marking.specialConditions)
    lines.push({ part: 'X', meaning: i18n._(msg`особые условия применения: их указывает сертификат`) });
  if (marking.component)
    lines.push({ part: 'U', meaning: i18n._(msg`Ex-компонент: применяется только в составе оборудования`) });
  return lines;
}

function problemText(problem: Problem, i18n: I18n): string {
  const part = i18n._(partNames[problem.part] ?? msg`маркировка`);
  const kind = i18n._(problemKinds[problem.code] ?? msg`не распознан(а)`);
  const position = problem.at + 1;
  return problem.found
    ? i18n._(msg`«${problem.found}» (символ ${position}): ${part} — ${kind}.`)
    : i18n._(msg`Символ ${position}: ${part} — ${kind}.`);
}

/**
 * The marking decoder: a GET form (it works without script and its answer has an address to
 * share), then each marking taken apart, part by part, with where IEC 60079-14 lets it be used —
 * or the parts that are wrong.
 */
export function ExMarkingDecoder({ text, decoding }: { text: string; decoding: ExMarkingDecoding | null }) {
  const { t, i18n } = useLingui();
  const { locale } = usePageLocation();
  const problems = decoding?.problems ?? [];
  const id = 'ex-marking';
  return (
    <div className={tools.tool}>
      <h2 className={tools.toolTitle}>{t`Расшифровать маркировку`}</h2>
      <form className={tools.form} method="get" action={localePath(locale, exMarkingDecoderPath)}>
        <div className={tools.field} data-invalid={problems.length > 0 ? '' : undefined}>
          <label htmlFor={`${id}-text`} className={tools.label}>
            {t`Маркировка взрывозащиты`}
          </label>
          <input
            id={`${id}-text`}
            className={tools.input}
            name={markingParam}
            defaultValue={text}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            placeholder="1Ex db IIC T6 Gb"
            aria-invalid={problems.length > 0 ? true : undefined}
            aria-describedby={[`${id}-hint`, problems.length > 0 ? `${id}-problems` : ''].filter(Boolean).join(' ')}
          />
          <p id={`${id}-hint`} className={tools.hint}>
            {t`Газовая и пылевая маркировки вместе — через косую черту: 1Ex db IIC T6 Gb / Ex tb IIIC T85°C Db.`}
          </p>
          {problems.length > 0 ? (
            <div id={`${id}-problems`} className={tools.error}>
              <p>{t`Маркировку не удалось прочитать:`}</p>
              <ul className={styles.problems}>
                {problems.map((problem) => (
                  <li key={`${problem.part} ${String(problem.at)}`}>{problemText(problem, i18n)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className={tools.actions}>
          <button type="submit" className={buttons.primary}>
            {t`Расшифровать`}
          </button>
        </div>
      </form>
      {decoding && decoding.markings.length > 0 ? (
        <div className={styles.result}>
          {decoding.markings.map((marking) => (
            <section key={marking.text} className={styles.marking} aria-label={marking.text}>
              <h3 className={styles.markingTitle}>{marking.text}</h3>
              <dl className={styles.parts}>
                {partLines(marking, i18n).map((line) => (
                  <div key={line.part} className={styles.part}>
                    <dt>{line.part}</dt>
                    <dd>{line.meaning}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <ExUsage markings={decoding.markings} titleLevel={3} />
        </div>
      ) : null}
    </div>
  );
}
