import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { breakerCalculatorPath } from './breaker-calculator';
import { breakerSearch } from './breaker-input';
import { lightingCalculatorPath } from './lighting-calculator';
import styles from './tools.module.css';

export const ModelToolsFragment = graphql(`
  fragment ModelToolsAnswers on Model {
    id
    technical {
      flux
    }
    photometry {
      ldt {
        url
      }
    }
    b16: breakerCapacity(curve: B, rating: 16) {
      total
      binding
    }
    c16: breakerCapacity(curve: C, rating: 16) {
      total
      binding
    }
  }
`);

/**
 * A luminaire's own answers from the site's calculators on its page: how many go on a B16 and a C16
 * breaker, with links into both calculators filled in for it.
 */
export function ModelTools({
  model: modelRef,
  className,
}: {
  model: FragmentType<typeof ModelToolsFragment>;
  className: string;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const model = readFragment<typeof ModelToolsFragment>(modelRef);
  // Sensors and controllers emit no light: neither calculator is about them.
  if (!model.technical.flux || !model.b16 || !model.c16) return null;
  const breakerLink = (curve: 'B' | 'C') =>
    localePath(
      locale,
      `${breakerCalculatorPath}${breakerSearch({
        lines: [{ modelId: model.id, countText: '' }],
        curve,
        ratingText: '16',
        supply: 'singlePhase230',
      })}`,
    );
  return (
    <section className={`${className} ${styles.modelTools}`} aria-labelledby="model-tools-title">
      <h2 id="model-tools-title" className={styles.modelToolsTitle}>
        {t`Расчёты`}
      </h2>
      <div className={styles.modelToolsGrid}>
        <div className={styles.modelTool}>
          <h3>{t`На один автоматический выключатель, 230 В`}</h3>
          <dl className={styles.modelToolFigures}>
            <div>
              <dt>B16</dt>
              <dd>{t`${plural(model.b16.total, { one: '# светильник', few: '# светильника', many: '# светильников', other: '# светильника' })}`}</dd>
            </div>
            <div>
              <dt>C16</dt>
              <dd>{t`${plural(model.c16.total, { one: '# светильник', few: '# светильника', many: '# светильников', other: '# светильника' })}`}</dd>
            </div>
          </dl>
          <p className={styles.hint}>
            {model.c16.binding === 'inrush'
              ? t`Ограничивает пусковой ток драйвера при одновременном включении.`
              : t`Ограничивает рабочий ток линии (0,8 In).`}
          </p>
          <p>
            <a href={breakerLink('C')}>{t`Рассчитать линию для другого автомата`}</a>
          </p>
        </div>
        {model.photometry.ldt ? (
          <div className={styles.modelTool}>
            <h3>{t`Освещённость помещения`}</h3>
            <p className={styles.hint}>
              {t`Сколько таких светильников нужно помещению и как ляжет свет — по файлу светораспределения этой модели.`}
            </p>
            <p>
              <a href={localePath(locale, `${lightingCalculatorPath}?model=${model.id}`)}>
                {t`Рассчитать освещённость`}
              </a>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
