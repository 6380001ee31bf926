import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '@/app/graphql/generated';
import type { Locale } from '@/app/i18n/locale';
import {
  coneDiagramView,
  photometricFigures,
  polarDiagram,
  ugrTableView,
  type ConeDiagramView,
  type PhotometricFigure,
  type PolarDiagram,
  type UgrTableView,
} from '@/features/catalog';
import { formatNumber } from '@/ui/number-format';

export const PhotometryCheckQuery = graphql(`
  query PhotometryCheck($file: File!) {
    photometryCheck(file: $file) {
      problems {
        code
        field
        line
        found
        expected
      }
      result {
        fileName
        format
        luminaireName
        lightDistribution {
          ...PolarDiagramCurves
        }
        photometricSummary {
          ...PhotometricFigures
        }
        ugrTable {
          ...UgrTableFigures
        }
        coneDiagram {
          ...ConeDiagramFigures
        }
        findings {
          code
          declared
          computed
        }
        converted {
          format
          fileName
          text
        }
      }
    }
  }
`);

type Answer = ResultOf<typeof PhotometryCheckQuery>['photometryCheck'];
type Problem = Answer['problems'][number];
type Finding = NonNullable<Answer['result']>['findings'][number];

/** What the checker shows of a file: plain data (an island's props), every figure already written. */
export type PhotometryCheckView =
  | { kind: 'problems'; fileName: string; problems: string[] }
  | {
      kind: 'report';
      fileName: string;
      format: 'eulumdat' | 'ies';
      luminaireName: string;
      diagram: PolarDiagram | null;
      figures: PhotometricFigure[];
      ugr: UgrTableView | null;
      cone: ConeDiagramView | null;
      findings: string[];
      converted: { format: 'eulumdat' | 'ies'; fileName: string; href: string };
    };

const fieldNames: Record<Problem['field'], MessageDescriptor> = {
  file: msg`файл`,
  formatLine: msg`строка формата (IESNA:LM-63)`,
  keyword: msg`ключевое слово`,
  tilt: msg`наклон (TILT)`,
  typeIndicator: msg`тип светильника (Ityp)`,
  symmetry: msg`симметрия`,
  cPlaneCount: msg`число плоскостей C`,
  cPlaneStep: msg`шаг плоскостей C`,
  gammaCount: msg`число углов γ`,
  gammaStep: msg`шаг углов γ`,
  dimensions: msg`размеры светильника`,
  luminousArea: msg`светящая поверхность`,
  downwardFluxFraction: msg`доля потока вниз (DFF)`,
  lightOutputRatio: msg`КПД (LOR)`,
  conversionFactor: msg`коэффициент пересчёта силы света`,
  lampSetCount: msg`число комплектов ламп`,
  lampCount: msg`число ламп`,
  lampFlux: msg`световой поток ламп`,
  candelaMultiplier: msg`множитель силы света`,
  photometricType: msg`тип фотометрии`,
  unitsType: msg`единицы размеров`,
  ballastFactor: msg`коэффициент ПРА`,
  watts: msg`мощность`,
  directRatios: msg`коэффициенты прямого потока`,
  cAngles: msg`углы плоскостей C`,
  gammaAngles: msg`углы γ`,
  intensities: msg`сила света`,
};

