import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { usePageLocation } from '@/app/page/page-location';
import { formatNumber } from '@/ui/number-format';
import styles from './ex-usage.module.css';

/** An Ex marking and where IEC 60079-14 lets it be used, as the BFF reads it from the catalogue. */
export const ExUsageFragment = graphql(`
  fragment ExUsage on ExMarking {
    text
    atmosphere
    epl
    zones
    groups
    temperatureClasses
    maxSurfaceTemperature
    specialConditions
  }
`);

/** "T1–T6" for a run of classes (they always run from T1 up to the marked one). */
function classRange(classes: readonly string[]): string {
  const first = classes[0];
  const last = classes.at(-1);
  if (!first || !last) return '—';
  return first === last ? first : `${first}–${last}`;
}

/**
 * Where an explosion-proof model may be used: for each of its markings, the hazardous-area zones
 * its equipment protection level allows, the gas or dust groups its group covers, and the
 * temperature classes (gas) or surface temperature (dust) it meets — by the rules of
 * ГОСТ IEC 60079-14, which the BFF applies to the marking itself.
 */
export function ExUsage({
  markings: refs,
  titleLevel = 2,
  decoderHref,
  selectorHref,
}: {
  markings: readonly FragmentType<typeof ExUsageFragment>[];
  /** Its heading's level: a section of the model page (2), or part of the decoder's answer (3). */
  titleLevel?: 2 | 3;
  /** The marking decoder filled in with these markings, from a model page. */
  decoderHref?: string;
  /** The Ex selector filled in with the area this model suits, from a model page. */
  selectorHref?: string;
}) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const markings = refs.map((ref) => readFragment<typeof ExUsageFragment>(ref));
  if (markings.length === 0) return null;
  return (
    <section className={styles.usage} aria-labelledby="ex-usage-title">
      <Title id="ex-usage-title" className={styles.title}>
        {t`Применение во взрывоопасных зонах`}
      </Title>
      <p className={styles.note}>
        {t`По ГОСТ IEC 60079-14: зоны — по уровню взрывозащиты оборудования, подгруппы — по группе в маркировке (IIC допускается и для IIB, IIA), температурные классы — по наибольшей температуре поверхности.`}
      </p>
      <div className={styles.scroller} role="region" aria-label={t`Зоны применения`} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Маркировка`}</th>
              <th scope="col">{t`Уровень (EPL)`}</th>
              <th scope="col">{t`Зоны`}</th>
              <th scope="col">{t`Подгруппы`}</th>
              <th scope="col">{t`Температурные классы / Tmax`}</th>
            </tr>
          </thead>
          <tbody>
            {markings.map((marking) => (
              <tr key={marking.text} data-atmosphere={marking.atmosphere}>
                <th scope="row">
                  {marking.text}
                  {marking.specialConditions ? (
                    <span className={styles.conditions}>{t`X — особые условия применения по сертификату`}</span>
                  ) : null}
                </th>
                <td>{marking.epl}</td>
                <td>{marking.zones.length > 0 ? marking.zones.join(', ') : '—'}</td>
                <td>{marking.groups.length > 0 ? marking.groups.join(', ') : '—'}</td>
                <td>
                  {marking.atmosphere === 'gas'
                    ? classRange(marking.temperatureClasses)
                    : marking.maxSurfaceTemperature !== null
                      ? `≤ ${formatNumber(locale, marking.maxSurfaceTemperature)} °C`
                      : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {decoderHref || selectorHref ? (
        <ul className={styles.more}>
          {decoderHref ? (
            <li>
              <a href={decoderHref}>{t`Расшифровать маркировку по частям`}</a>
            </li>
          ) : null}
          {selectorHref ? (
            <li>
              <a href={selectorHref}>{t`Подобрать модели для тех же условий`}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
