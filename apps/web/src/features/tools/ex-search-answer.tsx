import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { exAreaSearch, exSelectorPath } from './ex-area-query';
import styles from './ex-search-answer.module.css';

export const ExSearchAnswerFragment = graphql(`
  fragment ExSearchAnswer on ExSearchArea {
    zone
    group
    temperatureClass
    models {
      id
      name
      nkCode
      gnkCode
      technical {
        exMarking
      }
    }
  }
`);

// A few models say what fits; the selector lists them all.
const shown = 5;

/**
 * A search that names a hazardous area (a marking, a zone, an EPL) answered first by the Ex
 * selector's rules: the area as read, the models permitted there, and the selector filled in.
 */
export function ExSearchAnswer({ area: ref }: { area: FragmentType<typeof ExSearchAnswerFragment> }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const area = readFragment<typeof ExSearchAnswerFragment>(ref);
  const named = [t`зона ${area.zone}`, area.group, area.temperatureClass].filter(Boolean).join(', ');
  const selectorHref = localePath(
    locale,
    `${exSelectorPath}${exAreaSearch({ zone: String(area.zone), group: area.group ?? '', class: area.temperatureClass ?? '' })}`,
  );
  return (
    <section className={`container ${styles.answer}`} aria-labelledby="ex-search-answer">
      <h2 id="ex-search-answer" className={styles.title}>
        {t`Взрывозащищённое оборудование: ${named}`}
      </h2>
      <p className={styles.note}>
        {area.models.length > 0
          ? t`${plural(area.models.length, { one: '# модель допускается', few: '# модели допускаются', many: '# моделей допускаются', other: '# модели допускаются' })} по ГОСТ IEC 60079-14.`
          : t`Для этих условий в каталоге моделей нет.`}
      </p>
      {area.models.length > 0 ? (
        <ul className={styles.models}>
          {area.models.slice(0, shown).map((model) => (
            <li key={model.id}>
              <a href={localePath(locale, `/product/${model.gnkCode}/${model.nkCode}`)}>{model.name}</a>
              <span className={styles.marking}>{model.technical.exMarking}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <a className={styles.more} href={selectorHref}>
        {area.models.length > shown ? t`Все подходящие модели в подборе по зоне` : t`Подбор по взрывоопасной зоне`}
      </a>
    </section>
  );
}