/** What is wrong, one sentence a visitor can act on; the line and value come first when there are any. */
function problemMessage(problem: Problem, i18n: I18n): string {
  const field = i18n._(fieldNames[problem.field]);
  const found = problem.found ?? '';
  const expected = problem.expected ?? '';
  const what = ((): MessageDescriptor => {
    switch (problem.code) {
      case 'empty':
        return msg`Файл пуст.`;
      case 'binary':
        return msg`Это не текстовый файл (например, PDF, архив или изображение). Загрузите файл LDT или IES.`;
      case 'unknownFormat':
        return msg`Файл не похож ни на EULUMDAT (LDT), ни на IES LM-63.`;
      case 'tooLarge':
        return msg`Файл больше 2 МБ. Фотометрические файлы обычно занимают до нескольких сотен килобайт.`;
      case 'busy':
        return msg`Сервер сейчас занят расчётами. Отправьте файл ещё раз через минуту.`;
      case 'missing':
        return msg`Файл обрывается: нет значения «${field}».`;
      case 'notANumber':
        return msg`«${field}»: ожидалось число, а в файле «${found}».`;
      case 'outOfRange':
        return expected
          ? msg`«${field}»: значение ${found} вне допустимого диапазона (${expected}).`
          : msg`«${field}»: недопустимое значение ${found}.`;
      case 'notAscending':
        return msg`«${field}»: углы должны возрастать, а ${found} не больше предыдущего.`;
      case 'negative':
        return msg`«${field}»: отрицательное значение ${found}.`;
      case 'extraValues':
        return msg`Лишние значения начиная с «${found}»: их больше, чем объявлено в заголовке.`;
      case 'unsupported':
        return expected
          ? msg`«${field}»: ${found} не поддерживается (поддерживается: ${expected}).`
          : msg`«${field}»: ${found} не поддерживается.`;
    }
  })();
  const line = problem.line;
  const sentence = i18n._(what);
  return line === null ? sentence : i18n._(msg`Строка ${line}: ${sentence}`);
}

const symmetryNames: Record<number, MessageDescriptor> = {
  0: msg`нет симметрии (0)`,
  1: msg`осевая (1)`,
  2: msg`относительно C0–C180 (2)`,
  3: msg`относительно C90–C270 (3)`,
  4: msg`относительно обеих плоскостей (4)`,
};

function findingMessage(finding: Finding, i18n: I18n, locale: Locale): string {
  const declared = finding.declared === null ? '' : formatNumber(locale, finding.declared);
  const computed = finding.computed === null ? '' : formatNumber(locale, finding.computed);
  const what = ((): MessageDescriptor => {
    switch (finding.code) {
      case 'noLampFlux':
        return msg`В файле не указан световой поток ламп: абсолютные величины (люмены, канделы, освещённость) рассчитать нельзя.`;
      case 'headerLightOutputRatio':
        return msg`КПД в заголовке — ${declared} %, а по силе света — ${computed} %.`;
      case 'headerDownwardFluxFraction':
        return msg`Доля потока вниз в заголовке — ${declared} %, а по силе света — ${computed} %.`;
      case 'symmetryUnderstated': {
        const stated = i18n._(symmetryNames[finding.declared ?? 0] ?? msg`нет симметрии (0)`);
        const held = i18n._(symmetryNames[finding.computed ?? 0] ?? msg`нет симметрии (0)`);
        return msg`Симметрия в файле: ${stated}; данные симметричнее: ${held}. Файл можно записать короче.`;
      }
    }
  })();
  return i18n._(what);
}

/** The converted file as a link the browser saves: its text is ASCII, so base64 of its characters is of its bytes. */
function downloadHref(text: string): string {
  return `data:application/octet-stream;base64,${btoa(text)}`;
}

/** The BFF's answer as the checker shows it, in the page's language. */
export function photometryCheckView(answer: Answer, fileName: string, i18n: I18n, locale: Locale): PhotometryCheckView {
  const result = answer.result;
  if (!result)
    return { kind: 'problems', fileName, problems: answer.problems.map((problem) => problemMessage(problem, i18n)) };
  return {
    kind: 'report',
    fileName: result.fileName,
    format: result.format,
    luminaireName: result.luminaireName,
    diagram: result.lightDistribution ? polarDiagram(result.lightDistribution) : null,
    figures: result.photometricSummary
      ? photometricFigures(result.photometricSummary, locale, { withBugRating: true })
      : [],
    ugr: result.ugrTable ? ugrTableView(result.ugrTable, locale) : null,
    cone: result.coneDiagram ? coneDiagramView(result.coneDiagram, locale) : null,
    findings: result.findings.map((finding) => findingMessage(finding, i18n, locale)),
    converted: {
      format: result.converted.format,
      fileName: result.converted.fileName,
      href: downloadHref(result.converted.text),
    },
  };
}

/** A file refused before it is sent (too large): the same view as the BFF's problems. */
export function refusedFileView(fileName: string, i18n: I18n): PhotometryCheckView {
  const tooLarge: Problem = { code: 'tooLarge', field: 'file', line: null, found: null, expected: null };
  return { kind: 'problems', fileName, problems: [problemMessage(tooLarge, i18n)] };
}
